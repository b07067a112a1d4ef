import { type RentRollRow, rentRollColumns } from '@common/tenants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leases, tenants } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { isoDay } from '../properties/calendar-day';

let app: TestApp;
let cookies: Record<string, string>;
const now = new Date();
const day = (offset: number) => isoDay(new Date(now.getTime() + offset * 86_400_000));

beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
  cookies = await signIn(app, 'scho', 'leaselens123');
});
afterAll(() => app.close());

const header = rentRollColumns.join(',');
const file = (...rows: string[]) => [header, ...rows].join('\n');
/** The file's bytes as the client sends them: a string is sent as UTF-8. */
const upload = (csv: string | Buffer, query = '', as = cookies) =>
  app.inject({
    method: 'POST',
    url: `/api/tenants/import${query}`,
    cookies: as,
    headers: { 'content-type': 'text/csv' },
    payload: csv,
  });
const counts = async () => ({
  tenants: (await app.database.db.select({ id: tenants.id }).from(tenants)).length,
  leases: (await app.database.db.select({ id: leases.id }).from(leases)).length,
});

describe('POST /api/tenants/import', () => {
  it('rejects the whole file when any row has errors, and writes nothing', async () => {
    const before = await counts();
    const csv = file(
      'Valid New Tenant,,,,,,,,,,,',
      'Broken Email Tenant,,,nope,,,,,,,,',
      `Broken Lease Tenant,,,,,Downtown Tower,500,${day(1)},${day(900)},20,gross,`,
    );
    const response = await upload(csv);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toEqual({
      message: '2 rows have errors; nothing was imported',
      code: 'invalid_value',
      rows: expect.any(Array),
    });
    expect(body.rows.map((row: RentRollRow) => row.errors.length > 0)).toEqual([false, true, true]);
    expect(await counts()).toEqual(before);
  });

  it('imports tenants and leases in one go, reusing tenants that exist by name', async () => {
    const before = await counts();
    const csv = file(
      `Harbor Lights Cafe,Retail,Ana Ruiz,ana@harborlights.example.com,,Bayshore Marketplace,109,${day(-30)},${day(1800)},30,nnn,3`,
      `COBALT SOFTWARE,,,,,Downtown Tower,700,${day(60)},${day(2000)},45,gross,`,
      'harbor lights cafe,,,,,,,,,,,',
      'Quiet Tenant Inc,Office,,,,,,,,,,',
    );
    const response = await upload(csv);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ importedTenants: 2, importedLeases: 2, skippedDuplicates: 2 });
    expect(await counts()).toEqual({ tenants: before.tenants + 2, leases: before.leases + 2 });
    const { rows } = await app.database.db.execute<{
      tenant: string;
      suite: string;
      status: string;
      rent: string;
    }>(sql`
      select t.name as tenant, s.suite, l.status, l.base_rent_psf::text as rent
      from leases l join tenants t on t.id = l.tenant_id join spaces s on s.id = l.space_id
      where t.name in ('Harbor Lights Cafe', 'Cobalt Software') and s.suite in ('109', '700')
      order by s.suite`);
    expect(rows).toEqual([
      { tenant: 'Harbor Lights Cafe', suite: '109', status: 'active', rent: '30.00' },
      { tenant: 'Cobalt Software', suite: '700', status: 'pending', rent: '45.00' },
    ]);
    const cobalts = await app.database.db.execute(
      sql`select id from tenants where lower(name) = 'cobalt software'`,
    );
    expect(cobalts.rows).toHaveLength(1);

    // The same file again: its leases now overlap what was just imported.
    const again = await upload(csv);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('2 rows have errors; nothing was imported');
  });

  it('lets an asset manager import too', async () => {
    const as = await signIn(app, 'amorgan', 'leaselens123');
    const response = await upload(file('Manager Import Co,,,,,,,,,,,'), '', as);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ importedTenants: 1, importedLeases: 0, skippedDuplicates: 0 });
  });

  it('rolls everything back and answers 400 JSON when the database refuses a row', async () => {
    const db = app.database.db;
    // A stand-in for a failure the checks cannot foresee: the lease insert fails after the tenants went in.
    await db.execute(sql`create function test_refuse_lease() returns trigger language plpgsql as $$
      begin raise exception 'refused' using errcode = '23514'; end $$`);
    await db.execute(
      sql`create trigger test_refuse_lease before insert on leases for each row execute function test_refuse_lease()`,
    );
    try {
      const before = await counts();
      const response = await upload(
        file(`Rollback Tenant,,,,,Parkside Office Building,240,${day(3000)},${day(3500)},30,gross,`),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'The rent roll could not be saved (database error 23514); nothing was imported',
        code: 'invalid_value',
      });
      expect(await counts()).toEqual(before);
    } finally {
      await db.execute(sql`drop trigger test_refuse_lease on leases`);
      await db.execute(sql`drop function test_refuse_lease()`);
    }
  });

  it.each([
    ['an empty file', '', 'The file is empty'],
    ['a header without rows', header, 'The file has a header but no rows'],
    ['no tenant_name column', 'name,industry\nAcme,Law', /^The file has no tenant_name column/],
    [
      'broken quoting',
      `${header}\n"Acme,Law`,
      'The file is not valid CSV: Unclosed quote in the field starting on line 2',
    ],
  ])('answers 400 JSON for %s, dry run or not', async (_, csv, message) => {
    for (const query of ['', '?dryRun=true']) {
      const response = await upload(csv, query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.stringMatching(message), code: 'invalid_value' });
    }
  });

  it('answers 415 JSON for a body that is not text/csv, and reads no body as an empty file', async () => {
    for (const type of ['application/json', 'text/plain', 'multipart/form-data; boundary=x']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/tenants/import',
        cookies,
        headers: { 'content-type': type },
        payload: type === 'application/json' ? { csv: file('A,,,,,,,,,,,') } : file('A,,,,,,,,,,,'),
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json(), type).toEqual({
        message: "Send the rent roll as the file's own bytes with Content-Type text/csv",
        code: 'unsupported_media_type',
      });
    }
    const empty = await app.inject({ method: 'POST', url: '/api/tenants/import', cookies });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'The file is empty', code: 'invalid_value' });
  });

  it('answers 400 JSON for a bad dryRun', async () => {
    const badFlag = await upload(file('A,,,,,,,,,,,'), '?dryRun=maybe');
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json()).toEqual({
      message: expect.stringMatching(/^Must be true or false/),
      field: 'dryRun',
      code: 'validation',
    });
  });

  it('imports a Windows-1252 file with its accents intact', async () => {
    const before = await counts();
    // Below U+0100 Windows-1252 and Latin-1 share their bytes: é is 0xE9, ë 0xEB.
    const response = await upload(
      Buffer.from(file('Café Zoë Bistro,Retail,Renée Leclerc,,,,,,,,,'), 'latin1'),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(await counts()).toEqual({ ...before, tenants: before.tenants + 1 });
    const { rows } = await app.database.db.execute<{ name: string; contact: string }>(
      sql`select name, contact_name as contact from tenants where name like 'Caf% Zo% Bistro'`,
    );
    expect(rows).toEqual([{ name: 'Café Zoë Bistro', contact: 'Renée Leclerc' }]);
  });

  it('refuses a NUL byte with the same message from the dry run and the import, writing nothing', async () => {
    const before = await counts();
    const bytes = Buffer.from(file('Fine Tenant LLC,,,,,,,,,,,', 'Nul\u0000 Tenant,,,,,,,,,,,'), 'utf8');
    expect(bytes.includes(0)).toBe(true);
    const message = 'Line 3, tenant_name: contains a NUL character; re-save the file as CSV and try again.';
    for (const query of ['?dryRun=true', '']) {
      const response = await upload(bytes, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ message, code: 'invalid_value' });
    }
    // The same in a Windows-1252 file (decoded as such because of its é).
    const windows1252 = await upload(Buffer.from(file('Café\u0000,,,,,,,,,,,'), 'latin1'));
    expect(windows1252.json()).toEqual({
      message: 'Line 2, tenant_name: contains a NUL character; re-save the file as CSV and try again.',
      code: 'invalid_value',
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a file over 1 MB with a JSON message', async () => {
    const response = await upload(`${header}\n${'x'.repeat(1024 * 1024)}`);
    // The app's 1 MB body limit answers before the schema's own limit on csv could.
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large', code: 'payload_too_large' });
  });
});
