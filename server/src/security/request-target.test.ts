import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedHostsFrom } from '../config';
import {
  canonicalPath,
  hasDisguisedApiPrefix,
  hostNameOf,
  isAllowedHost,
  isInApiNamespace,
  isOriginForm,
  loopbackHosts,
} from '../plugins/request-target';
import { createTestApp, signIn, type TestApp } from '../test/app';

describe('reading a request target', () => {
  it('reads a path the most generous way a router could', () => {
    expect(canonicalPath('/%61pi/Tenants?limit=2')).toBe('/api/tenants');
    expect(canonicalPath('//api//users/')).toBe('/api/users');
    expect(canonicalPath('/./api/x/../users/.')).toBe('/api/users');
    expect(canonicalPath('/api%2Fusers')).toBe('/api/users');
    expect(canonicalPath('\\api\\users')).toBe('/api/users');
    expect(canonicalPath('http://evil.example:80/api/users')).toBe('/api/users');
    expect(canonicalPath('/%zz/%E0%A4%A')).toBe('/%zz/%e0%a4%a');
  });

  it('places a target in the API namespace, or not', () => {
    for (const url of ['/api', '/api/', '/API/users', '/%61pi', '//api/x', '/x/../api/health']) {
      expect(isInApiNamespace(url), url).toBe(true);
    }
    for (const url of ['/', '/deals', '/apis', '/api-docs', '/x/api/users', '/api/../deals']) {
      expect(isInApiNamespace(url), url).toBe(false);
    }
  });

  it('calls a target disguised when it reaches /api without spelling it plainly first', () => {
    for (const url of ['/%61pi/users', '/API/users', '//api/users', '/./api/users', '/api%2Fusers']) {
      expect(hasDisguisedApiPrefix(url), url).toBe(true);
    }
    for (const url of ['/api/users', '/api', '/api?x=1', '/api/users/%61', '/deals', '/%64eals']) {
      expect(hasDisguisedApiPrefix(url), url).toBe(false);
    }
  });

  it('takes only origin-form targets as written by browsers', () => {
    expect(isOriginForm('/api/users')).toBe(true);
    expect(isOriginForm('http://127.0.0.1/api/users')).toBe(false);
    expect(isOriginForm('*')).toBe(false);
  });

  it('reads the host name out of a Host header', () => {
    expect(hostNameOf('LocalHost:3000')).toBe('localhost');
    expect(hostNameOf('[::1]:3000')).toBe('[::1]');
    expect(hostNameOf('leaselens.example.com.')).toBe('leaselens.example.com');
    expect(isAllowedHost(loopbackHosts, '127.0.0.2:3000')).toBe(true);
    expect(isAllowedHost(loopbackHosts, 'rebind.attacker.example:3000')).toBe(false);
    expect(isAllowedHost(loopbackHosts, '127.0.0.1.attacker.example')).toBe(false);
    expect(isAllowedHost('any', 'anything.example')).toBe(true);
  });
});

describe('ALLOWED_HOSTS', () => {
  it('is loopback plus the listening address by default', () => {
    expect(allowedHostsFrom(undefined, '127.0.0.1')).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(allowedHostsFrom('', '10.1.2.3')).toContain('10.1.2.3');
  });

  it("adds this machine's name and addresses when listening on every interface", () => {
    const hosts = allowedHostsFrom(undefined, '0.0.0.0');
    expect(hosts).toContain(hostNameOf(os.hostname()));
    expect(hosts).toContain('localhost');
  });

  it('takes a list of names, or * for any', () => {
    expect(allowedHostsFrom('LeaseLens.example.com, app.example.com:443', '0.0.0.0')).toEqual([
      'leaselens.example.com',
      'app.example.com',
    ]);
    expect(allowedHostsFrom('*', '127.0.0.1')).toBe('any');
  });
});

describe('the app at its edge', () => {
  let app: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(os.tmpdir(), 'leaselens-client-'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>LeaseLens</title>');
    writeFileSync(path.join(clientDir, 'assets', 'app-1234.js'), 'console.log(1)');
    app = await createTestApp({ seeded: true, clientDir, allowedHosts: ['leaselens.example.com'] });
  });
  afterAll(async () => {
    await app.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('refuses a Host it does not serve, before anything else (DNS rebinding), public routes included', async () => {
    for (const url of ['/api/health', '/api/tenants', '/deals', '/assets/app-1234.js']) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { host: 'rebind.attacker.example:3000' },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toMatch(/^Unknown host "rebind\.attacker\.example:3000"/);
    }
    const allowed = { host: 'leaselens.example.com' };
    expect((await app.inject({ method: 'GET', url: '/api/health', headers: allowed })).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/health', headers: { host: '127.0.0.1:3000' } }))
        .statusCode,
    ).toBe(200);
  });

  it('serves the client and its pages to anyone, and answers HEAD like GET', async () => {
    for (const url of ['/', '/deals', '/properties/1', '/assets/app-1234.js', '/api/health']) {
      const get = await app.inject({ method: 'GET', url });
      const head = await app.inject({ method: 'HEAD', url });
      expect(get.statusCode, url).toBe(200);
      expect(head.statusCode, `HEAD ${url}`).toBe(200);
      expect(head.headers['content-type'], `HEAD ${url}`).toBe(get.headers['content-type']);
      expect(head.body, `HEAD ${url}`).toBe('');
    }
    expect((await app.inject({ method: 'GET', url: '/deals' })).body).toContain('<title>LeaseLens</title>');
  });

  it('serves the sign-in page without a session, and sends a signed-in visitor on to next or home', async () => {
    const signedOut = await app.inject({ method: 'GET', url: '/login?next=%2Fdeals' });
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.body).toContain('<title>LeaseLens</title>');
    const stale = await app.inject({ method: 'GET', url: '/login', cookies: { leaselens_session: 'gone' } });
    expect(stale.statusCode).toBe(200);

    const demo = await signIn(app);
    const toNext = await app.inject({
      method: 'GET',
      url: '/login?next=%2Fdeals%3Fstage%3Dloi',
      cookies: demo,
    });
    expect(toNext.statusCode).toBe(303);
    expect(toNext.headers.location).toBe('/deals?stage=loi');
    for (const url of [
      '/login',
      '/login?next=%2F%2Fevil.example',
      '/login?next=https%3A%2F%2Fevil.example',
    ]) {
      const home = await app.inject({ method: 'GET', url, cookies: demo });
      expect(home.statusCode, url).toBe(303);
      expect(home.headers.location, url).toBe('/');
    }
  });

  it('demands a session for a miss inside the API namespace, and only then says not found', async () => {
    for (const url of ['/api/no-such-thing', '/api', '/API/no-such-thing']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
    const demo = await signIn(app);
    const miss = await app.inject({ method: 'GET', url: '/api/no-such-thing', cookies: demo });
    expect(miss.statusCode).toBe(404);
    expect(miss.json().message).toBe('Route GET /api/no-such-thing not found');
  });
});
