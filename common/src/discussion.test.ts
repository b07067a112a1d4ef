import { describe, expect, it } from 'vitest';
import {
  commentInputSchema,
  insertMention,
  type MentionableUser,
  mentionCandidates,
  mentionsIn,
  openMentionAt,
  splitMentions,
} from './discussion';

describe('mentionsIn', () => {
  it('takes each @word once, without the @, and ignores e-mail addresses', () => {
    expect(mentionsIn('@jrivera can you call @amorgan? cc @jrivera, mail a@b.com')).toEqual([
      'jrivera',
      'amorgan',
    ]);
    expect(mentionsIn('no mentions @ all')).toEqual([]);
    expect(mentionsIn('thanks @s.cho.')).toEqual(['s.cho']);
  });
});

describe('splitMentions', () => {
  it('marks the @mentions of known users (any case) and leaves other @words plain', () => {
    expect(splitMentions('Hi @JRivera and @nobody!', ['jrivera'])).toEqual([
      { text: 'Hi ', mention: false, at: 0 },
      { text: '@JRivera', mention: true, at: 3 },
      { text: ' and @nobody!', mention: false, at: 11 },
    ]);
    expect(splitMentions('@demo', ['demo'])).toEqual([{ text: '@demo', mention: true, at: 0 }]);
  });
});

describe('openMentionAt', () => {
  it('finds the @word the caret ends, or a bare @', () => {
    expect(openMentionAt('Ask @jri', 8)).toEqual({ start: 4, query: 'jri' });
    expect(openMentionAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(openMentionAt('Ask @jri about it', 8)).toEqual({ start: 4, query: 'jri' });
  });

  it('finds none after a space, inside an e-mail address or with the caret before the @', () => {
    expect(openMentionAt('Ask @jrivera ', 13)).toBeNull();
    expect(openMentionAt('mail a@b', 8)).toBeNull();
    expect(openMentionAt('Ask @jri', 4)).toBeNull();
  });
});

describe('mentionCandidates', () => {
  const team: MentionableUser[] = [
    { id: 1, username: 'demo', fullName: 'Demo User' },
    { id: 2, username: 'amorgan', fullName: 'Alex Morgan' },
    { id: 3, username: 'jrivera', fullName: 'Jordan Rivera' },
    { id: 4, username: 'scho', fullName: 'Sam Cho' },
  ];

  it('matches the start of a username first, then of any word of the name, in any case', () => {
    expect(mentionCandidates(team, 'Mo').map((user) => user.username)).toEqual(['amorgan']);
    expect(mentionCandidates(team, 'j').map((user) => user.username)).toEqual(['jrivera']);
    expect(mentionCandidates(team, 'a').map((user) => user.username)).toEqual(['amorgan']);
    expect(mentionCandidates(team, 's').map((user) => user.username)).toEqual(['scho']);
    expect(mentionCandidates(team, 'r').map((user) => user.username)).toEqual(['jrivera']);
    expect(mentionCandidates(team, 'x')).toEqual([]);
  });

  it('offers everyone for an empty query, up to the limit', () => {
    expect(mentionCandidates(team, '')).toHaveLength(4);
    expect(mentionCandidates(team, '', 2)).toHaveLength(2);
  });
});

describe('insertMention', () => {
  it('replaces the open @word with @username and a space, caret after it', () => {
    const text = 'Ask @jri about it';
    expect(insertMention(text, { start: 4, query: 'jri' }, 8, 'jrivera')).toEqual({
      text: 'Ask @jrivera about it',
      caret: 13,
    });
    expect(insertMention('@', { start: 0, query: '' }, 1, 'demo')).toEqual({ text: '@demo ', caret: 6 });
  });
});

describe('commentInputSchema', () => {
  it('trims the text, defaults isTour to false and refuses blank or over-long text', () => {
    expect(commentInputSchema.parse({ content: '  Hi  ' })).toEqual({ content: 'Hi', isTour: false });
    expect(commentInputSchema.safeParse({ content: '  ' }).error?.issues[0]?.message).toBe(
      'Comment cannot be empty',
    );
    expect(commentInputSchema.safeParse({ content: 'a'.repeat(5001) }).error?.issues[0]?.message).toBe(
      'Comment must be at most 5000 characters',
    );
    expect(commentInputSchema.safeParse({ content: 'ok', parentId: 0 }).success).toBe(false);
  });
});
