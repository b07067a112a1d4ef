import type { SeedLesson } from './seed-lesson';

const rentRoll = `## Overview

The rent roll lists every suite in a building with its tenant and lease terms. It is the first document a buyer, a lender or a new asset manager reads, and the fastest way to see a building's income and its risks.

## What each row holds

- Suite, floor and rentable area (RSF)
- Tenant, lease start and lease end
- Current base rent in $/RSF/yr, with annual and monthly rent
- Escalations, lease type and expense recoveries
- Security deposit and options (renewal, expansion, termination, ROFO)

## A small example

| Suite | Tenant | RSF | Rent $/RSF/yr | Annual rent | Monthly rent | Years remaining |
|---|---|---|---|---|---|---|
| 100 | Harbor Analytics | 5,000 | 28.00 | 140,000 | 11,666.67 | 2.5 |
| 200 | Lumen Legal | 10,000 | 30.00 | 300,000 | 25,000.00 | 6.0 |
| 300 | Vacant | 3,000 | — | — | — | — |
| 400 | Cedar Dental | 2,000 | 26.00 | 52,000 | 4,333.33 | 1.0 |

Monthly rent is rent per RSF x RSF / 12.

## Questions to ask of it

1. **Occupancy**: leased RSF / total RSF = 17,000 / 20,000 = 85%.
2. **Weighted average lease term (WALT)**, weighted by RSF: (5,000 x 2.5 + 10,000 x 6 + 2,000 x 1) / 17,000 = about 4.4 years.
3. **Rollover**: how much RSF and rent expires in each of the next three years? Here Cedar Dental's lease ends within a year.
4. **Concentration**: Lumen Legal pays 61% of the rent. What is its credit, and does it hold a termination option?
5. **Below-market leases**: where is rent well under today's asking rent, and when can it be reset?

## Checks before you trust it

- Suite RSF should add up to floor totals, and floors to the building total.
- Tie the rent roll to the leases and to the accounting system's billing.
- Look for tenants in holdover (expired lease, still paying) and for free-rent periods still running.

In LeaseLens a property's Tenants and Leases tabs work as a live rent roll. The [OSCRE](https://www.oscre.org/) standards describe common exchange formats.
`;

const retention = `## Overview

Keeping a good tenant is almost always cheaper than replacing one. Retention starts years before expiration, with service that tenants notice and early warning when something goes wrong.

## Listen systematically

- Run a short tenant survey every year: overall satisfaction (0 to 10), likelihood to renew, and ratings for parking, build-out and landlord responsiveness.
- Ask for the top complaint in the tenant's own words, and allow anonymous answers.
- Meet each significant tenant at least twice a year, not only when rent is due.

## Recognise risk early

Warning signs that a tenant may leave or struggle:

1. A satisfaction score below 6, or a sharp fall from last year
2. Repeated complaints about the same issue (HVAC, cleaning, parking)
3. Headcount changes: the space looks empty, or is overcrowded
4. Late payments or requests to sublease
5. The tenant has hired a tenant-rep broker and is touring elsewhere

## Act with a plan

When a tenant is at risk, write an action plan with an owner and a due date:

| Action type | When to use it |
|---|---|
| Contact tenant | Any new risk signal: call within a week |
| Schedule visit | Complaints about the space itself |
| Arrange maintenance | A building issue is the complaint |
| Offer concession | Economics drive the risk; weigh the cost against vacancy |
| Renewal strategy | The lease ends within 18 months |

Follow up on the date you set, and record what changed.

## In LeaseLens

Tenant risk cards show survey results and a risk flag; create an action plan from the card and assign it to a colleague. The AI Opportunities screen lists renewal risks it finds across the portfolio.

Further reading: [IREM on property management](https://www.irem.org/) and [BOMA](https://boma.org/).
`;

export const tenantRelationsLessons: SeedLesson[] = [
  {
    title: 'Reading a Rent Roll',
    daysAgo: 5,
    tags: ['rent roll', 'walt', 'occupancy', 'underwriting'],
    isPdfAvailable: true,
    content: rentRoll,
  },
  {
    title: 'Tenant Retention: Surveys, Risk Signals and Action Plans',
    daysAgo: 33,
    tags: ['retention', 'tenant surveys', 'risk', 'action plans'],
    isPdfAvailable: false,
    content: retention,
  },
];
