import type { SeedLesson } from './seed-lesson';

const netEffectiveRent = `## Overview

Face rent is what the proposal quotes; net effective rent (NER) is what the landlord actually earns once free rent, tenant improvements and commissions are paid for. Two offers with the same face rent can be worth very different amounts.

## The straight-line formula

NER, in dollars per rentable square foot per year ($/RSF/yr), is:

1. Add up the rent over the whole term, including escalations.
2. Subtract the value of the free rent (each free month is worth the rent it forgives).
3. Subtract the tenant-improvement allowance (TI), leasing commissions and any other landlord costs.
4. Divide by the term in years.

Because every figure is per RSF, the size of the suite cancels out.

## Worked example

A tenant is offered **$20.00/RSF flat for 5 years**, a **$10.00/RSF TI allowance** and **5 months of free rent**.

| Item | Calculation | $/RSF |
|---|---|---|
| Rent over the term | 20.00 x 5 years | 100.00 |
| Free rent | 5 months x 20.00 / 12 | -8.33 |
| TI allowance | paid by the landlord | -10.00 |
| Net rent over the term | 100.00 - 8.33 - 10.00 | 81.67 |
| **Net effective rent** | 81.67 / 5 years | **16.33** |

Put another way: the concessions total $18.33/RSF, or $3.67/RSF a year, so NER = 20.00 - 3.67 = **$16.33/RSF/yr**.

## Discounted NER

The straight-line figure treats a dollar in year five like a dollar today. Leading platforms also compute a **discounted NER**:

- Lay out the landlord's monthly cash flows: month 0 pays TI, commissions and other costs; each later month receives the escalated rent less any abatement.
- Take the net present value at the landlord's discount rate (an annual rate applied monthly as r / 12).
- Find the level monthly payment over the same months with the same present value, then multiply by 12.

At an 8% discount rate with rent paid in advance, the example above falls from $16.33 to about **$15.60/RSF/yr**: the TI is paid on day one while the free months come first and the rent comes later. Downtime before the lease starts lowers it further.

## Using it in LeaseLens

Each deal's lease terms show both figures beside the proposal. Compare proposals on NER, never on face rent alone, and say which method you used when you share the number.

## Further reading

- [NAIOP industry research](https://www.naiop.org/)
- [CCIM Institute courses on lease analysis](https://www.ccim.com/)
`;

const leaseTypes = `## Overview

Who pays the building's operating expenses — property taxes, insurance, utilities, repairs and common-area maintenance (CAM) — is the single biggest difference between lease structures. A rent figure means little until you know which structure it belongs to.

## The main structures

- **Gross (full-service gross)**: the landlord pays the operating expenses out of the rent. Office leases often add a *base year*: the tenant pays its share of any increase over the expenses of the first year.
- **Net**: the tenant pays some expenses on top of base rent. Single-net and double-net leases pass through taxes, or taxes and insurance.
- **Triple net (NNN)**: the tenant pays its share of taxes, insurance and maintenance; the landlord collects base rent. Common for retail, industrial and single-tenant buildings.
- **Modified gross**: a negotiated split — for example the landlord pays taxes and insurance while the tenant pays its own utilities and janitorial service.
- **Percentage**: base rent plus a share of the tenant's sales above a breakpoint. Almost always retail.

| Structure | Tenant pays beyond base rent | Typical use |
|---|---|---|
| Full-service gross | Increases over a base year | Multi-tenant office |
| Modified gross | The items the lease assigns to it | Small office, flex |
| Triple net (NNN) | Taxes, insurance, CAM | Retail, industrial |
| Percentage | A share of sales over the breakpoint | Retail |

## Comparing gross and net rents

Never compare a gross comp with a net one without adjusting. A $28.00/RSF NNN rent with operating expenses of $12.00/RSF costs the tenant about the same as a $40.00/RSF full-service gross rent. In LeaseLens every comp carries its lease type, so check it before you quote a comp in a proposal.

## Percentage rent example

A retailer pays $120,000 a year in base rent plus 6% of sales over the *natural breakpoint*, which is base rent divided by the percentage: 120,000 / 0.06 = $2,000,000. With sales of $2,500,000 the percentage rent is 6% x 500,000 = **$30,000**.

## Checklist

- Ask which expenses pass through and how they are capped.
- Confirm the base year or expense stop for gross leases.
- Read the audit rights: tenants may review the landlord's expense reconciliation.

Learn more from [BOMA International](https://boma.org/) and [ICSC](https://www.icsc.com/) for retail.
`;

const loiToLease = `## Overview

A letter of intent (LOI) records the business terms both sides have agreed before lawyers draft the lease. Running this stretch well shortens the time from handshake to signature and keeps deals from dying in legal.

## The path from inquiry to signed lease

1. **Inquiry** — a tenant or its broker asks about space.
2. **Touring** — the tenant sees suites; record who attended and what they liked.
3. **Proposal** — the landlord sends terms: rent, term, free rent, TI, options.
4. **LOI** — the agreed terms in a short letter, signed by both sides.
5. **Legal** — the lease is drafted and negotiated.
6. **Lease execution** — signatures, security deposit, guaranty.
7. **Deal** — the lease is executed; now deliver the space.

These are the stages of the LeaseLens deal pipeline, so each deal's stage tells the team exactly where it stands.

## What a good LOI covers

- Premises (suite and RSF, and how it was measured), term and commencement
- Base rent, escalations and lease type (gross, net, modified gross)
- Free rent, TI allowance and who manages construction
- Options: renewal, expansion, ROFO or ROFR, termination
- Security deposit or guaranty, use clause, parking, signage
- Contingencies such as credit approval and board approval

## Binding or not?

Most LOIs state that they are **not binding** except for specific clauses, such as confidentiality or a short exclusivity period. Make that statement explicit; courts have enforced LOIs that read like agreements.

## Keeping legal moving

- Send the lease draft within days of the signed LOI, while momentum is high.
- Track open issues in the deal's comments and mention the owner with @username.
- The pipeline's ageing strip counts deals by days since their last activity: a deal in Legal that reaches 30 days without an update needs a call.

See the [NAIOP](https://www.naiop.org/) and [SIOR](https://www.sior.org/) education pages for sample LOI checklists.
`;

const optionsAndCriticalDates = `## Overview

Lease options give a tenant rights that bind the landlord for years. Each has a notice window, and missing one — or granting two tenants conflicting rights over the same suite — is among the most expensive mistakes in leasing.

## Common options

| Option | What it gives the tenant |
|---|---|
| Renewal | Extend the lease on stated terms, often at fair market rent |
| Expansion | Take more space, sometimes a named suite, by a set date |
| Contraction | Give back part of the premises, usually for a fee |
| Termination | Leave early, usually paying unamortized costs plus a penalty |
| ROFO | Right of first offer: the landlord must offer the space to the tenant before marketing it |
| ROFR | Right of first refusal: the tenant may match a third party's offer |
| ROFN | Right of first negotiation: a period to negotiate before others |
| Relocation | The landlord's right to move the tenant to comparable space |

## ROFO versus ROFR

- A **ROFO** comes *before* marketing: the landlord names terms, the tenant accepts or declines, and the landlord may then lease to others on terms not materially better than those offered.
- A **ROFR** comes *after* a third party makes an offer: the tenant may match it. Prospects dislike ROFRs because their negotiated deal can be taken away, so ROFRs can chill interest in a suite.

## Notice windows

An option is exercised by written notice within a window, for example *no earlier than 12 months and no later than 9 months before expiration*. Notices outside the window are generally invalid. Note the effective date too: when the new term, space or fee takes effect.

## Critical-dates discipline

- Record every option with its notice start, notice end and effective date.
- Review options expiring in the next 90 days every week.
- Check for conflicts: two ROFOs over one suite with overlapping windows cannot both be honored.

LeaseLens's Options screen flags conflicting rights and lists windows by status (active, upcoming, expired). For legal drafting, work with counsel; [the American Bar Association's real property section](https://www.americanbar.org/groups/real_property_trust_estate/) publishes practice guides.
`;

export const leasingFundamentalsLessons: SeedLesson[] = [
  {
    title: 'Net Effective Rent: What a Deal Is Really Worth',
    daysAgo: 3,
    tags: ['ner', 'deal economics', 'concessions', 'ti'],
    isPdfAvailable: true,
    content: netEffectiveRent,
  },
  {
    title: 'Lease Types: Gross, Net, NNN, Modified Gross and Percentage',
    daysAgo: 40,
    tags: ['lease types', 'operating expenses', 'comps', 'retail'],
    isPdfAvailable: true,
    content: leaseTypes,
  },
  {
    title: 'From LOI to Signed Lease',
    daysAgo: 26,
    tags: ['loi', 'deal pipeline', 'negotiation', 'legal'],
    isPdfAvailable: false,
    content: loiToLease,
  },
  {
    title: 'Options and Critical Dates: ROFO, ROFR and Notice Windows',
    daysAgo: 12,
    tags: ['options', 'critical dates', 'rofo', 'rofr'],
    isPdfAvailable: true,
    content: optionsAndCriticalDates,
  },
];
