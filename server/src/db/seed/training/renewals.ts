import type { SeedLesson } from './seed-lesson';

const renewalStrategy = `## Overview

A renewal keeps income flowing with no downtime, a smaller TI package and a lower commission. Landlords who start early and price the renewal against the real cost of replacing the tenant keep more of their buildings full.

## Start early

| Tenant size | Start the conversation |
|---|---|
| Under 5,000 RSF | 12 months before expiration |
| 5,000 to 25,000 RSF | 18 months before expiration |
| Over 25,000 RSF | 24 to 36 months before expiration |

Large tenants need time to plan a move, so they decide early; by the time their notice window opens, the real decision may already have been made.

## Know the cost of losing the tenant

Compare a renewal with a replacement tenant for a 10,000 RSF suite at $30.00/RSF flat for 5 years ($150.00/RSF of rent over the term):

| Cost, $/RSF | Renewal | New tenant |
|---|---|---|
| Downtime (9 months vacant) | 0.00 | 22.50 |
| Free rent | 5.00 (2 months) | 12.50 (5 months) |
| TI allowance | 10.00 | 40.00 |
| Commissions | 4.50 (3%) | 9.00 (6%) |
| Straight-line NER | **26.10** | **17.70** |

The new tenant's NER does not even count the nine vacant months, which cost another $225,000 in lost rent. A landlord can give a renewing tenant a real concession and still come out far ahead.

## Build the strategy

1. **Know the tenant**: survey scores, complaints, growth, and whether a tenant-rep broker is touring with them.
2. **Know the market**: current comps for similar space — on the same lease type.
3. **Know the lease**: renewal option terms (fixed rent or fair market value), notice window, and any termination or expansion rights.
4. **Make the first offer** before the notice window opens, with a clear deadline.
5. **Record every step** in the deal pipeline as a renewal deal.

## Common mistakes

- Waiting for the tenant to exercise its option — by then it has compared alternatives.
- Quoting asking rent without crediting the avoided downtime and TI.
- Forgetting that a fair-market-value renewal option usually sets out how the value is decided, often by brokers' opinions or arbitration.

In LeaseLens, AI Opportunities lists leases approaching expiration as renewal opportunities, and the dashboard's Lease Expirations tile leads to every lease ending soon.
`;

const blendAndExtend = `## Overview

A blend-and-extend lowers a tenant's rent today in exchange for a longer commitment. It suits a tenant paying above-market rent with a few years left, and a landlord who values term and certainty more than short-term income.

## How the blend works

Take a tenant paying **$35.00/RSF** with **2 years** left, where the market rent is **$30.00/RSF**. The landlord offers a 5-year extension at market and blends the rates over the full 7 years:

| Period | Years | Rent $/RSF | Rent over the period |
|---|---|---|---|
| Remaining term | 2 | 35.00 | 70.00 |
| Extension | 5 | 30.00 | 150.00 |
| **Blended** | **7** | **31.43** | **220.00** |

The tenant pays $31.43 from today instead of $35.00; the landlord gets five more years of income and avoids a renewal fight in two years. A discounted analysis gives a slightly different blend, because the rent the landlord gives up comes early.

## When it makes sense

- The tenant is creditworthy and stable, and the market is softening.
- The building is being refinanced or sold: a longer WALT improves its value.
- The tenant is considering a move and needs a reason to stay now.

## When to be careful

- In a rising market, locking in today's rent for seven years may leave money on the table; add fixed escalations.
- Check the lender's consent requirements for lease amendments.
- Recalculate commissions: brokers are often paid on the extension term only.

## Early renewals

An early renewal without blending is simpler: extend the term on new terms that start at the current expiration, often with a TI allowance the tenant can use now. Record it in LeaseLens as a renewal deal so the pipeline and the expiration schedule stay correct.

Read more at [CCIM Institute](https://www.ccim.com/).
`;

export const renewalsLessons: SeedLesson[] = [
  {
    title: 'Renewal Strategy: Start Early, Price Against Vacancy',
    daysAgo: 10,
    tags: ['renewals', 'retention', 'ner', 'expirations'],
    isPdfAvailable: true,
    content: renewalStrategy,
  },
  {
    title: 'Blend-and-Extend and Early Renewals',
    daysAgo: 47,
    tags: ['renewals', 'blend and extend', 'negotiation'],
    isPdfAvailable: false,
    content: blendAndExtend,
  },
];
