import { describe, expect, it } from 'vitest';
import { managerOptions } from './manager-options';

describe('managerOptions', () => {
  it('lists asset-manager users and anyone managing a building, once each, by name', () => {
    const users = [
      { id: 2, fullName: 'Alex Morgan' },
      { id: 5, fullName: 'Zoe New' },
    ];
    const managers = [
      { id: 1, fullName: 'Demo User' },
      { id: 2, fullName: 'Alex Morgan' },
    ];
    expect(managerOptions(users, managers)).toEqual([
      { id: 2, fullName: 'Alex Morgan' },
      { id: 1, fullName: 'Demo User' },
      { id: 5, fullName: 'Zoe New' },
    ]);
  });

  it('is empty before anything has loaded', () => {
    expect(managerOptions()).toEqual([]);
  });
});
