import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { subscribers } from './subscribers';

/**
 * A subscriber's favourites, daily digest and quiet hours: one row per subscriber,
 * created on the first save; no row means the defaults below.
 *
 * Lists are id arrays in the subscriber's order (the order is the pin order on home); ids that no
 * longer name an active currency or source are skipped on read, so a deactivated one simply drops
 * out instead of breaking the screen.
 */
export const alertPreferences = pgTable(
  'alert_preferences',
  {
    subscriberId: integer()
      .primaryKey()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    favouriteCurrencyIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    favouriteSourceIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    digestEnabled: boolean().notNull().default(false),
    /** Local hour (0–23, Aden time) the digest is sent at. */
    digestHour: smallint().notNull().default(9),
    /** Empty: the favourites. */
    digestCurrencyIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    digestSourceIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** No SMS at night by default: 22:00 to 07:00 local time (minutes since midnight). */
    quietHoursEnabled: boolean().notNull().default(true),
    quietStartMinute: smallint()
      .notNull()
      .default(22 * 60),
    quietEndMinute: smallint()
      .notNull()
      .default(7 * 60),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The hourly digest sweep reads the subscribers of one hour.
    index('alert_preferences_digest_idx')
      .on(t.digestHour)
      .where(sql`${t.digestEnabled}`),
    check('alert_preferences_digest_hour', sql`${t.digestHour} between 0 and 23`),
    check('alert_preferences_quiet_start', sql`${t.quietStartMinute} between 0 and 1439`),
    check('alert_preferences_quiet_end', sql`${t.quietEndMinute} between 0 and 1439`),
  ],
);
