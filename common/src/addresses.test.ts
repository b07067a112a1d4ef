import { describe, expect, it } from 'vitest';
import { addressContains, addressMatchRank, isSameAddress, normalizeAddress } from './addresses';

const madison = {
  name: 'Downtown Tower',
  address: '200 West Madison Street',
  city: 'Chicago',
  state: 'IL',
  zipCode: '60606',
};

describe('normalizeAddress', () => {
  it('ignores case, punctuation and spacing', () => {
    expect(normalizeAddress('  200  West Madison Street, Chicago,IL  60606 ')).toBe(
      '200 w madison st chicago il 60606',
    );
    expect(normalizeAddress('#5, 12 Elm St.')).toBe('5 12 elm st');
    expect(normalizeAddress("O'Hare Plaza")).toBe('ohare plz');
  });

  it.each([
    ['Street', 'st'],
    ['St', 'st'],
    ['Avenue', 'ave'],
    ['Ave.', 'ave'],
    ['Boulevard', 'blvd'],
    ['Blvd', 'blvd'],
    ['Road', 'rd'],
    ['Drive', 'dr'],
    ['Lane', 'ln'],
    ['West', 'w'],
    ['W.', 'w'],
    ['North', 'n'],
    ['Southeast', 'se'],
  ])('reads %s as %s', (word, code) => {
    expect(normalizeAddress(`1 ${word}`)).toBe(`1 ${code}`);
  });

  it('reads a state name as its code, one word or several', () => {
    expect(normalizeAddress('Chicago, Illinois')).toBe('chicago il');
    expect(normalizeAddress('Albany, New York 12207')).toBe('albany ny 12207');
  });
});

describe('isSameAddress', () => {
  it.each([
    '200 West Madison Street, Chicago, IL 60606',
    '200 West Madison Street',
    '200 W Madison St',
    '200 w. madison st.',
    '200 WEST MADISON STREET CHICAGO',
    '200 West Madison Street, Chicago, Illinois',
    '200 West Madison Street, IL 60606',
    '200 West Madison Street 60606',
    '200 West Madison Street, Chicago, IL 60606-1234',
  ])('finds "%s"', (text) => {
    expect(isSameAddress(text, madison)).toBe(true);
  });

  it.each([
    '201 West Madison Street',
    '200 East Madison Street',
    '200 West Madison Avenue',
    '200 West Madison Street, Boston',
    '200 West Madison Street, Chicago, IL 60607',
    '200 West Madison',
    '',
  ])('does not find "%s"', (text) => {
    expect(isSameAddress(text, madison)).toBe(false);
  });
});

describe('addressContains and addressMatchRank', () => {
  it('finds a run of whole words of the address', () => {
    expect(addressContains('madison st', madison)).toBe(true);
    expect(addressContains('Madison Street, Chicago', madison)).toBe(true);
    expect(addressContains('adison', madison)).toBe(false);
  });

  it('ranks an exact address or name before whole words before a part of a word', () => {
    expect(addressMatchRank('200 West Madison Street, Chicago, IL 60606', madison)).toBe(0);
    expect(addressMatchRank('downtown tower', madison)).toBe(0);
    expect(addressMatchRank('Madison Street', madison)).toBe(1);
    expect(addressMatchRank('Downtown', madison)).toBe(1);
    expect(addressMatchRank('madis', madison)).toBe(2);
    expect(addressMatchRank('999 Nowhere Boulevard', madison)).toBeNull();
    expect(addressMatchRank('  ,  ', madison)).toBeNull();
  });

  it('tells 12 Elm St from 112 Elm St', () => {
    const elm = { name: 'Elm', address: '12 Elm St' };
    const elm112 = { name: 'Elm 112', address: '112 Elm Street' };
    expect(addressMatchRank('12 Elm Street', elm)).toBe(0);
    expect(addressMatchRank('12 Elm Street', elm112)).toBe(2);
  });
});
