import type { OpportunityDetail } from '@common/deal-detail';
import { screen } from '@testing-library/react';
import { renderRoute } from '@/test/render-route';
import { sampleDeal } from './test-fixtures';

/** Renders the deal screen (at `query`, e.g. '?tab=tasks') and waits for the deal's heading. */
export async function renderDeal(deal: OpportunityDetail = sampleDeal, query = '') {
  const view = renderRoute(`/deals/${deal.id}${query}`);
  await screen.findByRole('heading', { level: 1, name: deal.prospectName }, { timeout: 5000 });
  return view;
}
