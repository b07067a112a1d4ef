/**
 * Lease option types in their four groups: the 29 named types (the must-take right is 'Must Lease').
 */
export const optionTypeGroups = {
  General: [
    'Asset Rights',
    'Cap on Rates',
    'Co-Tenancy',
    'Contraction',
    'Exclusive Use',
    'Expansion',
    'Generator Rights',
  ],
  'Lease options': [
    'Go Dark',
    'Kick Out',
    'Landlord & Tenant Act 1954',
    'Make Good',
    'Must Lease',
    'Other',
    'Parking',
    'Purchase',
  ],
  Rights: ['ROFN', 'ROFO', 'ROFR', 'Radius', 'Relocation', 'Renewal', 'Rent Review', 'Set off Rights'],
  Special: ['Signage', 'Special Provisions', 'Storage', 'Sublease', 'Termination', 'Use'],
} as const;

export type OptionType = (typeof optionTypeGroups)[keyof typeof optionTypeGroups][number];

export const optionTypes: readonly OptionType[] = Object.values(optionTypeGroups).flat();
