import { describe, expect, it } from 'vitest';
import {
  pageCountOf,
  pageFromSearchParams,
  pageRangeText,
  pageWindow,
  rowsOfPages,
  withPage,
} from './paging';

describe('server-paged tables', () => {
  it('reads the page from ?page=, treating anything but a page number as page 1', () => {
    const page = (value: string) => pageFromSearchParams(new URLSearchParams(value));
    expect(page('page=3')).toBe(3);
    for (const value of [
      '',
      'page=0',
      'page=-2',
      'page=1.5',
      'page=2.5',
      'page=two',
      'page=x',
      'page=01',
      'page=1e9',
    ]) {
      expect(page(value)).toBe(1);
    }
  });

  it('writes the page into the URL, leaving page 1 out', () => {
    expect(withPage(new URLSearchParams('keyword=a'), 2).toString()).toBe('keyword=a&page=2');
    expect(withPage(new URLSearchParams('keyword=a&page=2'), 1).toString()).toBe('keyword=a');
  });

  it('asks the API for one page of rows and counts the pages', () => {
    expect(pageWindow(1, 50)).toEqual({ limit: '50' });
    expect(pageWindow(3, 50)).toEqual({ limit: '50', offset: '100' });
    expect([0, 1, 50, 51, 1005].map((total) => pageCountOf(total, 50))).toEqual([1, 1, 1, 2, 21]);
  });

  it('says which rows the page shows', () => {
    const leases = { one: 'lease', many: 'leases' };
    expect(pageRangeText(1, 50, 50, 30064, leases)).toBe('Showing 1–50 of 30,064 leases');
    expect(pageRangeText(602, 50, 14, 30064, leases)).toBe('Showing 30,051–30,064 of 30,064 leases');
    expect(pageRangeText(1, 50, 1, 1, leases)).toBe('Showing 1–1 of 1 lease');
    expect(pageRangeText(700, 50, 0, 30064, leases)).toBe('No leases on this page of 30,064');
  });
});

describe('rowsOfPages', () => {
  it('keeps each row once, where it came first, when a write shifted a row into the next page', () => {
    const row = (id: number) => ({ id, name: `Row ${id}` });
    const pages = [{ items: [row(5), row(4), row(3)] }, { items: [row(3), row(2), row(1)] }];
    expect(rowsOfPages(pages).map((item) => item.id)).toEqual([5, 4, 3, 2, 1]);
    expect(rowsOfPages([])).toEqual([]);
  });

  it('tells rows without an id apart by the key given', () => {
    const entry = (kind: string, id: number) => ({ kind, target: { id } });
    const key = (item: ReturnType<typeof entry>) => `${item.kind}-${item.target.id}`;
    const pages = [
      { items: [entry('opens', 1), entry('closes', 1)] },
      { items: [entry('closes', 1), entry('opens', 2)] },
    ];
    expect(rowsOfPages(pages, key).map(key)).toEqual(['opens-1', 'closes-1', 'opens-2']);
  });
});
