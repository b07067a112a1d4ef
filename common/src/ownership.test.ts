import { describe, expect, it } from 'vitest';
import { type Actor, mayModify, type OwnershipChange, type RecordOwners, taskChangeOf } from './ownership';

const author = 10;
const lead = 11;
const assetManager = 12;
const assignee = 13;
const stranger = 14;
const onDeal: RecordOwners = {
  authorId: author,
  leadId: lead,
  assetManagerId: assetManager,
  assigneeId: assignee,
};
const asManager = (id: number): Actor => ({ id, role: 'asset_manager' });
const changes: OwnershipChange[] = ['edit', 'delete', 'status'];

describe('mayModify', () => {
  it.each(changes)('lets the author, the deal lead and the building asset manager %s', (change) => {
    for (const id of [author, lead, assetManager]) {
      expect(mayModify({ ...onDeal, user: { id, role: 'leasing' }, change })).toBe(true);
    }
  });

  it.each(changes)('lets an admin %s a record that is not theirs', (change) => {
    expect(mayModify({ ...onDeal, user: { id: stranger, role: 'admin' }, change })).toBe(true);
  });

  it.each(['leasing', 'broker', 'asset_manager'] as const)(
    'refuses a %s who is none of them every change',
    (role) => {
      for (const change of changes) {
        expect(mayModify({ ...onDeal, user: { id: stranger, role }, change })).toBe(false);
      }
    },
  );

  it('lets the assignee change the status only, not edit or delete', () => {
    const user = { id: assignee, role: 'broker' } as const;
    expect(mayModify({ ...onDeal, user, change: 'status' })).toBe(true);
    expect(mayModify({ ...onDeal, user, change: 'edit' })).toBe(false);
    expect(mayModify({ ...onDeal, user, change: 'delete' })).toBe(false);
  });

  it('does not give another building’s asset manager anything for being an asset manager', () => {
    expect(mayModify({ ...onDeal, user: asManager(stranger), change: 'delete' })).toBe(false);
  });

  it('treats missing owners (no lead, no building, no assignee) as no one', () => {
    const bare: RecordOwners = { authorId: author, leadId: null, assetManagerId: null, assigneeId: null };
    expect(mayModify({ ...bare, user: asManager(stranger), change: 'status' })).toBe(false);
    expect(mayModify({ authorId: author, user: asManager(author), change: 'delete' })).toBe(true);
  });
});

describe('taskChangeOf', () => {
  it('calls ticking or unticking a status change', () => {
    expect(taskChangeOf({ completed: true })).toBe('status');
    expect(taskChangeOf({ completed: false, title: undefined })).toBe('status');
  });

  it('calls a title, due date or assignee an edit, even with completed alongside (null clears, so it counts)', () => {
    expect(taskChangeOf({ title: 'x' })).toBe('edit');
    expect(taskChangeOf({ dueDate: null })).toBe('edit');
    expect(taskChangeOf({ assigneeId: 3, completed: true })).toBe('edit');
  });
});
