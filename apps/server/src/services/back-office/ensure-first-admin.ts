import type { Db } from '../../db/client';
import { adminUsers } from '../../db/schema/index';
import { generatePassword } from '../../lib/password';
import { createAdminUser } from './create-admin-user';

export const FIRST_ADMIN_EMAIL = 'admin@sarraf.local';

/**
 * On a database without any back-office account, create the first admin with a random
 * password and hand it back once so the start can print it. Only its hash is stored.
 */
export async function ensureFirstAdmin(db: Db): Promise<{ email: string; password: string } | null> {
  const existing = await db.select({ id: adminUsers.id }).from(adminUsers).limit(1);
  if (existing.length > 0) return null;
  const password = generatePassword();
  await createAdminUser(
    db,
    { email: FIRST_ADMIN_EMAIL, password, role: 'admin', name: 'المدير' },
    { actorLabel: 'first start' },
  );
  return { email: FIRST_ADMIN_EMAIL, password };
}
