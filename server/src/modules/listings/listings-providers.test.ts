import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listingsMessages } from '@common/listings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingsProvider } from '../../providers/listings/listings-provider';
import { createTestApp, signIn, type TestApp } from '../../test/app';

describe('listings routes when the provider cannot answer', () => {
  let failing: TestApp;
  let as: Record<string, string>;
  const down = (message: string) => async () => ({ status: 'unavailable' as const, message });

  beforeAll(async () => {
    const provider: ListingsProvider = {
      getBuilding: down(listingsMessages.building),
      getAvailableSpaces: down(listingsMessages.availableSpaces),
      getLeaseComps: down(listingsMessages.leaseComps),
      getTenant: down(listingsMessages.tenant),
      search: down(listingsMessages.search),
      clearCache: async () => {
        throw new Error('cache store unreachable');
      },
    };
    failing = await createTestApp({ providers: { listings: provider } });
    as = await signIn(failing);
  });
  afterAll(() => failing.close());

  it.each([
    ['/api/listings/buildings/1', listingsMessages.building],
    ['/api/listings/available-spaces?building_id=1', listingsMessages.availableSpaces],
    ['/api/listings/lease-comps?building_id=1', listingsMessages.leaseComps],
    ['/api/listings/tenants/1', listingsMessages.tenant],
    ['/api/listings/search?query=law', listingsMessages.search],
  ])('answers 502 with the helper message for %s', async (url, message) => {
    const response = await failing.inject({ method: 'GET', url, cookies: as });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ success: false, message, code: 'unavailable' });
  });

  it("answers 500 'Failed to clear cache' when clearing fails", async () => {
    const response = await failing.inject({ method: 'POST', url: '/api/listings/clear-cache', cookies: as });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, message: 'Failed to clear cache', code: 'internal' });
  });
});

describe('listings routes with a vendor configured', () => {
  it('serves the vendor’s answer and clears its cache', async () => {
    let hits = 0;
    const vendor = createServer((_request, response) => {
      hits += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ data: [{ type: 'building', id: 9, name: 'Harbor Plaza', subtitle: null }] }),
      );
    });
    await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;
    const withVendor = await createTestApp({ listingsConfig: { apiUrl, apiKey: 'k' } });
    try {
      const as = await signIn(withVendor);
      const search = () =>
        withVendor.inject({ method: 'GET', url: '/api/listings/search?query=harbor', cookies: as });
      expect((await search()).json()).toEqual({
        success: true,
        data: [{ type: 'building', id: 9, name: 'Harbor Plaza', subtitle: null, link: '/properties/9' }],
      });
      await search();
      expect(hits).toBe(1);
      const cleared = await withVendor.inject({
        method: 'POST',
        url: '/api/listings/clear-cache',
        cookies: as,
        payload: { endpoint: 'search', params: { query: 'harbor' } },
      });
      expect(cleared.json()).toEqual({ success: true, data: { cleared: 1 } });
      await search();
      expect(hits).toBe(2);
    } finally {
      await withVendor.close();
      vendor.closeAllConnections();
      await new Promise((resolve) => vendor.close(resolve));
    }
  });
});
