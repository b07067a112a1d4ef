import { parseCsv, toCsv } from '@common/csv';
import { type RentRollRow, rentRollColumns } from '@common/tenants';
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

describe('GET /api/tenants/import-template.csv', () => {
  it('downloads the columns the import reads, with an example row', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/tenants/import-template.csv', cookies });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="rent-roll-template.csv"; filename*=UTF-8''rent-roll-template.csv`,
    );
    const [columns, example] = parseCsv(response.body);
    expect(columns).toEqual([...rentRollColumns]);
    expect(example).toHaveLength(rentRollColumns.length);
  });
});

describe('POST /api/tenants/import?dryRun=true', () => {
  it('previews what each row will do and writes nothing', async () => {
    const before = await counts();
    const csv = file(
      `Harbor Lights Cafe,Retail,Ana Ruiz,ana@harborlights.example.com,(954) 555-0101,Bayshore Marketplace,109,${day(-30)},${day(1800)},$30.00,NNN,3%`,
      `cobalt software,Technology,,,,Downtown Tower,700,${day(60)},${day(2000)},45,gross,`,
      'HARBOR LIGHTS CAFE,,,,,,,,,,,',
    );
    const response = await upload(csv, '?dryRun=true');
    expect(response.statusCode).toBe(200);
    const { rows, valid, invalid } = response.json() as {
      rows: RentRollRow[];
      valid: number;
      invalid: number;
    };
    expect({ valid, invalid }).toEqual({ valid: 3, invalid: 0 });
    expect(rows.map((row) => [row.line, row.tenantAction, row.createsLease])).toEqual([
      [2, 'create', true],
      [3, 'exists', true],
      [4, 'exists', false],
    ]);
    expect(rows[0]).toMatchObject({
      baseRentPsf: 30,
      leaseType: 'triple-net',
      escalationPct: 3,
      industry: 'Retail',
    });
    expect(await counts()).toEqual(before);
  });

  it('reads any header case, a BOM, CRLF, quoted commas and US dates', async () => {
    const csv = `\uFEFF${toCsv([
      [
        'Tenant Name',
        'INDUSTRY',
        'Property Name',
        'Suite',
        'Lease Start',
        'Lease End',
        'Base Rent PSF',
        'Lease Type',
      ],
      [
        'Keller, Stone & Co.',
        'law',
        'Parkside Office Building',
        '240',
        '01/15/2030',
        '1/14/2035',
        '1,250.5',
        'Modified Gross',
      ],
    ])}`;
    const { rows, invalid } = (await upload(csv, '?dryRun=true')).json();
    expect(invalid).toBe(0);
    expect(rows[0]).toMatchObject({
      tenantName: 'Keller, Stone & Co.',
      industry: 'Law',
      leaseStart: '2030-01-15',
      leaseEnd: '2035-01-14',
      baseRentPsf: 1250.5,
      leaseType: 'modified-gross',
    });
  });

  it.each([
    ['a bad email', 'Acme,,,bad-email,,,,,,,,', 'contact_email: Enter a valid email address'],
    ['a bad phone', 'Acme,,,,call me,,,,,,,', 'contact_phone: Enter a valid phone number'],
    ['no tenant name', ',Retail,,,,,,,,,,', 'tenant_name: Name is required'],
    ['an unknown industry', 'Acme,Aerospace,,,,,,,,,,', 'industry: Must be one of: Medical'],
    [
      'an unknown property',
      `Acme,,,,,Nowhere Plaza,1,${day(1)},${day(900)},20,gross,`,
      'property_name: No property is named "Nowhere Plaza"',
    ],
    [
      'an unknown suite',
      `Acme,,,,,Downtown Tower,9999,${day(1)},${day(900)},20,gross,`,
      'suite: Downtown Tower has no suite "9999"',
    ],
    [
      'a missing suite',
      `Acme,,,,,Downtown Tower,,${day(1)},${day(900)},20,gross,`,
      'suite: Required for a lease',
    ],
    [
      'an end before the start',
      `Acme,,,,,Downtown Tower,700,${day(900)},${day(1)},20,gross,`,
      'lease_end: Must be after lease_start',
    ],
    [
      'an impossible date',
      'Acme,,,,,Downtown Tower,700,2031-02-30,2035-01-01,20,gross,',
      'lease_start: Must be a date',
    ],
    [
      'a negative rent',
      `Acme,,,,,Downtown Tower,700,${day(1)},${day(900)},-5,gross,`,
      'base_rent_psf: Must be a number from 0',
    ],
    [
      'an unknown lease type',
      `Acme,,,,,Downtown Tower,700,${day(1)},${day(900)},20,ground,`,
      'lease_type: Must be one of: gross',
    ],
    [
      'an escalation over 100%',
      `Acme,,,,,Downtown Tower,700,${day(1)},${day(900)},20,gross,150`,
      'escalation_pct: Must be a percentage',
    ],
    [
      'an overlap with an active lease',
      `Acme,,,,,Downtown Tower,500,${day(1)},${day(900)},20,gross,`,
      'suite: Suite 500 at Downtown Tower already has a lease from',
    ],
    [
      'an overlap with a signed lease',
      `Acme,,,,,Angelview Medical Center,220,${day(100)},${day(900)},20,net,`,
      'suite: Suite 220 at Angelview Medical Center already has a lease from',
    ],
  ])('reports %s on its row', async (_, row, message) => {
    const response = await upload(file('Fine Tenant LLC,,,,,,,,,,,', row), '?dryRun=true');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { rows: RentRollRow[]; valid: number; invalid: number };
    expect(body).toMatchObject({ valid: 1, invalid: 1 });
    expect(body.rows[0]!.errors).toEqual([]);
    expect(body.rows[1]!.line).toBe(3);
    expect(body.rows[1]!.errors.join(' | ')).toContain(message);
  });

  it('reports two rows leasing the same suite for overlapping dates', async () => {
    const csv = file(
      `Acme,,,,,Parkside Office Building,240,${day(10)},${day(400)},30,gross,`,
      `Beta,,,,,parkside office building,240,${day(300)},${day(900)},30,gross,`,
    );
    const { rows } = (await upload(csv, '?dryRun=true')).json() as { rows: RentRollRow[] };
    expect(rows[0]!.errors).toEqual([]);
    expect(rows[1]!.errors).toEqual(['suite: Overlaps the lease on line 2 for the same suite']);
  });
});

describe("the file's encoding", () => {
  const preview = async (bytes: Buffer, contentType = 'text/csv') => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/tenants/import?dryRun=true',
      cookies,
      headers: { 'content-type': contentType },
      payload: bytes,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { encoding: unknown; rows: RentRollRow[] };
  };
  const roll = 'tenant_name,contact_name\nCafé Zoë,Renée Müller\n';

  it('detects Windows-1252 (Excel on Windows) and reads its accented names', async () => {
    // Below U+0100 Windows-1252 and Latin-1 share their bytes: é is 0xE9, ë 0xEB, ü 0xFC.
    const bytes = Buffer.from(roll, 'latin1');
    expect(bytes.includes(0xe9)).toBe(true);
    const { encoding, rows } = await preview(bytes);
    expect(encoding).toEqual({ name: 'windows-1252', byteOrderMark: false });
    expect(rows[0]).toMatchObject({ tenantName: 'Café Zoë', contactName: 'Renée Müller' });
  });

  it('reads valid UTF-8 as UTF-8, detected, whatever charset the request names', async () => {
    const { encoding, rows } = await preview(Buffer.from(roll, 'utf8'), 'text/csv; charset=windows-1252');
    expect(encoding).toEqual({ name: 'utf-8', byteOrderMark: false });
    expect(rows[0]?.tenantName).toBe('Café Zoë');
  });

  it.each([
    ['utf-8', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(roll, 'utf8')])],
    ['utf-16le', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(roll, 'utf16le')])],
    ['utf-16be', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(roll, 'utf16le').swap16()])],
  ])('follows a %s byte order mark', async (name, bytes) => {
    const { encoding, rows } = await preview(bytes);
    expect(encoding).toEqual({ name, byteOrderMark: true });
    expect(rows[0]).toMatchObject({ tenantName: 'Café Zoë', contactName: 'Renée Müller' });
  });
});
