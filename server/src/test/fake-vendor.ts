import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export type VendorHandler = (request: IncomingMessage, response: ServerResponse, hit: number) => void;

/**
 * A local stand-in for a data vendor, started for the calling test file: each test says how it
 * answers (`handler`) and reads what it was asked (`requests`). `baseUrl` ends in `/v1/`.
 */
export function startFakeVendor() {
  const vendor = {
    handler: (() => {}) as VendorHandler,
    requests: [] as { url: string; authorization: string | undefined }[],
    baseUrl: '',
  };
  const server = createServer((request, response) => {
    vendor.requests.push({ url: request.url ?? '', authorization: request.headers.authorization });
    vendor.handler(request, response, vendor.requests.length);
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    vendor.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    vendor.requests = [];
    vendor.handler = () => {};
  });
  return vendor;
}

/** Answers `body` (sent as is when a string, so a test can send broken JSON) with `status`. */
export const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
};

/** Answers 200 with `body` after `ms`, unless the client has gone. */
export const slowly = (response: ServerResponse, ms: number, body: unknown) => {
  const timer = setTimeout(() => json(response, 200, body), ms);
  response.on('close', () => clearTimeout(timer));
};
