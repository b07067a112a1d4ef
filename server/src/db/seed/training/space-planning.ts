import type { SeedLesson } from './seed-lesson';

const rsfAndUsf = `## Overview

Office rent is quoted per rentable square foot (RSF), but a tenant can only use its usable square feet (USF). The gap between the two — the load factor — changes what a tenant really pays for the space it occupies.

## Definitions

- **Usable square feet (USF)**: the area a tenant occupies exclusively, measured to the inside of the suite's walls under the standard's rules.
- **Rentable square feet (RSF)**: usable area plus the tenant's share of common areas such as corridors, restrooms, the lobby and shared amenities.
- **Load factor** (the R/U ratio) = RSF / USF. A load factor of 1.15 means the tenant pays for 15% more area than it uses; that 15% is often called the add-on or common-area factor.

Vertical penetrations such as stairs and elevator shafts count in neither figure.

## The BOMA office standard

The Building Owners and Managers Association (BOMA) publishes the office measurement standard, ANSI/BOMA Z65.1 — the 2017 edition, revised in 2024. It allocates floor common areas to the suites on that floor and building common areas to every suite in the building, and offers two calculation methods. Lease language should name the standard and edition used.

## Worked example

A tenant needs 9,000 USF on a floor with a 1.15 load factor, at $32.00/RSF/yr.

| Figure | Calculation | Result |
|---|---|---|
| Rentable area | 9,000 x 1.15 | 10,350 RSF |
| Annual rent | 10,350 x 32.00 | $331,200 |
| Monthly rent | 331,200 / 12 | $27,600 |
| Cost per usable foot | 331,200 / 9,000 | $36.80/USF |

When comparing two buildings, compare cost per USF: a lower quoted rent with a higher load factor can cost more.

## Full-floor tenants

A tenant taking a whole floor can use the corridors that would otherwise be floor common area, so its usable area — and often its efficiency — goes up.

## In LeaseLens

Suites, floors and buildings are all recorded in RSF, and floor totals add up to the building total. Exports state that they use RSF.

Read more at [BOMA International](https://boma.org/).
`;

const stackingPlans = `## Overview

A stacking plan draws the building floor by floor, each floor a bar divided into its suites by size. In one picture it shows who is where, how big each suite is, when each lease expires and what is vacant.

## How to read one

- **Rows are floors**, top floor at the top; segment width is proportional to RSF.
- **Colours show time to expiry** — for example leases expiring within 12 months in one colour, 12 to 24 months in another — with vacant suites set apart.
- **Labels** show the tenant name where the segment is wide enough; smaller segments show details when you select them.

## What landlords look for

1. **Contiguous space**: can a 20,000 RSF requirement fit on one floor, or on adjacent floors joined by a stair?
2. **Expiry clusters**: several large leases ending in the same year are a rollover risk for income and a debt-refinancing concern.
3. **Blocking rights**: a neighbour's ROFO or expansion option on the suite you want to lease.
4. **Co-terminous leases**: suites expiring together can be combined for a larger tenant.

## A quick exercise

| Floor | Suites | Vacant RSF | Expiring within 12 months |
|---|---|---|---|
| 8 | 2 | 0 | 12,000 RSF |
| 7 | 4 | 6,500 | 3,200 RSF |
| 6 | 3 | 0 | 0 |

A 9,000 RSF prospect fits on floor 7 only if a 3,200 RSF tenant's expiring lease is not renewed — so start that renewal conversation before proposing the combined space.

## In LeaseLens

Open the Stacking Plan screen and choose a building. Select a tenant's segment to see its lease, then check the Options screen for rights over neighbouring suites before you promise space.

Further reading: [BOMA International](https://boma.org/) on measuring floors and suites.
`;

const testFits = `## Overview

A test fit turns a tenant's headcount and way of working into a layout on a real floor plate. It answers the question every prospect asks first: will we fit, and how much space do we need?

## Build the program

Start with a space program, a list of rooms and their sizes. An example for a 44-person team:

| Space | Count | Size (SF) | Total (SF) |
|---|---|---|---|
| Private offices | 4 | 150 | 600 |
| Workstations | 40 | 48 | 1,920 |
| Conference rooms | 2 | 300 | 600 |
| Reception | 1 | 200 | 200 |
| Break room | 1 | 300 | 300 |
| IT and storage | 1 | 150 | 150 |
| **Net program** | | | **3,770** |

## From program to RSF

1. Add circulation — corridors and aisles inside the suite. At a 1.35 circulation factor, 3,770 x 1.35 = about 5,090 USF.
2. Apply the building's load factor. At 1.15, 5,090 x 1.15 = about 5,850 RSF.

The assumptions matter more than the arithmetic: state them on the plan.

## What makes a floor plate efficient

- Depth from core to window of roughly 40 to 45 feet suits both offices and open seating.
- Column spacing that does not fall in the middle of workstations or rooms.
- Windows on several sides for daylight; a central core on multi-tenant floors.

## Practical tips

- Ask for the tenant's growth plan and test the fit at today's and at next year's headcount.
- Reuse existing offices and the kitchen where possible: second-generation space lowers TI.
- Keep the test fit with the deal: attach it in the deal's documents in LeaseLens.

Standards for accessible routes and clearances: [the ADA Standards for Accessible Design](https://www.ada.gov/law-and-regs/design-standards/).
`;

export const spacePlanningLessons: SeedLesson[] = [
  {
    title: 'RSF vs USF: Load Factors and the BOMA Office Standard',
    daysAgo: 8,
    tags: ['rsf', 'usf', 'load factor', 'boma', 'measurement'],
    isPdfAvailable: true,
    content: rsfAndUsf,
  },
  {
    title: 'Reading a Stacking Plan',
    daysAgo: 19,
    tags: ['stacking plan', 'expirations', 'vacancy'],
    isPdfAvailable: false,
    content: stackingPlans,
  },
  {
    title: "Test Fits: Turning a Tenant's Program into Square Feet",
    daysAgo: 55,
    tags: ['test fit', 'space program', 'floor plans'],
    isPdfAvailable: false,
    content: testFits,
  },
];
