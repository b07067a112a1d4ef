import { SearchX } from 'lucide-react';
import { RecordNotFound } from '@/components/ui/record-not-found';

/** Spec §2.6 / §8: the opportunity was not returned. */
export function OpportunityNotFound() {
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
