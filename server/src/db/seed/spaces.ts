import type { SpaceType } from '@common/space-types';
import type { PropertyKey } from './context';

/** [suite, rentable SF, space type when it differs from the building's]. */
type SuiteRow = [suite: string, rentableSf: number, spaceType?: SpaceType];
type FloorRow = [floor: number, suites: SuiteRow[]];

export const buildingSpaceTypes: Record<PropertyKey, SpaceType> = {
  AMC: 'medical',
  DT: 'office',
  PK: 'office',
  BM: 'retail',
  CX: 'office',
};

/** RSF ÷ USF (BOMA load factor) per building; retail is measured wall to wall. */
export const loadFactors: Record<PropertyKey, number> = { AMC: 1.1, DT: 1.15, PK: 1.12, BM: 1, CX: 1.18 };

/** Every suite of every building, floor by floor. A floor's area is the sum of its suites. */
export const floorPlans: Record<PropertyKey, FloorRow[]> = {
  AMC: [
    [
      1,
      [
        ['101', 4200],
        ['110', 2800],
        ['120', 3500],
        ['130', 1600],
        ['140', 2400],
      ],
    ],
    [
      2,
      [
        ['200', 6000],
        ['210', 3200],
        ['220', 2100],
        ['230', 3200],
      ],
    ],
    [
      3,
      [
        ['300', 4800],
        ['310', 2600],
        ['320', 3900],
        ['330', 3200],
      ],
    ],
    [
      4,
      [
        ['400', 5400],
        ['410', 3000],
        ['420', 2700],
        ['430', 1800],
        ['440', 1600],
      ],
    ],
  ],
  DT: [
    [
      1,
      [
        ['100', 3200, 'retail'],
        ['110', 4800, 'retail'],
        ['120', 2000, 'retail'],
      ],
    ],
    [2, [['200', 24000]]],
    [
      3,
      [
        ['300', 12000],
        ['320', 7500],
        ['350', 4500],
      ],
    ],
    [4, [['400', 24000]]],
    [
      5,
      [
        ['500', 9000],
        ['520', 6000],
        ['540', 5000],
        ['560', 4000],
      ],
    ],
    [
      6,
      [
        ['600', 16000],
        ['650', 8000],
      ],
    ],
    [7, [['700', 24000]]],
    [
      8,
      [
        ['800', 11000],
        ['830', 8500],
        ['860', 4500],
      ],
    ],
    [
      9,
      [
        ['900', 14000],
        ['950', 10000],
      ],
    ],
    [
      10,
      [
        ['1000', 18000],
        ['1050', 6000],
      ],
    ],
  ],
  PK: [
    [
      1,
      [
        ['100', 5500],
        ['110', 3200],
        ['120', 2800],
        ['130', 3500, 'medical'],
      ],
    ],
    [
      2,
      [
        ['200', 8000],
        ['220', 4000],
        ['240', 3000],
      ],
    ],
    [
      3,
      [
        ['300', 6500],
        ['320', 4500],
        ['340', 2400],
        ['350', 1600],
      ],
    ],
  ],
  BM: [
    [
      1,
      [
        ['101', 22000],
        ['105', 3200],
        ['107', 2400],
        ['109', 1800],
        ['111', 1400],
        ['113', 2000, 'medical'],
        ['115', 4500],
        ['117', 1200],
        ['119', 2600],
        ['121', 6500],
        ['125', 1500],
        ['127', 950],
      ],
    ],
  ],
  CX: [
    [
      1,
      [
        ['1A', 3000, 'retail'],
        ['1B', 3500, 'retail'],
      ],
    ],
    [2, [['2A', 6500]]],
    [
      3,
      [
        ['3A', 4000],
        ['3B', 2500],
      ],
    ],
    [4, [['4A', 6500]]],
    [
      5,
      [
        ['5A', 3800],
        ['5B', 2700],
      ],
    ],
  ],
};
