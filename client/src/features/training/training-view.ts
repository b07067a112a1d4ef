import { isSearchActive } from '@common/training';

/** What /training shows — a search or a category drives the view. */
export type TrainingView =
  | { kind: 'home' }
  | { kind: 'category'; category: string }
  /** `category` keeps the search to one category ('' for every lesson). */
  | { kind: 'search'; text: string; category: string };

export type TrainingParams = { q: string; category: string };

export function trainingParamsFrom(searchParams: URLSearchParams): TrainingParams {
  return { q: searchParams.get('q') ?? '', category: searchParams.get('category')?.trim() ?? '' };
}

/**
 * A search of 3 or more characters wins, kept to the category when one is chosen; shorter text is no
 * search at all, so the category (or, without one, New Lessons and the category cards) shows instead.
 */
export function trainingViewFor({ q, category }: TrainingParams): TrainingView {
  if (isSearchActive(q)) return { kind: 'search', text: q.trim(), category };
  if (category) return { kind: 'category', category };
  return { kind: 'home' };
}

/** The URL's query for these params: empty values are left out, so /training stays bare. */
export function trainingSearchParams({ q, category }: TrainingParams): URLSearchParams {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (q) params.set('q', q);
  return params;
}
