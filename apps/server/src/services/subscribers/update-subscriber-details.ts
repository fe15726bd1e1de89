import { and, eq, isNotNull } from 'drizzle-orm';
import type { TSubscriber } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { subscribers } from '../../db/schema/index';
import { unauthorized } from '../../lib/http-error';
import { presentSubscriber } from './present-subscriber';

/** The token's subscriber, unless retired meanwhile: a retired row is never written from a session. */
const live = (subscriberId: number) => and(eq(subscribers.id, subscriberId), isNotNull(subscribers.msisdn));

export interface SubscriberChanges {
  name?: string | undefined;
  /** `''` or null clears it; absent leaves it. */
  email?: string | null | undefined;
  /** Sent only by the local profile update; kept as given, null clears it. */
  level?: string | null | undefined;
}

/**
 * The profile updates (`subscriber/update`, `subscriber/local/update`,
 * `update/subscriber/profile`): only the fields sent change, always on the token's own subscriber
 * (the routes check any msisdn in the payload against the token first).
 */
export async function updateSubscriberDetails(
  db: Db,
  subscriberId: number,
  changes: SubscriberChanges,
): Promise<TSubscriber> {
  const set: Partial<typeof subscribers.$inferInsert> = {};
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.email !== undefined) set.email = changes.email === '' ? null : changes.email;
  if (changes.level !== undefined) set.level = changes.level === '' ? null : changes.level;
  const [row] =
    Object.keys(set).length > 0
      ? await db.update(subscribers).set(set).where(live(subscriberId)).returning()
      : await db.select().from(subscribers).where(live(subscriberId));
  // The token outlived its subscriber (or its number, given to someone else): the session is over.
  if (!row) throw unauthorized();
  return presentSubscriber(row);
}

/** The my-bill notification toggle: later alerts honour it (billing-sms-text.ts says which). */
export async function setNotifications(db: Db, subscriberId: number, enabled: boolean): Promise<boolean> {
  const [row] = await db
    .update(subscribers)
    .set({ notificationsEnabled: enabled })
    .where(live(subscriberId))
    .returning({ enabled: subscribers.notificationsEnabled });
  if (!row) throw unauthorized();
  return row.enabled;
}
