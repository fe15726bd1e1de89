import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminUsers } from '../../db/schema/index';
import { hashPassword } from '../../lib/password';

export interface CreateAdminUserInput {
  email: string;
  password: string;
  role: 'admin' | 'editor';
  name?: string;
}

export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/**
 * Creates a back-office account, or resets the password and role of the one with that email
 * (`npm run admin:create` is also how an operator recovers a lost admin password).
 */
export async function createAdminUser(db: Db, input: CreateAdminUserInput) {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error('The email address is not valid');
  if (input.password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new Error(`The password must have at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`);
  }
  const passwordHash = await hashPassword(input.password);
  const columns = { id: adminUsers.id, email: adminUsers.email, role: adminUsers.role };
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(sql`lower(${adminUsers.email}) = ${email}`)
      .for('update');
    const [user] = existing
      ? await tx
          .update(adminUsers)
          .set({ passwordHash, role: input.role, failedAttempts: 0, lockedUntil: null, active: true })
          .where(eq(adminUsers.id, existing.id))
          .returning(columns)
      : await tx
          .insert(adminUsers)
          .values({ email, passwordHash, role: input.role, name: input.name ?? '' })
          .returning(columns);
    return user!;
  });
}
