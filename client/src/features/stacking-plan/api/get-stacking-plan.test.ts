import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { stubApi } from '@/test/api-stub';
import { buildings, downtownPlan, plan } from '../test-fixtures';
import { stackingPlanLoader } from './get-stacking-plan';

const run = (url: string) =>
  stackingPlanLoader({ request: new Request(url), params: {}, context: undefined } as never);

const asked = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

describe('the stacking plan route loader', () => {
  afterEach(() => queryClient.clear());

  it('without a building asks for the list, then the first building’s plan, before the screen renders', async () => {
    const fetchMock = stubApi({
      'GET /api/stacking-plan/buildings': () => Response.json(buildings),
      'GET /api/stacking-plan/1': () => Response.json(plan),
    });
    run('http://localhost/stacking-plan');
    await expect
      .poll(() => asked(fetchMock))
      .toEqual(['/api/stacking-plan/buildings', '/api/stacking-plan/1']);
  });

  it('with ?building= asks for that plan at once, beside the list', async () => {
    const fetchMock = stubApi({
      'GET /api/stacking-plan/buildings': () => Response.json(buildings),
      'GET /api/stacking-plan/2': () => Response.json(downtownPlan),
    });
    run('http://localhost/stacking-plan?building=2');
    await expect
      .poll(() => asked(fetchMock).sort())
      .toEqual(['/api/stacking-plan/2', '/api/stacking-plan/buildings']);
  });

  it('a failed list asks for no plan and throws nothing', async () => {
    const fetchMock = stubApi({
      'GET /api/stacking-plan/buildings': () => Response.json({ message: 'Down' }, { status: 503 }),
    });
    run('http://localhost/stacking-plan');
    await expect.poll(() => asked(fetchMock)).toEqual(['/api/stacking-plan/buildings']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked(fetchMock)).toEqual(['/api/stacking-plan/buildings']);
  });
});
