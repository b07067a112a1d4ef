import { z } from 'zod';
import { dealPath } from './deal-paths';
import { searchQueryTooShortMessage } from './listings';

/*
 * Contract of GET /api/search?q= (the top bar's search button and Ctrl/⌘-K command palette).
 * `q` is trimmed and must then hold 2 to 100 characters; a shorter one answers 400 with
 * 'Search query must be at least 2 characters' (as the listings search). It matches, case-insensitive,
 * as a substring with `%` and `_` taken literally:
 * - property: name, address, city, market;
 * - tenant: name, industry;
 * - deal: prospect name (as the pipeline's keyword; a deal's title repeats its building's name);
 * - space: suite, or its building's name;
 * - lesson: title.
 * At most 5 per kind, names starting with the query first, then by name. Groups come in the order of
 * `searchKinds`; kinds without a hit are left out.
 */

export const searchKinds = ['property', 'tenant', 'deal', 'space', 'lesson'] as const;
export type SearchKind = (typeof searchKinds)[number];

export const searchKindLabels: Record<SearchKind, string> = {
  property: 'Properties',
  tenant: 'Tenants',
  deal: 'Deals',
  space: 'Spaces',
  lesson: 'Lessons',
};

export const searchMinLength = 2;
export const searchMaxLength = 100;
export const searchGroupLimit = 5;

export const searchQueryLongMessage = `Search query must be at most ${searchMaxLength} characters`;

export const searchQuerySchema = z.object({
  q: z
    .string(searchQueryTooShortMessage)
    .trim()
    .min(searchMinLength, searchQueryTooShortMessage)
    .max(searchMaxLength, searchQueryLongMessage),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** Where each kind's result leads: /properties/:id, /tenants/:id, /deals/:id, /spaces/:id, /training/content/:id. */
export const searchResultPaths: Record<SearchKind, (id: number) => string> = {
  property: (id) => `/properties/${id}`,
  tenant: (id) => `/tenants/${id}`,
  deal: (id) => dealPath(id),
  space: (id) => `/spaces/${id}`,
  lesson: (id) => `/training/content/${id}`,
};

export const searchResultSchema = z.object({
  id: z.number().int(),
  /** Property name, tenant name, deal prospect name, 'Suite {suite}', lesson title. */
  title: z.string(),
  /**
   * Property: 'address, city, state'; tenant: industry (or ''); deal: 'property name · stage label';
   * space: 'property name · Floor n · {sf} SF'; lesson: category.
   */
  subtitle: z.string(),
  path: z.string().startsWith('/'),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchGroupSchema = z.object({
  kind: z.enum(searchKinds),
  items: z.array(searchResultSchema).max(searchGroupLimit),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchResponseSchema = z.object({ groups: z.array(searchGroupSchema) });
export type SearchResponse = z.infer<typeof searchResponseSchema>;
