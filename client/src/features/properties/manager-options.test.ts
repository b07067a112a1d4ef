import { describe, expect, it } from 'vitest';
import { managerOptions } from './manager-options';

describe('managerOptions', () => {
  it('lists asset-manager users and anyone managing a building, once each, by name', () => {
    const users = [{ id: 2, fullName: 'Alex Morgan' }];
    const properties = [
      { assetManager: { id: 1, fullName: 'Demo User' } },
      { assetManager: { id: 2, fullName: 'Alex Morgan' } },
      { assetManager: null },
    ];
    expect(managerOptions(users, properties)).toEqual([
      { id: 2, fullName: 'Alex Morgan' },
      { id: 1, fullName: 'Demo User' },
    ]);
  });

  it('is empty before anything has loaded', () => {
    expect(managerOptions()).toEqual([]);
  });
});
