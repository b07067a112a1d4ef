import type { LeaseType } from '@common/lease-types';
import { commentLikes, comments, leaseTerms, type NewLeaseTerms } from '../schema';
import { mustGet, type PropertyKey, type SeedContext, type SeededPortfolio } from './context';
import { dealRows, dealTermMonths, type SeededDeal } from './deals';

const termsLeaseType: Record<PropertyKey, LeaseType> = {
  AMC: 'net',
  DT: 'gross',
  PK: 'gross',
  BM: 'triple-net',
  CX: 'modified-gross',
};

/**
 * [deal prospect, author, days before the deal's last activity, text, the index in this list of the
 * comment it replies to]; @mentions name seeded usernames.
 */
const dealComments: [string, string, number, string, number?][] = [
  [
    'Vertex Robotics',
    'jrivera',
    0,
    'First call with Vertex: 120 heads today, 180 in two years. @scho please set up a tour of 7.',
  ],
  [
    'Meridian Capital Partners',
    'scho',
    2,
    'Meridian walked 350 with their architect; they like the corner offices.',
  ],
  [
    'Austin Orthopedic Associates',
    'amorgan',
    6,
    'Budget assumed 3% bumps and they want 2.5%. @scho can you pull recent medical comps?',
  ],
  [
    'Austin Orthopedic Associates',
    'scho',
    0,
    '@amorgan comps are in: Renew Dermatology and Capital Dental both signed at 3%.',
    2,
  ],
  [
    'Northwind Analytics',
    'jrivera',
    2,
    '@amorgan Northwind wants $65/RSF TI for the full floor. Can we approve?',
  ],
  [
    'Northwind Analytics',
    'amorgan',
    0,
    "@jrivera approved up to $55/RSF with 4 months free; more needs the owner's sign-off.",
    4,
  ],
  ['Central Texas Cardiology', 'demo', 0, 'LOI countersigned. Nice work @amorgan and @jrivera.'],
  [
    'Vance Litigation Group',
    'jrivera',
    0,
    'Tenant counsel returned the redline; the open point is the termination fee. @demo FYI.',
  ],
  ['Lakeside Behavioral Health', 'amorgan', 0, 'Lease is out for signature.'],
  [
    'Hill Country Pediatrics',
    'amorgan',
    0,
    'Renewal executed. @demo please note the new expiration on the stacking plan.',
  ],
  [
    'Keller Tax Advisors',
    'jrivera',
    1,
    'Keller is consolidating into their Oak Brook office and will not renew.',
  ],
];

/** [deal prospect, author, days before last activity, is a tour, text]: top-level comments too. */
const updates: [string, string, number, boolean, string][] = [
  [
    'Greenleaf Pharmacy',
    'jrivera',
    0,
    true,
    "Toured 120 with Greenleaf's real estate director; they need a second exit.",
  ],
  ['Meridian Capital Partners', 'scho', 2, true, 'Tour of suite 350 with Meridian and their architect.'],
  ['Summit Engineering Group', 'scho', 0, true, 'Site tour done; a second tour is booked for their CFO.'],
  ['Coastal Chiropractic', 'scho', 0, true, 'Toured 109; the tenant asked about removing the grease trap.'],
  [
    'Motion Physical Therapy',
    'amorgan',
    0,
    true,
    'Walked 440 with the owner; plumbing for the hydrotherapy pool is open.',
  ],
  [
    'Northwind Analytics',
    'jrivera',
    1,
    false,
    'Proposal sent: 10 years at $47.00 gross, $55 TI, 4 months free.',
  ],
  [
    'Austin Orthopedic Associates',
    'amorgan',
    8,
    false,
    'Renewal proposal issued at $39.50 net with 3% bumps.',
  ],
  ['Central Texas Cardiology', 'amorgan', 1, false, 'LOI signed by both parties.'],
  ['Vance Litigation Group', 'jrivera', 5, false, 'Lease draft sent to tenant counsel.'],
  ['Bayside Title & Escrow', 'scho', 0, false, 'Execution copies circulated for signature.'],
  ['Hill Country Pediatrics', 'amorgan', 0, false, 'Renewal lease fully executed.'],
  [
    'Redline Fitness',
    'scho',
    0,
    false,
    'Tenant chose a freestanding site on Sunrise Blvd; closing this out.',
  ],
];

function mentionsOf(content: string): string[] {
  return [...new Set([...content.matchAll(/@([a-z0-9_]+)/gi)].map((match) => match[1]!.toLowerCase()))];
}

export async function seedDealActivity(
  { tx, cal, random }: SeedContext,
  portfolio: SeededPortfolio,
  deals: Map<string, SeededDeal>,
): Promise<void> {
  const idleDays = new Map(dealRows.map((row) => [row[2], row[8]]));
  const where = new Map(dealRows.map((row) => [row[2], row[3]]));
  // Morning hours: a deal's last activity (13:00–22:00 UTC that day) is never earlier than its notes.
  const at = (prospect: string, daysBefore: number) =>
    cal.ago(mustGet(idleDays, prospect) + daysBefore, random.int(9, 12));

  const terms: NewLeaseTerms[] = [];
  for (const [prospect, termMonths] of Object.entries(dealTermMonths)) {
    const deal = mustGet(deals, prospect);
    const key = mustGet(where, prospect).split(' ')[0] as PropertyKey;
    const baseRent = deal.rent ?? 0;
    const proposedAt = at(prospect, 1);
    const proposal = {
      opportunityId: deal.id,
      leaseType: termsLeaseType[key],
      termMonths,
      baseRent,
      rentEscalation: random.step(2.5, 3.5, 0.5),
      rentFreeMonths:
        termMonths >= 84 ? random.int(4, 6) : termMonths >= 60 ? random.int(2, 3) : random.int(0, 1),
      tenantImprovements: random.step(termMonths >= 84 ? 35 : 10, termMonths >= 84 ? 60 : 30, 5),
      securityDeposit: Math.round((baseRent * deal.squareFeet * 2) / 12 / 100) * 100,
      renewalOption: termMonths >= 60,
      renewalTerm: termMonths >= 60 ? 60 : 0,
      leasingCommissionPct: random.step(4, 6, 0.5),
      createdAt: proposedAt,
      updatedAt: proposedAt,
    } satisfies NewLeaseTerms;
    terms.push({ ...proposal, kind: 'proposal' });
  }
  await tx.insert(leaseTerms).values(terms);

  // Times in this order (comments, then tours and notes): each draws from the seeded random sequence.
  const discussion = dealComments.map(([prospect, author, daysBefore, content, replyTo]) => ({
    row: {
      opportunityId: mustGet(deals, prospect).id,
      userId: mustGet(portfolio.userIds, author),
      content,
      mentions: mentionsOf(content),
      createdAt: at(prospect, daysBefore),
    },
    replyTo,
  }));
  const notes = updates.map(([prospect, author, daysBefore, isTour, content]) => ({
    opportunityId: mustGet(deals, prospect).id,
    userId: mustGet(portfolio.userIds, author),
    content,
    mentions: mentionsOf(content),
    isTour,
    createdAt: at(prospect, daysBefore),
  }));
  const posted = await tx
    .insert(comments)
    .values([...discussion.filter((post) => post.replyTo === undefined).map((post) => post.row), ...notes])
    .returning({ id: comments.id, content: comments.content, createdAt: comments.createdAt });
  const idOf = new Map(posted.map((post) => [post.content, post.id]));
  const timeOf = new Map(posted.map((post) => [post.content, post.createdAt]));
  const replies = discussion.flatMap(({ row, replyTo }) =>
    replyTo === undefined ? [] : [{ ...row, parentId: mustGet(idOf, dealComments[replyTo]![3]) }],
  );
  await tx.insert(comments).values(replies);
  // A few likes (dated with the comment: never after the seed's today), so the conversation shows them.
  const liked: [string, string][] = [
    ['LOI countersigned. Nice work @amorgan and @jrivera.', 'amorgan'],
    ['LOI countersigned. Nice work @amorgan and @jrivera.', 'jrivera'],
    ["Toured 120 with Greenleaf's real estate director; they need a second exit.", 'demo'],
  ];
  await tx.insert(commentLikes).values(
    liked.map(([content, user]) => ({
      commentId: mustGet(idOf, content),
      userId: mustGet(portfolio.userIds, user),
      createdAt: mustGet(timeOf, content),
    })),
  );
}
