import type { SeedLesson } from './seed-lesson';

const tenantRepVsLandlordRep = `## Overview

Every lease deal has two sides, and brokers work for one of them. Knowing who represents whom — and what each is paid to achieve — makes every conversation with a broker more productive.

## The two roles

| | Landlord-rep (listing) broker | Tenant-rep broker |
|---|---|---|
| Works for | The building owner | The tenant |
| Goal | Fill space at the best net effective rent | Find the right space at the lowest occupancy cost |
| Typical tasks | Marketing, tours, proposals, pipeline reports | Requirement analysis, market survey, RFPs, negotiation |
| Usually paid by | The landlord, under a listing agreement | The landlord, as a cooperating broker under the listing |

## Dual agency

When one brokerage represents both sides, most states require written disclosure and the consent of both parties, and some restrict the practice. The broker owes duties to both clients, so neither can expect full advocacy. When in doubt, ask the brokerage for its disclosure in writing.

## Working well with tenant-rep brokers

1. Answer requests for proposals quickly and completely; speed signals a motivated landlord.
2. Share floor plans, test fits and operating-expense history before the tour.
3. Record the broker as the deal's contact, so everyone knows who to call.
4. Protect the broker's client relationship: do not go around the broker to the tenant.
5. Pay commissions on time, exactly as the agreement says; brokers remember.

## In LeaseLens

Each deal carries a broker name and the tenant's details. Search the Deal Pipeline by prospect or property before a call, and use comments with @mentions to keep your own team aligned.

Further reading: [SIOR](https://www.sior.org/) and [CCIM Institute](https://www.ccim.com/).
`;

const commissions = `## Overview

Leasing commissions are a landlord cost like TI, and they belong in every net effective rent calculation. Understanding how they are calculated avoids disputes with brokers and surprises in the budget.

## How commissions are quoted

- **Percentage of aggregate rent**: a percentage of the base rent over the lease term, sometimes scaled — a higher rate for the first years, a lower one after.
- **Per square foot per year**: a dollar amount per RSF for each year of term.
- **Split**: when a cooperating tenant-rep broker is involved, the total is divided between the two brokers, often with a larger share for the tenant-rep side.

Rates and conventions vary widely by market and property type; your listing agreement governs.

## Worked example

A 5,000 RSF lease at $30.00/RSF flat for 5 years has aggregate base rent of 5,000 x 30.00 x 5 = **$750,000**.

| Commission basis | Rate | Commission |
|---|---|---|
| Full commission | 6% of aggregate rent | $45,000 |
| Landlord-rep share | 2.5% | $18,750 |
| Tenant-rep share | 3.5% | $26,250 |
| Renewal (example) | 3% of aggregate rent | $22,500 |

Per RSF, the full commission is 45,000 / 5,000 = $9.00/RSF — subtract it with the TI and free rent when computing NER.

## When commissions are paid

Often half on lease execution and half on occupancy or rent commencement. Agreements may also cover:

- Expansions and renewals (paid or not, at what rate)
- Protection periods after the listing ends, for prospects the broker introduced
- Whether free-rent months count in aggregate rent

## Good practice

- Confirm the commission agreement in writing before the proposal goes out.
- Enter the commission percentage in the deal's lease terms so NER is right.
- Track payment dates with the deal's other critical dates.

Read more at [NAIOP](https://www.naiop.org/).
`;

const tours = `## Overview

A tour is often the only time a prospect sees the building before deciding. A planned tour answers the prospect's questions before they ask them, and a fast follow-up turns interest into a proposal.

## Before the tour

- Learn the requirement from the tenant-rep broker: size, headcount, budget, timing and must-haves.
- Pick two or three suites that fit — not every vacancy.
- Walk the route first: lights on, blinds open, suites clean, temperature comfortable.
- Bring floor plans, a test fit if you have one, and operating-expense and parking figures.

## During the tour

1. Start at the front door: the lobby and amenities set the tone.
2. Show the best suite last; let the prospect picture the team in the space.
3. Listen more than you talk; note objections word for word.
4. Be honest about constraints — options held by neighbours, construction time, parking ratio.

## After the tour

- Send a thank-you and the promised information within 24 hours.
- Log the tour in the deal pipeline and move the deal to *Touring*.
- Ask the broker for feedback within a week, and record it as a comment on the deal.
- If the prospect is interested, send a proposal quickly; momentum matters.

## Measure what works

| Measure | What it tells you |
|---|---|
| Tours per vacant suite | Whether marketing is reaching the market |
| Tour-to-proposal rate | Whether the space and pricing fit the demand |
| Days from tour to proposal | How responsive the team is |

Deals with no activity for 30, 60 or 90 days stand out in LeaseLens's ageing strip: those are the tours nobody followed up.
`;

export const brokerRelationsLessons: SeedLesson[] = [
  {
    title: 'Tenant-Rep vs Landlord-Rep: Who Represents Whom',
    daysAgo: 22,
    tags: ['brokers', 'tenant rep', 'landlord rep', 'agency'],
    isPdfAvailable: false,
    content: tenantRepVsLandlordRep,
  },
  {
    title: 'Leasing Commissions and Co-Broker Splits',
    daysAgo: 61,
    tags: ['commissions', 'brokers', 'ner'],
    isPdfAvailable: true,
    content: commissions,
  },
  {
    title: 'Running Tours That Convert',
    daysAgo: 36,
    tags: ['tours', 'brokers', 'deal pipeline'],
    isPdfAvailable: false,
    content: tours,
  },
];
