import { riskMessages } from '@common/risk';
import { describe, expect, it } from 'vitest';
import { json, slowly, startFakeVendor } from '../../test/fake-vendor';
import { createHttpRiskProvider, type HttpRiskProviderOptions } from './http-risk-provider';

const vendor = startFakeVendor();

const tenantAnswer = {
  success: true,
  message: 'Tenant risk retrieved',
  data: { risk_status: 'High Risk', risk_reason: 'Two late payments this quarter' },
};
const buildingAnswer = {
  success: true,
  message: 'Building risk retrieved',
  data: { risk_level: 'Medium', at_risk_count: 2, total_tenants: 11 },
};

// A generous timeout, so a loaded machine does not turn a prompt answer into a retry; the tests about
// slowness pass their own short one.
const provider = (options: Partial<HttpRiskProviderOptions> = {}) =>
  createHttpRiskProvider({
    baseUrl: vendor.baseUrl,
    apiKey: 'risk-secret',
    timeoutMs: 2_000,
    retryDelayMs: 10,
    ...options,
  });

describe('http risk provider', () => {
  it('asks the documented paths with the key and an encoded query, and passes the answer on', async () => {
    vendor.handler = (request, response) =>
      json(response, 200, request.url?.includes('tenant-status') ? tenantAnswer : buildingAnswer);
    const risk = provider();
    expect(await risk.getTenantStatus(' Acme & Sons ')).toEqual({
      status: 'found',
      message: 'Tenant risk retrieved',
      data: tenantAnswer.data,
    });
    expect(await risk.getBuildingRisk('200 W Madison St #5')).toEqual({
      status: 'found',
      message: 'Building risk retrieved',
      data: buildingAnswer.data,
    });
    expect(vendor.requests).toEqual([
      { url: '/v1/tenant-status?tenant_name=Acme+%26+Sons', authorization: 'Bearer risk-secret' },
      {
        url: '/v1/building-risk?building_address=200+W+Madison+St+%235',
        authorization: 'Bearer risk-secret',
      },
    ]);
  });

  it('sends no authorization header without a key', async () => {
    vendor.handler = (_request, response) => json(response, 200, tenantAnswer);
    await provider({ apiKey: undefined }).getTenantStatus('Acme');
    expect(vendor.requests[0]?.authorization).toBeUndefined();
  });

  it('retries once after a timeout and answers from the second attempt', async () => {
    vendor.handler = (_request, response, hit) =>
      hit === 1 ? slowly(response, 1000, tenantAnswer) : json(response, 200, tenantAnswer);
    const result = await provider({ timeoutMs: 200 }).getTenantStatus('Acme');
    expect(result.status).toBe('found');
    expect(vendor.requests).toHaveLength(2);
  });

  it('gives up as unavailable when the vendor stays too slow', async () => {
    vendor.handler = (_request, response) => slowly(response, 1000, tenantAnswer);
    const started = performance.now();
    expect(await provider({ timeoutMs: 200 }).getTenantStatus('Acme')).toEqual({
      status: 'unavailable',
      message: riskMessages.tenantUnavailable,
    });
    expect(vendor.requests).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(900);
  });

  it('retries a 5xx once, then answers', async () => {
    vendor.handler = (_request, response, hit) =>
      hit === 1 ? json(response, 503, { error: 'busy' }) : json(response, 200, buildingAnswer);
    expect((await provider().getBuildingRisk('1 Main St')).status).toBe('found');
    expect(vendor.requests).toHaveLength(2);
  });

  it('is unavailable after two 5xx answers', async () => {
    vendor.handler = (_request, response) => json(response, 500, 'oops');
    const logged: string[] = [];
    const risk = provider({ log: { warn: (_details, message) => logged.push(message) } });
    expect(await risk.getBuildingRisk('1 Main St')).toEqual({
      status: 'unavailable',
      message: riskMessages.buildingUnavailable,
    });
    expect(vendor.requests).toHaveLength(2);
    expect(logged).toEqual(['risk provider unavailable']);
  });

  it('does not retry a 4xx and reports it unavailable', async () => {
    vendor.handler = (_request, response) => json(response, 401, { message: 'bad key' });
    expect((await provider().getTenantStatus('Acme')).status).toBe('unavailable');
    expect(vendor.requests).toHaveLength(1);
  });

  it('treats malformed JSON as unavailable', async () => {
    vendor.handler = (_request, response) => json(response, 200, '{"success": true, "data": {');
    expect(await provider({ timeoutMs: 200 }).getTenantStatus('Acme')).toEqual({
      status: 'unavailable',
      message: riskMessages.tenantUnavailable,
    });
  });

  it.each([
    ['an unknown risk status', { ...tenantAnswer, data: { risk_status: 'Severe', risk_reason: 'x' } }],
    ['no data', { success: true, message: 'ok' }],
    ['a bare array', []],
  ])('treats %s as unavailable', async (_case, body) => {
    vendor.handler = (_request, response) => json(response, 200, body);
    expect((await provider().getTenantStatus('Acme')).status).toBe('unavailable');
  });

  it("reads the vendor's success:false and a 404 as not found", async () => {
    vendor.handler = (_request, response, hit) =>
      hit === 1
        ? json(response, 200, { success: false, message: 'Tenant not found' })
        : json(response, 404, {});
    const risk = provider();
    expect(await risk.getTenantStatus('Nobody')).toEqual({
      status: 'not_found',
      message: 'Tenant not found',
    });
    expect(await risk.getBuildingRisk('Nowhere')).toEqual({
      status: 'not_found',
      message: riskMessages.buildingNotFound,
    });
  });

  it('reuses an answer for the same text until it expires, but asks again after a failure', async () => {
    let clock = 0;
    vendor.handler = (_request, response, hit) =>
      hit === 1 ? json(response, 500, '') : json(response, 200, tenantAnswer);
    const risk = provider({ retryDelayMs: 1, now: () => clock, cacheTtlMs: 1000 });
    expect((await risk.getTenantStatus('Acme')).status).toBe('found'); // 500, then the retry answers
    expect((await risk.getTenantStatus(' acme ')).status).toBe('found');
    expect(vendor.requests).toHaveLength(2);
    clock = 1001;
    await risk.getTenantStatus('Acme');
    expect(vendor.requests).toHaveLength(3);
  });

  it('is unavailable when nothing listens', async () => {
    const risk = createHttpRiskProvider({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 200, retryDelayMs: 1 });
    expect(await risk.getBuildingRisk('1 Main St')).toEqual({
      status: 'unavailable',
      message: riskMessages.buildingUnavailable,
    });
  });
});
