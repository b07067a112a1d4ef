import { ownershipMessages } from '@common/ownership';
import type { ActionPlanListItem } from '@common/risk';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';
import { stubApi } from '@/test/api-stub';
import { disabledReasonOf } from '@/test/disabled-reason';
import { PropertyHealthCard } from './property-health-card';
import { TenantRiskPanel } from './tenant-risk-panel';
import { actionPlan, assignees, health, pick, sentiment, supportRadixPopups } from './test-fixtures';

supportRadixPopups();

// The app shell provides tooltip timing on every screen.
const renderWithApp = (ui: ReactNode) =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <TooltipProvider>{ui}</TooltipProvider>
    </AppProviders>,
  );

describe('TenantRiskPanel (tenant screen)', () => {
  it('notes that there is no survey when the sentiment call answers 404', async () => {
    stubApi({ 'GET /api/action-plans': () => Response.json([]) });
    renderWithApp(<TenantRiskPanel tenantId={18} tenantName="Keller Tax Advisors" />);
    expect(await screen.findByText('No survey data')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create Action Plan' })).not.toBeInTheDocument();
    expect(await screen.findByText('No action plans for this tenant yet.')).toBeVisible();
  });

  it('lists the plans, open first, and marks one done', async () => {
    let plans: ActionPlanListItem[] = [
      actionPlan({ id: 1, description: 'Old walk-through', status: 'done', dueDate: '2026-10-01' }),
      actionPlan({ id: 2, description: 'Call about the HVAC complaints' }),
    ];
    const patched = vi.fn();
    stubApi({
      'GET /api/risk/tenants/18/sentiment': () => Response.json(sentiment({ hasActionPlan: true })),
      'GET /api/action-plans': () => Response.json(plans),
      'PATCH /api/action-plans/2': ({ body }) => {
        patched(body);
        plans = plans.map((plan) => (plan.id === 2 ? { ...plan, status: 'done' } : plan));
        return Response.json(plans[1]);
      },
    });
    renderWithApp(<TenantRiskPanel tenantId={18} tenantName="Keller Tax Advisors" />);
    expect(await screen.findByText('Action plan in progress')).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Action plans' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Call about the HVAC complaints',
      'Old walk-through',
    ]);
    const open = within(list).getByRole('listitem', { name: 'Call about the HVAC complaints' });
    expect(within(open).getByText('Open')).toBeVisible();
    expect(within(open).getByText('Alex Morgan · Due Dec 1, 2026 · Follow-up Dec 8, 2026')).toBeVisible();
    expect(within(list).getByRole('listitem', { name: 'Old walk-through' })).toHaveTextContent('Done');

    await userEvent.click(within(open).getByRole('button', { name: 'Mark done' }));
    expect(patched).toHaveBeenCalledWith({ status: 'done' });
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Action plans' })).queryByRole('button', {
          name: 'Mark done',
        }),
      ).not.toBeInTheDocument(),
    );
  });

  it('disables Mark done on a plan the user may not change, and says why', async () => {
    stubApi({
      'GET /api/risk/tenants/18/sentiment': () => Response.json(sentiment({ hasActionPlan: true })),
      'GET /api/action-plans': () => Response.json([actionPlan({ canModify: false })]),
    });
    renderWithApp(<TenantRiskPanel tenantId={18} tenantName="Keller Tax Advisors" />);
    const markDone = await screen.findByRole('button', { name: 'Mark done' });
    expect(markDone).toBeDisabled();
    expect(await disabledReasonOf(markDone)).toBe(ownershipMessages.actionPlan.status);
  });

  it("shows the server's refusal when marking done is refused", async () => {
    stubApi({
      'GET /api/risk/tenants/18/sentiment': () => Response.json(sentiment({ hasActionPlan: true })),
      'GET /api/action-plans': () => Response.json([actionPlan()]),
      'PATCH /api/action-plans/5': () =>
        Response.json({ message: ownershipMessages.actionPlan.status }, { status: 403 }),
    });
    renderWithApp(<TenantRiskPanel tenantId={18} tenantName="Keller Tax Advisors" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark done' }));
    expect(await screen.findByText(ownershipMessages.actionPlan.status)).toBeVisible();
  });

  it('files a plan from the sentiment card and then shows "Action plan in progress"', async () => {
    let hasPlan = false;
    stubApi({
      'GET /api/risk/tenants/18/sentiment': () => Response.json(sentiment({ hasActionPlan: hasPlan })),
      'GET /api/action-plans': () => Response.json(hasPlan ? [actionPlan()] : []),
      'GET /api/users': () => Response.json(assignees),
      'POST /api/action-plans': () => {
        hasPlan = true;
        return Response.json(actionPlan(), { status: 201 });
      },
    });
    renderWithApp(<TenantRiskPanel tenantId={18} tenantName="Keller Tax Advisors" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create Action Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Tenant Action Plan' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Call them');
    await pick('Assign To', 'Alex Morgan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Action Plan' }));
    expect(await screen.findByText('Action plan in progress')).toBeVisible();
    expect(await screen.findByRole('listitem', { name: 'Call about the HVAC complaints' })).toBeVisible();
  });
});

describe('PropertyHealthCard (property screen)', () => {
  it('shows the building health read from the API', async () => {
    stubApi({ 'GET /api/risk/properties/2/health': () => Response.json(health({ healthScore: 81 })) });
    renderWithApp(<PropertyHealthCard propertyId={2} />);
    const card = await screen.findByRole('region', { name: 'Building Health' });
    expect(within(card).getByText('Healthy')).toBeVisible();
    expect(within(card).getByText('33.3%')).toHaveClass('text-red-600');
  });

  it('says the health is unavailable when the call fails', async () => {
    stubApi({ 'GET /api/risk/properties/2/health': () => Response.json({ message: 'x' }, { status: 502 }) });
    renderWithApp(<PropertyHealthCard propertyId={2} />);
    expect(await screen.findByText('Building health unavailable')).toBeVisible();
  });
});
