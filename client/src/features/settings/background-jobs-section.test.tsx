import type { BackgroundJob } from '@common/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';
import { noFailedJobsText } from './background-jobs-section';

const failedJob: BackgroundJob = {
  id: '7a0f9c5e-3f5e-4d7b-9d51-2f2d0c1e9a11',
  name: 'ai-analysis',
  state: 'failed',
  retryCount: 2,
  retryLimit: 2,
  lastError: 'snapshot query timed out',
  createdAt: '2026-03-02T15:00:00.000Z',
  startedAt: '2026-03-02T15:00:30.000Z',
  completedAt: '2026-03-02T15:01:00.000Z',
  startAfter: '2026-03-02T15:00:20.000Z',
};

function stubSettings(user = demoUser, failed: BackgroundJob[] = []) {
  let items = failed;
  return stubApi({
    'GET /api/user': signedIn(user),
    'GET /api/settings/profile': () =>
      Response.json({
        username: user.username,
        fullName: user.fullName,
        email: null,
        role: user.role,
        avatar: null,
      }),
    'GET /api/settings/sessions': () => Response.json([]),
    'GET /api/users/team': () => Response.json([]),
    'GET /api/settings/leasing-commission': () => Response.json({ defaultLeasingCommissionPct: 4.5 }),
    'GET /api/admin/jobs': () => Response.json({ items }),
    'POST /api/admin/jobs/7a0f9c5e-3f5e-4d7b-9d51-2f2d0c1e9a11/retry': () => {
      items = [];
      return Response.json({ ...failedJob, state: 'retry', retryLimit: 3, completedAt: null });
    },
  });
}

describe('Settings › Background jobs', () => {
  it('tells an admin when no job has failed', async () => {
    stubSettings();
    renderRoute('/settings');
    const region = await screen.findByRole('region', { name: 'Background jobs' }, { timeout: 5000 });
    expect(await within(region).findByText(noFailedJobsText)).toBeInTheDocument();
  });

  it('lists a failed job with its error and attempts, and retries it', async () => {
    const fetchMock = stubSettings(demoUser, [failedJob]);
    renderRoute('/settings');
    const region = await screen.findByRole('region', { name: 'Background jobs' }, { timeout: 5000 });
    expect(await within(region).findByText('AI analysis')).toBeInTheDocument();
    const row = within(region).getByRole('listitem');
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('snapshot query timed out')).toBeInTheDocument();
    expect(within(row).getByText(/3 attempts of 3/)).toBeInTheDocument();

    await userEvent.setup().click(within(region).getByRole('button', { name: /^Retry AI analysis/ }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            init?.method === 'POST' && String(url).endsWith(`/api/admin/jobs/${failedJob.id}/retry`),
        ),
      ).toBe(true),
    );
    expect(await within(region).findByText(noFailedJobsText)).toBeInTheDocument();
  });

  it('is not shown to, nor asked for by, anyone but an admin', async () => {
    const fetchMock = stubSettings({ ...demoUser, role: 'asset_manager' });
    renderRoute('/settings');
    await screen.findByRole('region', { name: 'Active sessions' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Background jobs' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/admin/jobs'))).toBe(false);
  });
});
