import type { SeedLesson } from './seed-lesson';

const aiOpportunitiesAndPipeline = `## Overview

LeaseLens reads your portfolio — leases, vacancies, tenant needs and risk signals — and turns it into opportunities and a pipeline you can present with confidence. This lesson shows how to work both screens and how to use them in a weekly leasing meeting.

## AI Opportunities

The [AI Opportunities](/opportunities) screen lists what the analysis found, by type:

- **Renewals**: leases approaching expiration, with the tenant and suite.
- **Tenant matches**: a tenant's space need matched to a vacant suite, with an explained *AI Confidence* percentage.
- **Risks**: tenants or buildings with warning signals, such as low survey scores.
- **Expansion**: tenants whose growth suggests they will need more space.

Each card shows the property and suite, the tenant, an expiry date, the potential value and tags. Use the filter tabs (All, New, Tenant Matches, Renewals, Risks, Saved) to focus.

## Working the list

1. Open new opportunities first; the *New* badge disappears once you have seen them.
2. **Save** the ones you will act on, and remove the ones that do not apply.
3. Use the card's action to start work — a tenant match opens a new deal for that tenant and property.
4. Select **Run AI Analysis** after a big change, such as a rent-roll import; the list refreshes when the analysis completes.

Confidence is a guide, not a verdict: check the reason given before you call a tenant.

## The Deal Pipeline

The [Deal Pipeline](/deals) shows every deal with its stage: Inquiry, Touring, Proposal, LOI, Legal, Lease Execution, Deal Complete or Dead.

| Screen element | How to use it |
|---|---|
| Stage strip and summary cards | How many deals sit in each stage |
| NER/sqft/yr column | Compare deals on net effective rent, not face rent |
| Ageing strip | Deals by days since last activity; chase anything over 30 days |
| Filters and chips | Narrow to a state, stage or keyword before a meeting |
| Export CSV | Share the filtered list as deals-export.csv |

## Presenting the pipeline

- Lead with changes since last week: new deals, stage moves, deals lost and why.
- Show the deals that need a decision — a proposal awaiting approval, a stalled negotiation.
- Close with upcoming expirations from the dashboard and the renewal opportunities that cover them.

Keep each deal's stage current: the pipeline is only as good as the last update.
`;

const leasingReport = `## Overview

Owners and asset managers want to know three things every month: how full the building is, what is coming, and whether the deals being made are good ones. A clear leasing report answers all three on a few pages.

## The core sections

1. **Occupancy and availability**: leased and vacant RSF, occupancy percentage, and the change since last month.
2. **Activity**: tours, proposals, LOIs and signed leases in the period.
3. **Pipeline**: deals by stage with size and expected timing.
4. **Expirations**: leases ending in the next 6, 12 and 18 months, with the renewal status of each.
5. **Deal quality**: each new lease's net effective rent against budget and recent comps.

## Example summary table

| Measure | This month | Last month | Budget |
|---|---|---|---|
| Occupancy | 87.5% | 86.0% | 88.0% |
| Vacant RSF | 31,250 | 35,000 | 30,000 |
| Deals in LOI or Legal | 4 | 3 | — |
| Average NER on new leases | $27.40 | $26.90 | $27.00 |

Always state which rent you show — face or net effective, gross or net — and measure everything in RSF.

## Presenting it well

- Put the conclusion first: one sentence on what changed and what you need from the owner.
- Use the stacking plan to show vacancy and expiry clusters visually.
- Explain any deal below budget NER: longer term, stronger credit or a lower TI often justify it.
- Bring decisions, not only data: the proposals that need approval and your recommendation.

## Avoid these mistakes

- Mixing gross and net comps in one average.
- Reporting leased space that has not yet commenced as occupied without saying so.
- Changing the layout every month; owners compare reports side by side.

For presentation standards used by institutional owners, see [NCREIF](https://www.ncreif.org/) and [BOMA](https://boma.org/).
`;

export const presentationsLessons: SeedLesson[] = [
  {
    title: "Using LeaseLens's AI Opportunities and Deal Pipeline",
    daysAgo: 1,
    tags: ['leaselens', 'ai opportunities', 'deal pipeline', 'presentations'],
    isPdfAvailable: true,
    content: aiOpportunitiesAndPipeline,
  },
  {
    title: 'Presenting the Monthly Leasing Report to Ownership',
    daysAgo: 44,
    tags: ['presentations', 'leasing report', 'ownership', 'occupancy'],
    isPdfAvailable: false,
    content: leasingReport,
  },
];
