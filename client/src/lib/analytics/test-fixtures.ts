import type {
  CompAnalytics,
  ExpiryPeriod,
  ExpirySchedule,
  OccupancyResponse,
  PipelineAnalytics,
  TenantConcentration,
  WaltResponse,
} from '@common/analytics';

/*
 * Analytics answers shaped as the API's contracts, for client tests (and screenshots before the
 * server exists). Deterministic; figures add up as the contracts say (periods' byBuilding sum to the
 * period, leased + pre-leased + vacant = total).
 */

export const fixtureBuildings = [
  { id: 1, name: 'One Harbor Plaza' },
  { id: 2, name: 'Riverside Commons' },
  { id: 3, name: 'Summit Tower' },
  { id: 4, name: 'Lakeview Center' },
  { id: 5, name: 'Parkside Office Park' },
  { id: 6, name: 'Granite Point' },
  { id: 7, name: 'Meridian Place' },
  { id: 8, name: 'Cedar Court' },
  { id: 9, name: 'Beacon Hill Lofts' },
];

const pad = (n: number) => String(n).padStart(2, '0');

function period(
  label: string,
  start: string,
  end: string,
  index: number,
  buildingIds: number[],
  totals: { rsf: number; rent: number },
): ExpiryPeriod {
  const byBuilding = buildingIds
    .map((buildingId, position) => {
      const rsf = ((buildingId * 7 + index * 13 + position * 5) % 9) * 2_500;
      return { buildingId, rsf, annualRent: rsf * (30 + ((buildingId + index) % 7)) };
    })
    .filter((entry) => entry.rsf > 0);
  const rsf = byBuilding.reduce((sum, entry) => sum + entry.rsf, 0);
  const annualRent = byBuilding.reduce((sum, entry) => sum + entry.annualRent, 0);
  return {
    label,
    start,
    end,
    leases: byBuilding.length * 2,
    rsf,
    annualRent,
    shareOfRsf: rsf / totals.rsf,
    shareOfRent: annualRent / totals.rent,
    byBuilding,
  };
}

/** The schedule over `buildings` as of `asOf` ('yyyy-MM-dd'). */
export function expiryFixture(
  asOf = '2026-03-15',
  buildings: { id: number; name: string }[] = fixtureBuildings,
): ExpirySchedule {
  const year = Number(asOf.slice(0, 4));
  const month = Number(asOf.slice(5, 7));
  const totals = { rsf: 1_200_000 * (buildings.length / fixtureBuildings.length), rent: 0 };
  totals.rent = totals.rsf * 28;
  const ids = buildings.map((building) => building.id);
  const years = Array.from({ length: 10 }, (_, index) =>
    period(
      String(year + index),
      index === 0 ? asOf : `${year + index}-01-01`,
      `${year + index}-12-31`,
      index,
      ids,
      totals,
    ),
  );
  const firstQuarter = Math.floor((month - 1) / 3);
  const quarters = Array.from({ length: 8 }, (_, index) => {
    const q = (firstQuarter + index) % 4;
    const y = year + Math.floor((firstQuarter + index) / 4);
    const endMonth = q * 3 + 3;
    const lastDay = new Date(Date.UTC(y, endMonth, 0)).getUTCDate();
    return period(
      `Q${q + 1} ${y}`,
      index === 0 ? asOf : `${y}-${pad(q * 3 + 1)}-01`,
      `${y}-${pad(endMonth)}-${pad(lastDay)}`,
      index + 20,
      ids,
      totals,
    );
  });
  return {
    asOf,
    buildings: [...buildings].sort((a, b) => a.name.localeCompare(b.name)),
    totalRsf: totals.rsf,
    totalAnnualRent: totals.rent,
    years,
    quarters,
    holdover: { leases: 2, rsf: 8_400, annualRent: 235_200 },
  };
}

function occupancyFigures(totalRsf: number, seed: number) {
  const vacantRsf = Math.round(totalRsf * (0.06 + (seed % 5) * 0.03));
  const preLeasedRsf = Math.round(totalRsf * ((seed % 3) * 0.02));
  const leasedRsf = totalRsf - vacantRsf - preLeasedRsf;
  return { totalRsf, leasedRsf, preLeasedRsf, vacantRsf, occupancy: (leasedRsf + preLeasedRsf) / totalRsf };
}

export function occupancyFixture(
  asOf = '2026-03-15',
  buildings: { id: number; name: string }[] = fixtureBuildings,
): OccupancyResponse {
  const year = Number(asOf.slice(0, 4));
  const month = Number(asOf.slice(5, 7));
  const day = asOf.slice(8, 10);
  const months = Array.from({ length: 49 }, (_, index) => {
    const offset = month - 1 + index - 24;
    const y = year + Math.floor(offset / 12);
    const m = ((offset % 12) + 12) % 12;
    const totalRsf = 100_000 * buildings.length;
    const vacantRsf = Math.round(
      totalRsf * (0.08 + 0.06 * Math.sin(index / 8) ** 2 + (index > 24 ? (index - 24) * 0.004 : 0)),
    );
    const preLeasedRsf = index <= 24 ? Math.round(totalRsf * 0.02) : 0;
    const leasedRsf = totalRsf - vacantRsf - preLeasedRsf;
    return {
      month: `${y}-${pad(m + 1)}`,
      date: `${y}-${pad(m + 1)}-${day}`,
      totalRsf,
      leasedRsf,
      preLeasedRsf,
      vacantRsf,
      occupancy: (leasedRsf + preLeasedRsf) / totalRsf,
    };
  });
  return {
    asOf,
    buildings: buildings.map((building) => ({
      ...building,
      ...occupancyFigures(60_000 + ((building.id * 37) % 9) * 20_000, building.id),
    })),
    months,
  };
}

export function waltFixture(asOf = '2026-03-15', buildings = fixtureBuildings): WaltResponse {
  const rows = buildings.map((building) => {
    const inPlaceSf = 50_000 + ((building.id * 31) % 7) * 15_000;
    return {
      ...building,
      inPlaceSf,
      inPlaceRent: inPlaceSf * (26 + (building.id % 5)),
      byArea: 1.5 + ((building.id * 11) % 9) * 0.6,
      byRent: 1.8 + ((building.id * 7) % 9) * 0.55,
    };
  });
  const inPlaceSf = rows.reduce((sum, row) => sum + row.inPlaceSf, 0);
  const inPlaceRent = rows.reduce((sum, row) => sum + row.inPlaceRent, 0);
  return {
    asOf,
    portfolio: {
      inPlaceSf,
      inPlaceRent,
      byArea: rows.reduce((sum, row) => sum + row.byArea * row.inPlaceSf, 0) / inPlaceSf,
      byRent: rows.reduce((sum, row) => sum + row.byRent * row.inPlaceRent, 0) / inPlaceRent,
    },
    buildings: rows,
  };
}

const tenantNames = [
  'Northwind Traders',
  'Contoso Pharmaceuticals',
  'Fabrikam Engineering Group',
  'Tailspin Toys',
  'Adventure Works',
  'Litware Inc.',
  'Proseware Legal LLP',
  'Wide World Importers',
  'Coho Winery',
  'Alpine Ski House',
];

export function tenantsFixture(asOf = '2026-03-15'): TenantConcentration {
  const totalAnnualRent = 32_000_000;
  const tenants = tenantNames.map((name, index) => {
    const annualRent = Math.round(2_400_000 / (1 + index * 0.35));
    return {
      tenantId: index + 1,
      name,
      annualRent,
      rsf: Math.round(annualRent / 31),
      suites: 1 + (index % 3),
      share: annualRent / totalAnnualRent,
    };
  });
  const top = tenants.reduce((sum, tenant) => sum + tenant.annualRent, 0);
  return { asOf, totalAnnualRent, tenants, otherRent: totalAnnualRent - top };
}

export function pipelineFixture(from = '2025-03-15', to = '2026-03-15'): PipelineAnalytics {
  const reached = [180, 132, 88, 51, 34, 22, 17];
  const stageNames = [
    ['inquiry', 'Inquiry'],
    ['touring', 'Touring'],
    ['proposal', 'Proposal'],
    ['loi', 'LOI'],
    ['legal', 'Legal'],
    ['lease_execution', 'Lease Execution'],
    ['deal', 'Deal Complete'],
  ] as const;
  return {
    from,
    to,
    deals: reached[0] ?? 0,
    stages: stageNames.map(([stage, label], index) => {
      const deals = reached[index] ?? 0;
      const before = index === 0 ? null : (reached[index - 1] ?? 0);
      return {
        stage,
        label,
        deals,
        rsf: deals * 6_250,
        conversion: before === null || before === 0 ? null : deals / before,
        medianDays: index === stageNames.length - 1 ? null : 8 + ((index * 17) % 30),
      };
    }),
    deadReasons: [
      { reason: 'price', label: 'Price', deals: 24, rsf: 150_000 },
      { reason: 'timing', label: 'Timing', deals: 15, rsf: 80_000 },
      { reason: 'size', label: 'Size', deals: 9, rsf: 110_000 },
      { reason: 'landlord_decision', label: 'Landlord decision', deals: 4, rsf: 18_000 },
      { reason: 'tenant_unresponsive', label: 'Tenant unresponsive', deals: 7, rsf: 21_000 },
      { reason: 'other', label: 'Other', deals: 3, rsf: 9_000 },
      { reason: 'not_recorded', label: 'Not recorded', deals: 5, rsf: 12_000 },
    ],
  };
}

export function compsFixture(): CompAnalytics {
  const points = (basis: 'gross' | 'net', count: number, base: number) =>
    Array.from({ length: count }, (_, index) => {
      const month = index % 12;
      const year = 2021 + Math.floor(index / 12);
      const startingPsf = Math.round((base + index * 0.12 + ((index * 7) % 5)) * 100) / 100;
      return {
        id: (basis === 'gross' ? 1000 : 2000) + index,
        transactionDate: `${year}-${pad(month + 1)}-${pad(1 + ((index * 3) % 27))}`,
        startingPsf,
        effectivePsf: Math.round(startingPsf * 0.86 * 100) / 100,
        rentableSf: 2_000 + ((index * 913) % 18_000),
        buildingName: fixtureBuildings[index % fixtureBuildings.length]?.name ?? 'Building',
        tenantName: tenantNames[index % tenantNames.length] ?? 'Tenant',
      };
    });
  return {
    series: [
      { basis: 'gross', total: 48, points: points('gross', 48, 38) },
      { basis: 'net', total: 30, points: points('net', 30, 24) },
    ],
  };
}
