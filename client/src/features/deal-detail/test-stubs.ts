import type { OpportunityDetail } from '@common/opportunities';
import { screen } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { signedIn } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';
import { sampleDeal } from './test-fixtures';

type Handler = Parameters<typeof import('@/test/api-stub').stubApi>[0][string];

/** The calls the screen makes on load, answered for `deal` (no rounds, updates or documents). */
export function dealScreenApi(deal: OpportunityDetail = sampleDeal): Record<string, Handler> {
  return {
    'GET /api/user': signedIn(),
    [`GET /api/opportunities/${deal.id}`]: () => Response.json(deal),
    [`GET /api/opportunities/${deal.id}/proposal-rounds`]: () => Response.json([]),
    'GET /api/settings/approval-gate': () => Response.json({ enabled: false }),
    'GET /api/settings/leasing-commission': () => Response.json({ defaultLeasingCommissionPct: 4.5 }),
    [`GET /api/opportunities/${deal.id}/updates`]: () => Response.json([]),
    [`GET /api/opportunities/${deal.id}/documents`]: () => Response.json([]),
  };
}

/** jsdom lacks what Radix Select calls while it opens. */
export function supportRadixSelect() {
  beforeAll(() => {
    Element.prototype.scrollIntoView ??= () => {};
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => {};
  });
}

/** Renders the screen and waits for the deal's heading (the first visit loads the screen's code). */
export async function renderDeal(deal: OpportunityDetail = sampleDeal) {
  const view = renderRoute(`/deal-detail/${deal.id}`);
  await screen.findByRole('heading', { level: 1, name: deal.prospectName }, { timeout: 5000 });
  return view;
}
