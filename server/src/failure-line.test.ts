import { describe, expect, it } from 'vitest';
import { failureLine, maxPartLength } from './failure-line';

describe('the one line a failure prints', () => {
  it('is the message, with what it wraps, and never a stack trace', () => {
    const error = new Error('Cannot seed', { cause: new Error('relation "users" does not exist') });
    expect(failureLine(error)).toBe('Cannot seed: relation "users" does not exist');
  });

  it('joins a message written over several lines into one', () => {
    expect(
      failureLine(new Error('initdb failed (1): initdb: error: no space\ninitdb: hint: free some\n')),
    ).toBe('initdb failed (1): initdb: error: no space initdb: hint: free some');
  });

  it('speaks for an AggregateError without a message (a connection refused on every address) through its parts', () => {
    const refused = new AggregateError([
      new Error('connect ECONNREFUSED ::1:5432'),
      new Error('connect ECONNREFUSED 127.0.0.1:5432'),
    ]);
    expect(failureLine(refused)).toBe('connect ECONNREFUSED ::1:5432; connect ECONNREFUSED 127.0.0.1:5432');
  });

  it('cuts a long message (a failed query with its SQL) so that the cause after it stays readable', () => {
    const sqlText = `insert into "comments" ("body") values ${'($1), '.repeat(200)}`;
    const error = new Error(`Failed query: ${sqlText}\nparams: a,b,c`, {
      cause: new Error('duplicate key value violates unique constraint "comments_pkey"'),
    });
    const [message, cause] = failureLine(error).split('…: ');
    expect(`${message}…`.length).toBeLessThanOrEqual(maxPartLength);
    expect(message).toMatch(/^Failed query: insert into "comments"/);
    expect(cause).toBe('duplicate key value violates unique constraint "comments_pkey"');
  });

  it('prints what was thrown when it is not an Error', () => {
    expect(failureLine('stopped')).toBe('stopped');
  });
});
