/** Tenant industries (stacking plan legend); anything else falls back to Other. */
export const industries = [
  'Medical',
  'Healthcare',
  'Dental',
  'Physical Therapy',
  'Mental Health',
  'Insurance',
  'Law',
  'Finance',
  'Technology',
  'Retail',
  'Office',
  'Other',
] as const;
export type Industry = (typeof industries)[number];

export function normalizeIndustry(value: string | null | undefined): Industry {
  return industries.find((industry) => industry === value) ?? 'Other';
}
