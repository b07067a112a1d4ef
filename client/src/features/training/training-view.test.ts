import { describe, expect, it } from 'vitest';
import { trainingParamsFrom, trainingSearchParams, trainingViewFor } from './training-view';

describe('trainingViewFor', () => {
  it('shows New Lessons and the categories with neither a search nor a category', () => {
    expect(trainingViewFor({ q: '', category: '' })).toEqual({ kind: 'home' });
  });

  it('treats 1 or 2 characters as no search (active from 3)', () => {
    expect(trainingViewFor({ q: 'le', category: '' })).toEqual({ kind: 'home' });
    expect(trainingViewFor({ q: '  le  ', category: 'leasing-basics' })).toEqual({
      kind: 'category',
      category: 'leasing-basics',
    });
  });

  it('lets an active search win over the category, searching inside it', () => {
    expect(trainingViewFor({ q: ' lea ', category: 'leasing-basics' })).toEqual({
      kind: 'search',
      text: 'lea',
      category: 'leasing-basics',
    });
    expect(trainingViewFor({ q: 'lea', category: '' })).toEqual({
      kind: 'search',
      text: 'lea',
      category: '',
    });
  });
});

describe('training URL', () => {
  it('reads and writes ?category= and ?q=, leaving out empty values', () => {
    const params = trainingParamsFrom(new URLSearchParams('category=medical&q=rent'));
    expect(params).toEqual({ q: 'rent', category: 'medical' });
    expect(trainingSearchParams(params).toString()).toBe('category=medical&q=rent');
    expect(trainingSearchParams({ q: '', category: '' }).toString()).toBe('');
  });
});
