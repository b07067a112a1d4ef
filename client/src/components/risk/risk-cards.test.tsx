import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BuildingHealthCard } from './building-health-card';
import { TenantSentimentCard } from './tenant-sentiment-card';
import { health, sentiment } from './test-fixtures';

describe('TenantSentimentCard', () => {
  it('shows the scores with their bands, ratings, complaints, survey date and anonymity', () => {
    render(
      <TenantSentimentCard
        sentiment={sentiment({
          satisfactionScore: 7,
          renewalLikelihood: 45,
          isHighRisk: false,
          isAnonymous: true,
        })}
      />,
    );
    const card = screen.getByRole('region', { name: 'Tenant Sentiment' });
    expect(within(card).getByText('7/10')).toBeVisible();
    expect(within(card).getByText('Neutral')).toBeVisible();
    expect(within(card).getByText('45%')).toBeVisible();
    expect(within(card).getByText('Maybe')).toBeVisible();
    expect(within(card).getByText('3/10')).toBeVisible();
    expect(within(card).getByText('Rent above market for the floor')).toBeVisible();
    expect(within(card).getByText('HVAC comfort on weekends')).toBeVisible();
    expect(within(card).getByText('No expansion planned')).toBeVisible();
    expect(within(card).getByText('Sep 14, 2026 · Anonymous')).toBeVisible();
    expect(within(card).queryByText('High Risk')).not.toBeInTheDocument();
  });

  it('flags a high-risk tenant and makes Create Action Plan destructive', async () => {
    const onCreate = vi.fn();
    render(<TenantSentimentCard sentiment={sentiment()} onCreateActionPlan={onCreate} />);
    expect(screen.getByText('High Risk')).toBeVisible();
    expect(screen.getByText('Dissatisfied')).toBeVisible();
    expect(screen.getByText('Unlikely')).toBeVisible();
    const button = screen.getByRole('button', { name: 'Create Action Plan' });
    expect(button).toHaveClass('bg-destructive');
    await userEvent.click(button);
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it('says "No survey data" without a survey, and still offers an action plan', () => {
    render(<TenantSentimentCard sentiment={null} onCreateActionPlan={vi.fn()} />);
    const card = screen.getByRole('region', { name: 'Tenant Sentiment' });
    expect(within(card).getByText('No survey data')).toBeVisible();
    expect(within(card).queryByText(/\/10/)).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Create Action Plan' })).toBeVisible();
  });

  it('says figures from a bare risk status are estimates, with no survey date or expansion guess', () => {
    render(<TenantSentimentCard sentiment={sentiment({ estimated: true, surveyDate: null })} />);
    const card = screen.getByRole('region', { name: 'Tenant Sentiment' });
    expect(within(card).getByText('Estimated from the risk level')).toBeVisible();
    expect(within(card).queryByText('Survey')).not.toBeInTheDocument();
    expect(within(card).queryByText('Expansion Intentions')).not.toBeInTheDocument();
  });

  it("shows the action plan state it is given over the sentiment's own", () => {
    render(<TenantSentimentCard sentiment={sentiment()} hasActionPlan onCreateActionPlan={vi.fn()} />);
    expect(screen.getByText('Action plan in progress')).toBeVisible();
  });

  it('says "Action plan in progress" instead of offering a new plan', () => {
    render(
      <TenantSentimentCard sentiment={sentiment({ hasActionPlan: true })} onCreateActionPlan={vi.fn()} />,
    );
    expect(screen.getByText('Action plan in progress')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create Action Plan' })).not.toBeInTheDocument();
  });
});

describe('BuildingHealthCard', () => {
  it('shows the health band, satisfaction, vacancy, expirations at 6/12/18 months and top issues', () => {
    render(<BuildingHealthCard health={health()} />);
    const card = screen.getByRole('region', { name: 'Building Health' });
    expect(within(card).getByText('Stable')).toBeVisible();
    expect(within(card).getByText('6.8/10')).toBeVisible();
    expect(within(card).getByText('12,800 sf')).toBeVisible();
    expect(within(card).getByText('(18.5%)')).toBeVisible();
    const expirations: [string, string][] = [
      ['6 months', '2'],
      ['12 months', '4'],
      ['18 months', '7'],
    ];
    for (const [label, count] of expirations) {
      expect(within(card).getByText(label).nextElementSibling).toHaveTextContent(count);
    }
    expect(within(card).getByText('Elevator wait times at peak hours')).toBeVisible();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['33.3', true],
    ['30.0', false],
  ])('highlights %s%% dissatisfied in red: %s', (percent, red) => {
    render(<BuildingHealthCard health={health({ percentDissatisfied: percent })} />);
    const figure = screen.getByText(`${percent}%`);
    if (red) expect(figure).toHaveClass('text-red-600');
    else expect(figure).not.toHaveClass('text-red-600');
  });

  it.each([
    [80, 'Healthy'],
    [50, 'Stable'],
    [30, 'Concerning'],
    [29, 'At Risk'],
  ])('bands a score of %i as %s', (healthScore, band) => {
    render(<BuildingHealthCard health={health({ healthScore })} />);
    expect(screen.getByText(band)).toBeVisible();
  });

  it('has no score for a building without suites: "No floors or suites recorded"', () => {
    render(<BuildingHealthCard health={health({ hasSuites: false, healthScore: null })} />);
    const card = screen.getByRole('region', { name: 'Building Health' });
    expect(within(card).getByText('No floors or suites recorded')).toBeVisible();
    expect(within(card).queryByText('Health Score')).not.toBeInTheDocument();
    expect(within(card).queryByText('Healthy')).not.toBeInTheDocument();
  });

  it('says "No survey data" for satisfaction and the dissatisfied share without surveys', () => {
    render(
      <BuildingHealthCard health={health({ avgTenantSatisfaction: null, percentDissatisfied: null })} />,
    );
    const card = screen.getByRole('region', { name: 'Building Health' });
    expect(within(card).getByText('Tenant Satisfaction').nextElementSibling).toHaveTextContent(
      'No survey data',
    );
    expect(within(card).getByText('Dissatisfied Tenants').nextElementSibling).toHaveTextContent(
      'No survey data',
    );
    expect(within(card).queryByText(/N\/A/)).not.toBeInTheDocument();
  });

  it('says figures from a bare risk level are estimates', () => {
    render(<BuildingHealthCard health={health({ estimated: true })} />);
    expect(screen.getByText('Estimated from the risk level')).toBeVisible();
  });

  it('reads "Syncing..." and is disabled while syncing', async () => {
    const onSync = vi.fn();
    const { rerender } = render(
      <BuildingHealthCard health={health()} onSync={onSync} onViewDetails={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sync Data' }));
    expect(onSync).toHaveBeenCalledOnce();
    rerender(<BuildingHealthCard health={health()} onSync={onSync} syncing onViewDetails={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Syncing...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'View Details' })).toBeEnabled();
  });
});
