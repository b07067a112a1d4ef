import type { Role } from '@common/roles';
import { hashPassword } from '../../modules/auth/password';
import type { Transaction } from '../database';
import { type NewUser, users } from '../schema';

const sampleUsers: { username: string; password: string; fullName: string; role: Role }[] = [
  { username: 'demo', password: 'demo1234', fullName: 'Demo User', role: 'admin' },
  { username: 'amorgan', password: 'leaselens123', fullName: 'Alex Morgan', role: 'asset_manager' },
  { username: 'jrivera', password: 'leaselens123', fullName: 'Jordan Rivera', role: 'broker' },
  { username: 'scho', password: 'leaselens123', fullName: 'Sam Cho', role: 'leasing' },
];

/** Hashing is slow on purpose, so it runs before the seed's transaction opens. */
export async function prepareUsers(): Promise<NewUser[]> {
  return Promise.all(
    sampleUsers.map(async ({ username, password, fullName, role }) => ({
      username,
      passwordHash: await hashPassword(password),
      fullName,
      email: `${username}@example.com`,
      role,
      avatar: null,
    })),
  );
}

export async function seedUsers(tx: Transaction, rows: NewUser[]): Promise<Map<string, number>> {
  const inserted = await tx.insert(users).values(rows).returning({ id: users.id, username: users.username });
  return new Map(inserted.map((row) => [row.username, row.id]));
}
