import { DealDetailPage } from '@/features/deal-detail/deal-detail-page';
import { ProposalsTab } from '@/features/deals/proposals/proposals-tab';

/** /deal-detail/:id with the deals feature's Proposals tab (until the deal workspace replaces the page). */
export function DealDetailScreen() {
  return <DealDetailPage proposals={(deal) => <ProposalsTab deal={deal} />} />;
}
