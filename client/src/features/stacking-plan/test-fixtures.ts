import type {
  StackingBuildingList,
  StackingLease,
  StackingPlan,
  StackingSpace,
  StackingSpaceDetails,
} from '@common/stacking-plan';

export const buildings: StackingBuildingList = {
  items: [
    {
      id: 1,
      name: 'Angelview Medical Center',
      address: '2200 Angelview Parkway',
      city: 'Austin',
      state: 'TX',
    },
    { id: 2, name: 'Downtown Tower', address: '200 West Madison Street', city: 'Chicago', state: 'IL' },
  ],
};

export function lease(tenant: string, extra: Partial<StackingLease> = {}): StackingLease {
  return {
    id: tenant.length,
    tenant: { id: tenant.length, name: tenant },
    industry: 'Dental',
    startDate: '2023-04-01',
    endDate: '2028-03-31',
    baseRentPsf: 32.5,
    inPlaceRentPsf: 34.48,
    escalationPct: 3,
    leaseType: 'gross',
    isSublease: false,
    sublessor: null,
    ...extra,
  };
}

export function space(
  id: number,
  suite: string,
  rentableSf: number,
  extra: Partial<StackingSpace> = {},
): StackingSpace {
  return {
    id,
    suite,
    rentableSf,
    spaceType: 'medical',
    status: 'occupied',
    listingStatus: 'inactive',
    dateAvailable: null,
    askingRentPsf: null,
    lease: null,
    signedLease: null,
    optionTypes: [],
    conflictCount: 0,
    ...extra,
  };
}

/** Floor 1: 10,000 sf; floor 2: 20,000 sf where suite 230 is exactly 5 % of the floor. */
export const plan: StackingPlan = {
  building: {
    id: 1,
    name: 'Angelview Medical Center',
    address: '2200 Angelview Parkway',
    city: 'Austin',
    state: 'TX',
    zipCode: '78705',
    totalSf: 30_000,
    leasedSf: 22_800,
    vacantSf: 7_200,
  },
  today: '2026-11-23',
  floors: [
    {
      number: 2,
      totalSf: 20_000,
      leasedSf: 19_000,
      vacantSf: 1_000,
      spaces: [
        space(21, '200', 12_000, {
          lease: lease('Acme Dental'),
          optionTypes: ['Renewal'],
          conflictCount: 1,
        }),
        space(22, '210', 7_000, {
          lease: lease('Bayside Physical Therapy', { industry: 'Physical Therapy', endDate: '2026-12-15' }),
          status: 'expiring',
        }),
        space(23, '230', 1_000, { status: 'vacant', listingStatus: 'active' }),
      ],
    },
    {
      number: 1,
      totalSf: 10_000,
      leasedSf: 3_800,
      vacantSf: 6_200,
      spaces: [
        space(11, '100', 3_800, { lease: lease('Cedar Mental Health', { industry: 'Mental Health' }) }),
        space(12, '110', 6_200, { status: 'vacant', listingStatus: 'active' }),
      ],
    },
  ],
};

export const downtownPlan: StackingPlan = {
  ...plan,
  building: { ...plan.building, id: 2, name: 'Downtown Tower', address: '200 West Madison Street' },
  floors: [
    {
      number: 5,
      totalSf: 24_000,
      leasedSf: 24_000,
      vacantSf: 0,
      spaces: [space(51, '500', 24_000, { lease: lease('Madison Legal', { industry: 'Law' }) })],
    },
  ],
};

export const acmeDetails: StackingSpaceDetails = {
  spaceId: 21,
  subleases: [],
  deals: [
    {
      id: 7,
      name: 'Acme Dental renewal',
      tenant: { id: 11, name: 'Acme Dental' },
      stage: 'proposal',
      squareFeet: 12_000,
      lastActivityAt: new Date().toISOString(),
    },
  ],
  budget: [],
  options: [
    {
      id: 3,
      optionType: 'Renewal',
      tenant: { id: 11, name: 'Acme Dental' },
      noticeStart: '2027-01-01',
      noticeEnd: '2027-06-30',
      effectiveDate: '2028-04-01',
      targets: null,
      description: 'One five-year renewal at 95% of market',
      status: 'upcoming',
      flag: null,
      conflicts: [
        {
          kind: 'competing-right',
          otherOptionId: 4,
          message: 'Competes with ROFR of Bayside Physical Therapy',
        },
      ],
    },
  ],
};

/** `plan` with vacant suite 110 let from January to Coral Pediatric Dentistry: pre-leased. */
export const planWithPreLeased110: StackingPlan = {
  ...plan,
  floors: plan.floors.map((floor) => ({
    ...floor,
    spaces: floor.spaces.map((space) =>
      space.suite === '110'
        ? {
            ...space,
            status: 'pre-leased' as const,
            signedLease: { tenant: { id: 40, name: 'Coral Pediatric Dentistry' }, startDate: '2027-01-09' },
          }
        : space,
    ),
  })),
};
