import { type AppOptions, buildApp } from '../app';
import { sessionCookie } from '../plugins/session';
import { createTestDatabase, type TestDatabase } from './database';

export type TestApp = Awaited<ReturnType<typeof buildApp>> & { database: TestDatabase };

/** The real app on a database of this file's own (seeded unless told otherwise). */
export async function createTestApp(
  options: Partial<Omit<AppOptions, 'db'>> & { seeded?: boolean } = {},
): Promise<TestApp> {
  const { seeded = true, ...appOptions } = options;
  const database = await createTestDatabase({ seeded });
  const app = await buildApp({ db: database.db, ...appOptions });
  await app.ready();
  const close = app.close.bind(app);
  return Object.assign(app, {
    database,
    close: async () => {
      await close();
      await database.close();
    },
  }) as unknown as TestApp;
}

/** Signs in through the real route and returns the cookie header value to send with later requests. */
export async function signIn(
  app: TestApp,
  username = 'demo',
  password = 'demo1234',
): Promise<Record<string, string>> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === sessionCookie);
  if (!cookie) throw new Error('sign-in set no session cookie');
  return { [sessionCookie]: cookie.value };
}
