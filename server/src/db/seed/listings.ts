import type { MakeReadyStatus } from '@common/space-types';

export type Listing = {
  askingRentPsf: number;
  /** Days from today; negative means available since then. */
  availableIn: number;
  makeReadyStatus: MakeReadyStatus;
  isSpecSuite?: boolean;
  minDivisibleSf?: number;
  /** Off the market (e.g. held back for a renovation) although vacant. */
  inactive?: boolean;
  description: string;
};

/**
 * Marketing data: every vacant suite (those already leased to a pending tenant, or held back, are inactive)
 * plus two occupied suites pre-marketed ahead of a known move-out.
 */
export const listings: Record<string, Listing> = {
  'AMC 140': {
    askingRentPsf: 36,
    availableIn: -90,
    makeReadyStatus: 'move_in_ready',
    isSpecSuite: true,
    description:
      'Ground-floor exam suite with 5 exam rooms, nurse station and private entrance off the drop-off canopy.',
  },
  'AMC 220': {
    askingRentPsf: 34.5,
    availableIn: -60,
    makeReadyStatus: 'needs_build_out',
    inactive: true,
    description: 'Leased to Coral Pediatric Dentistry; build-out starts next month.',
  },
  'AMC 330': {
    askingRentPsf: 35,
    availableIn: -30,
    makeReadyStatus: 'spec_in_progress',
    isSpecSuite: true,
    description:
      'Spec medical suite under construction: 7 exam rooms, 2 procedure rooms, lab and break room.',
  },
  'AMC 440': {
    askingRentPsf: 33,
    availableIn: 30,
    makeReadyStatus: 'shell',
    description: 'Top-floor shell space with hospital views, adjacent to the skybridge.',
  },
  'DT 120': {
    askingRentPsf: 42,
    availableIn: -120,
    makeReadyStatus: 'move_in_ready',
    description:
      'Lobby-level retail with Madison Street frontage, former café fit-out with venting in place.',
  },
  'DT 350': {
    askingRentPsf: 46,
    availableIn: 120,
    makeReadyStatus: 'needs_build_out',
    inactive: true,
    description: 'Held off market pending the third-floor corridor renovation.',
  },
  'DT 540': {
    askingRentPsf: 47,
    availableIn: -45,
    makeReadyStatus: 'move_in_ready',
    isSpecSuite: true,
    inactive: true,
    description: 'Leased to Cobalt Software as expansion space; furnished spec suite with 18 offices.',
  },
  'DT 700': {
    askingRentPsf: 48,
    availableIn: -120,
    makeReadyStatus: 'needs_build_out',
    minDivisibleSf: 6000,
    description: 'Full floor with river views, divisible to 6,000 RSF; private elevator lobby.',
  },
  'DT 860': {
    askingRentPsf: 49,
    availableIn: 0,
    makeReadyStatus: 'move_in_ready',
    description: 'Corner suite with 7 offices, boardroom and reception; furniture available.',
  },
  'DT 1050': {
    askingRentPsf: 52,
    availableIn: 200,
    makeReadyStatus: 'move_in_ready',
    description: 'Top-floor suite available at the sublease expiration; high-end law-firm build-out.',
  },
  'PK 120': {
    askingRentPsf: 39,
    availableIn: -150,
    makeReadyStatus: 'move_in_ready',
    isSpecSuite: true,
    description: 'Turn-key spec suite facing the park, 6 offices and open area.',
  },
  'PK 240': {
    askingRentPsf: 38,
    availableIn: -200,
    makeReadyStatus: 'needs_build_out',
    description: 'Second-floor suite with operable windows; landlord will fund a standard TI allowance.',
  },
  'PK 350': {
    askingRentPsf: 40,
    availableIn: -20,
    makeReadyStatus: 'move_in_ready',
    description: 'Small executive suite, 3 offices and reception, ready for immediate occupancy.',
  },
  'BM 109': {
    askingRentPsf: 32,
    availableIn: -45,
    makeReadyStatus: 'move_in_ready',
    description: 'Inline shop next to the grocery entrance, former smoothie bar with grease trap.',
  },
  'BM 117': {
    askingRentPsf: 30,
    availableIn: -300,
    makeReadyStatus: 'shell',
    description: 'Vanilla-shell inline space with rear service door.',
  },
  'BM 127': {
    askingRentPsf: 38,
    availableIn: -100,
    makeReadyStatus: 'move_in_ready',
    description: 'End-cap kiosk with drive-by visibility on Federal Highway.',
  },
  'BM 121': {
    askingRentPsf: 24,
    availableIn: 60,
    makeReadyStatus: 'move_in_ready',
    minDivisibleSf: 2500,
    description: 'Junior-box space at the hardware store lease expiration; divisible.',
  },
  'CX 1B': {
    askingRentPsf: 85,
    availableIn: -60,
    makeReadyStatus: 'needs_build_out',
    description: 'Ground-floor gallery/retail space on West 28th Street with 18 ft ceilings.',
  },
  'CX 5B': {
    askingRentPsf: 78,
    availableIn: 15,
    makeReadyStatus: 'spec_in_progress',
    isSpecSuite: true,
    description: 'Top-floor loft spec suite with skylights and roof-deck access.',
  },
};
