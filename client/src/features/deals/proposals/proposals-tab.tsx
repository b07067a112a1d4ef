import type { OpportunityDetail } from '@common/opportunities';
import { ProposalsTab as ProposalComparison } from '../../deal-detail/proposals-tab';
import { LeaseTermsTab } from '../../opportunities/detail/lease-terms-tab';

export type ProposalsTabProps = { deal: OpportunityDetail };

/** TEMP stand-in until the Proposals tab lands here: today's comparison and lease terms, one above the other. */
export function ProposalsTab({ deal }: ProposalsTabProps) {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <ProposalComparison dealId={deal.id} />
      <LeaseTermsTab opportunityId={deal.id} />
    </div>
  );
}
