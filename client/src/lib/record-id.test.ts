import { describe, expect, it } from 'vitest';
import { parseRecordId } from './record-id';

describe('parseRecordId', () => {
  it('reads only positive whole numbers within the database range as ids', () => {
    expect(parseRecordId('3')).toBe(3);
    expect(parseRecordId('2147483647')).toBe(2_147_483_647);
    expect(parseRecordId('abc')).toBeNull();
    expect(parseRecordId('0')).toBeNull();
    expect(parseRecordId('1.5')).toBeNull();
    expect(parseRecordId('-2')).toBeNull();
    expect(parseRecordId('2147483648')).toBeNull();
    expect(parseRecordId(undefined)).toBeNull();
  });
});
