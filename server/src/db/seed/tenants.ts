import type { Industry } from '@common/industries';
import { tenants } from '../schema';
import type { SeedContext } from './context';

/** [name, industry, contact, headcount, has expansion intent]. */
type TenantRow = [
  name: string,
  industry: Industry,
  contactName: string,
  headcount: number | null,
  expanding?: boolean,
];

/** Tenants by the area code of their building's city (Austin, Chicago, San Ramon, Fort Lauderdale, New York). */
const tenantsByAreaCode: Record<string, TenantRow[]> = {
  '512': [
    ['Angelview Family Medicine', 'Medical', 'Laura Bennett', 28],
    ['Hill Country Pediatrics', 'Medical', 'Marcus Hale', 22],
    ['Capital Dental Group', 'Dental', 'Nina Patel', 15],
    ['Hill Country Hearing', 'Healthcare', 'Owen Price', 6],
    ['Motion Physical Therapy', 'Physical Therapy', 'Carla Mendes', 18, true],
    ['Lakeside Behavioral Health', 'Mental Health', 'Ethan Brooks', 20],
    ["Pulse Women's Health", 'Medical', 'Sofia Alvarez', 24],
    ['Austin Orthopedic Associates', 'Medical', 'Robert Kim', 35, true],
    ['Bright Smile Orthodontics', 'Dental', 'Hannah Cole', 12],
    ['Central Texas Cardiology', 'Medical', 'Victor Nguyen', 30],
    ['Clearview Eye Center', 'Healthcare', 'Allison Ward', 26],
    ['Mindful Path Counseling', 'Mental Health', 'Jasmine Reed', 10],
    ['Renew Dermatology', 'Medical', 'Tyler Grant', 14],
    ['Travis Lab Services', 'Healthcare', 'Diane Foster', 9],
    ['Westlake Allergy Clinic', 'Medical', 'Paul Steiner', null],
    ['Orion Health Partners', 'Healthcare', 'Vanessa Cruz', 45, true],
    ['Coral Pediatric Dentistry', 'Dental', 'Jorge Silva', 10],
  ],
  '312': [
    ['Lakeview Coffee Co.', 'Retail', 'Gina Russo', 12],
    ['First Lakeshore Bank', 'Finance', 'Howard Chen', 16],
    ['Hartwell & Pierce LLP', 'Law', 'Margaret Hartwell', 140],
    ['Meridian Capital Partners', 'Finance', 'James Whitaker', 65, true],
    ['Sterling Mutual Insurance', 'Insurance', 'Lisa Moreno', 40],
    ['Northwind Analytics', 'Technology', 'Arjun Mehta', 150, true],
    ['Cobalt Software', 'Technology', "Kevin O'Brien", 55, true],
    ['Keller Tax Advisors', 'Finance', 'Susan Keller', 28],
    ['Brightline Staffing', 'Office', 'Derek Wallace', 20],
    ['Great Lakes Insurance Group', 'Insurance', 'Patricia Young', 90],
    ['Ramos & Whitfield LLP', 'Law', 'Elena Ramos', 38],
    ['Quantum Ledger', 'Technology', 'Sanjay Rao', 60, true],
    ['Harbor Point Wealth', 'Finance', 'Catherine Doyle', 35],
    ['Atlas Reinsurance', 'Insurance', 'William Hayes', 70],
    ['Vance Litigation Group', 'Law', 'Andrew Vance', 45],
    ['Calder Private Equity', 'Finance', 'Thomas Calder', 60],
    ['Pixel Forge Studios', 'Technology', 'Maya Lopez', 25, true],
    ['Prairie Media Group', 'Office', 'Brian Walsh', null],
    ['Vertex Robotics', 'Technology', 'Peter Novak', 80, true],
  ],
  '925': [
    ['Diablo Valley Insurance Agency', 'Insurance', 'Rachel Adams', 22],
    ['Crestline Engineering', 'Office', 'Greg Lawson', 14],
    ['Parkside Dental Care', 'Dental', 'Emily Tran', 11],
    ['Redwood Data Systems', 'Technology', 'Nathan Shaw', 48],
    ['Moreno Family Law', 'Law', 'Isabel Moreno', 9],
    ['Sierra Financial Planning', 'Finance', 'Scott Becker', 16],
    ['Bayside Title & Escrow', 'Finance', 'Karen Liu', 13],
    ['CloudNine Marketing', 'Office', 'Jenna Park', 12],
    ['Golden Gate Staffing', 'Office', 'Luis Herrera', null],
  ],
  '954': [
    ['Sunfresh Market', 'Retail', 'Frank Morales', 85],
    ['Tidewater Fitness', 'Retail', 'Kayla Jensen', 15],
    ['Palm Nail Spa', 'Retail', 'Linh Pham', 8],
    ['Island Mobile Wireless', 'Retail', 'Omar Haddad', 5],
    ['Bayshore Urgent Care', 'Medical', 'Alicia Romero', 14],
    ['Seaside Pet Supply', 'Retail', 'Trevor Nash', 10],
    ['Sunrise Bagels', 'Retail', 'Michelle Gold', 9],
    ['Coastline Hardware', 'Retail', 'Ray Dawson', 18],
    ['Atlantic Federal Credit Union', 'Finance', 'Monica Rivers', 11],
    ['Sunny Smoothies', 'Retail', 'Tessa Lane', null],
  ],
  '212': [
    ['Hudson Print Shop', 'Retail', 'Eli Feldman', 7],
    ['Loftworks Design Studio', 'Office', 'Clara Jung', 24],
    ['Parallax Games', 'Technology', 'Devin Cross', 40, true],
    ['Weiss & Ortega LLP', 'Law', 'Miriam Weiss', 18],
    ['Ferro Labs', 'Technology', 'Lucas Ferro', 32],
    ['Greenline Ventures', 'Finance', 'Adam Green', 15],
    ['Lumen Legal Group', 'Law', 'Fiona Marsh', 30],
  ],
};

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 24);
}

/** Tenants with contacts; 555-01xx numbers and .example.com addresses are reserved for fiction. */
export async function seedTenants({ tx, random, now }: SeedContext): Promise<Map<string, number>> {
  const rows = Object.entries(tenantsByAreaCode).flatMap(([areaCode, list]) =>
    list.map(([name, industry, contactName, headcount, expanding]) => {
      const domain = `${slug(name)}.example.com`;
      const [first = '', last = ''] = contactName.toLowerCase().replace(/'/g, '').split(' ');
      return {
        name,
        industry,
        contactName,
        contactEmail: `${first}.${last}@${domain}`,
        contactPhone: `(${areaCode}) 555-01${String(random.int(10, 99))}`,
        headcount,
        hasExpansionIntent: expanding ?? false,
        website: headcount !== null && headcount >= 20 ? `https://www.${domain}` : null,
        createdAt: now,
        updatedAt: now,
      };
    }),
  );
  const inserted = await tx.insert(tenants).values(rows).returning({ id: tenants.id, name: tenants.name });
  return new Map(inserted.map((row) => [row.name, row.id]));
}
