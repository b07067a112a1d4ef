import { Handshake, SearchX } from 'lucide-react';
import { RecordNotFound } from '@/components/ui/record-not-found';

export type DealNotFoundProps = {
  /** Reached through an old opportunity link: say it as that screen did, with the way back to its list. */
  asOpportunity?: boolean;
};

/** The deal does not exist or could not be loaded: 'Deal Not Found' with the way back to the pipeline. */
export function DealNotFound({ asOpportunity = false }: DealNotFoundProps) {
  if (asOpportunity) {
    return (
      <RecordNotFound
        icon={SearchX}
        title="Opportunity Not Found"
        noun="opportunity"
        backTo="/opportunities"
        backLabel="Back to Opportunities"
      />
    );
  }
  return (
    <RecordNotFound
      icon={Handshake}
      title="Deal Not Found"
      noun="deal"
      backTo="/deals"
      backLabel="Back to Deals"
    />
  );
}
