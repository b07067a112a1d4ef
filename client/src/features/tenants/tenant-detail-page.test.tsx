import type { TenantDetail } from '@common/tenants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';
import { websiteHref } from './tenant-detail-page';

const detail: TenantDetail = {
  id: 18,
  name: 'Harbor Point Wealth',
  industry: 'Finance',
  contactName: 'Grace Kim',
  contactEmail: 'grace@harbor.example.com',
  contactPhone: '(312) 555-0111',
  headcount: 42,
  website: 'harborpoint.example.com',
  hasExpansionIntent: true,
  contacts: [
    {
      name: 'Grace Kim',
      email: 'grace@harbor.example.com',
      phone: '(312) 555-0111',
      role: 'Primary contact',
    },
  ],
  leases: [
    {
      id: 7,
      tenant: { id: 18, name: 'Harbor Point Wealth' },
      startDate: '2021-03-01',
      endDate: '2026-02-28',
      baseRentPsf: 48.5,
      escalationPct: 3,
      leaseType: 'gross',
      status: 'active',
      isSublease: false,
      property: { id: 2, name: 'Downtown Tower' },
      spaceId: 30,
      suite: '830',
      floorNumber: 8,
      rentableSf: 8500,
    },
  ],
  deals: [
    {
      id: 18,
      title: 'Harbor Point Wealth renewal',
      stage: 'loi',
      dealType: 'renewal',
      property: { id: 2, name: 'Downtown Tower' },
      suite: '830',
      squareFeetNeeded: 8500,
      proposedRent: 49,
      lastActivityAt: '2025-09-17T22:00:00.000Z',
    },
    {
      id: 19,
      title: 'Harbor Point Wealth expansion',
      stage: 'inquiry',
      dealType: 'expansion',
      property: { id: 2, name: 'Downtown Tower' },
      suite: null,
      squareFeetNeeded: 2000,
      proposedRent: null,
      lastActivityAt: '2025-09-01T10:00:00.000Z',
    },
  ],
};

describe('tenant page', () => {
  it('counts one employee and one lease in the singular', async () => {
    const single = { ...detail, headcount: 1, leases: detail.leases.slice(0, 1) };
    stubApi({ 'GET /api/user': signedIn(), 'GET /api/tenants/18': () => Response.json(single) });
    renderRoute('/tenants/18');
    expect(await screen.findByText('1 employee', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText(/active of 1 lease$/)).toBeVisible();
  });

  it('shows the tenant, its contacts, leases and deals', async () => {
    stubApi({ 'GET /api/user': signedIn(), 'GET /api/tenants/18': () => Response.json(detail) });
    renderRoute('/tenants/18');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Harbor Point Wealth' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('42 employees')).toBeVisible();
    expect(screen.getByRole('link', { name: 'harborpoint.example.com' })).toHaveAttribute(
      'href',
      'https://harborpoint.example.com/',
    );
    const leases = screen.getByRole('table', { name: 'Leases' });
    expect(within(leases).getByRole('link', { name: 'Downtown Tower' })).toHaveAttribute(
      'href',
      '/properties/2',
    );
    expect(within(leases).getByText('$48.50')).toBeVisible();
    expect(within(leases).getByText('Gross Lease')).toBeVisible();
    const deals = screen.getByRole('table', { name: 'Deals' });
    expect(within(deals).getByText('$49.00')).toBeVisible();
    expect(within(deals).getByText('—')).toBeVisible();
    expect(within(deals).getByText('LOI')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Tenant Directory' })).toHaveAttribute(
      'href',
      '/tenants',
    );
  });

  it('shows the tenant sentiment card and its action plans', async () => {
    stubApi({
      'GET /api/user': signedIn(),
      'GET /api/tenants/18': () => Response.json(detail),
      'GET /api/risk/tenants/18/sentiment': () =>
        Response.json({
          tenantId: 18,
          propertyId: 2,
          satisfactionScore: 9,
          renewalLikelihood: 85,
          hasExpansionIntentions: true,
          parkingSatisfaction: 8,
          tiSatisfaction: 9,
          landlordResponsiveness: 9,
          topComplaint: 'Parking availability',
          secondaryComplaint: null,
          surveyDate: '2025-08-01',
          isAnonymous: false,
          isHighRisk: false,
          hasActionPlan: false,
        }),
      'GET /api/action-plans': () => Response.json([]),
    });
    renderRoute('/tenants/18');
    const card = await screen.findByRole('region', { name: 'Tenant Sentiment' }, { timeout: 5000 });
    expect(within(card).getByText('Satisfied')).toBeVisible();
    expect(within(card).getByText('Likely')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Create Action Plan' })).toBeVisible();
    expect(await screen.findByText('No action plans for this tenant yet.')).toBeVisible();
  });

  it("shows 'Tenant Not Found' for an unknown id", async () => {
    stubApi({ 'GET /api/user': signedIn() });
    renderRoute('/tenants/999999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tenant Not Found' }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('links a website only over http(s)', () => {
    expect(websiteHref('acme.com')).toBe('https://acme.com/');
    expect(websiteHref('http://acme.com/x')).toBe('http://acme.com/x');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
  });
});
