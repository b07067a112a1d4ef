import { invalidCredentialsMessage } from '@common/auth';
import { lastAdminMessage, selfDeactivationMessage, usernameTakenMessage } from '@common/settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';

let app: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp({ loginRateLimit: { max: 1000, windowMs: 60_000 } });
  admin = await signIn(app);
});
afterAll(() => app.close());

const addUser = (payload: object, cookies = admin) =>
  app.inject({ method: 'POST', url: '/api/users', cookies, payload });
const patchUser = (id: number, payload: object, cookies = admin) =>
  app.inject({ method: 'PATCH', url: `/api/users/${id}`, cookies, payload });
const person = (username: string, role = 'leasing') => ({
  username,
  fullName: `Person ${username}`,
  email: `${username}@example.com`,
  role,
  password: 'initial-pass',
});
const userCount = async () => (await app.database.db.select({ id: users.id }).from(users)).length;

describe('the team (admins only)', () => {
  it('lists everyone with username, email, role and status', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/users/team', cookies: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual({
      id: expect.any(Number),
      username: 'demo',
      fullName: 'Demo User',
      email: 'demo@example.com',
      role: 'admin',
      active: true,
    });
  });

  it('adds a user who can sign in, and refuses a username taken in any case', async () => {
    const added = await addUser(person('team-add'));
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ username: 'team-add', role: 'leasing', active: true });
    await signIn(app, 'team-add', 'initial-pass');
    const before = await userCount();
    const taken = await addUser(person('TEAM-ADD'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: usernameTakenMessage, field: 'username', code: 'conflict' });
    expect(await userCount()).toBe(before);
  });

  it('changes a user’s role', async () => {
    const { id } = (await addUser(person('team-role'))).json();
    const response = await patchUser(id, { role: 'asset_manager' });
    expect(response.json()).toMatchObject({ id, role: 'asset_manager', active: true });
    const managers = (
      await app.inject({ method: 'GET', url: '/api/users?role=asset_manager', cookies: admin })
    ).json();
    expect(managers.map((m: { id: number }) => m.id)).toContain(id);
  });

  it('deactivating ends the user’s sessions at once, refuses sign-in and hides them from pickers', async () => {
    const { id } = (await addUser(person('team-off', 'asset_manager'))).json();
    const theirs = await signIn(app, 'team-off', 'initial-pass');
    const response = await patchUser(id, { active: false });
    expect(response.json()).toMatchObject({ id, active: false });
    expect(await app.database.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/user', cookies: theirs })).statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'team-off', password: 'initial-pass' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ message: invalidCredentialsMessage, code: 'unauthenticated' });
    const ids = async (url: string) =>
      (await app.inject({ method: 'GET', url, cookies: admin })).json().map((u: { id: number }) => u.id);
    expect(await ids('/api/users?role=asset_manager')).not.toContain(id);
    expect(await ids('/api/users?role=asset_manager&includeInactive=true')).toContain(id);

    expect((await patchUser(id, { active: true })).json()).toMatchObject({ active: true });
    await signIn(app, 'team-off', 'initial-pass');
  });

  it('refuses to deactivate yourself or leave the team without an active admin, changing nothing', async () => {
    const demoId = (await app.inject({ method: 'GET', url: '/api/user', cookies: admin })).json().user.id;
    const self = await patchUser(demoId, { active: false });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: selfDeactivationMessage, code: 'conflict' });

    const demoted = await patchUser(demoId, { role: 'broker' });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json()).toEqual({ message: lastAdminMessage, code: 'conflict' });

    // With a second admin, demoting demo is allowed; demoting the last one again is not.
    const { id: secondId } = (await addUser(person('team-admin', 'admin'))).json();
    const second = await signIn(app, 'team-admin', 'initial-pass');
    expect((await patchUser(demoId, { role: 'broker' }, second)).statusCode).toBe(200);
    const last = await patchUser(secondId, { active: false, role: 'leasing' }, admin);
    expect(last.statusCode).toBe(403); // demo is a broker now
    expect((await patchUser(demoId, { role: 'admin' }, second)).statusCode).toBe(200);
    const [demo] = await app.database.db.select().from(users).where(eq(users.id, demoId));
    expect(demo).toMatchObject({ role: 'admin', active: true });
  });

  it.each([
    ['a short password', { ...person('team-bad'), password: 'short' }, /at least 8/],
    ['an unknown role', person('team-bad', 'owner'), /Role must be one of/],
    ['a username with spaces', person('team bad'), /letters, digits/],
    ['a bad email', { ...person('team-bad'), email: 'nope' }, /valid email/],
  ])('answers 400 for %s and adds nobody', async (_, payload, message) => {
    const before = await userCount();
    const response = await addUser(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await userCount()).toBe(before);
  });

  it('answers 400 for an empty or unknown change and 404 for an unknown user', async () => {
    expect((await patchUser(1, {})).statusCode).toBe(400);
    expect((await patchUser(1, { role: 'admin', username: 'x' })).statusCode).toBe(400);
    expect((await patchUser(1, { active: 'no' })).statusCode).toBe(400);
    expect((await patchUser(999_999, { role: 'broker' })).statusCode).toBe(404);
  });

  it('answers 403 to a non-admin for every team call and 401 without a session', async () => {
    const broker = await signIn(app, 'jrivera', 'leaselens123');
    const calls = [
      { method: 'GET', url: '/api/users/team' },
      { method: 'POST', url: '/api/users', payload: person('team-403') },
      { method: 'PATCH', url: '/api/users/1', payload: { role: 'broker' } },
    ] as const;
    for (const call of calls) {
      expect((await app.inject({ ...call, cookies: broker })).statusCode).toBe(403);
      expect((await app.inject(call)).statusCode).toBe(401);
    }
    const [demo] = await app.database.db.select().from(users).where(eq(users.username, 'demo'));
    expect(demo?.role).toBe('admin');
  });
});
