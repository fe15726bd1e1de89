import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, isMsisdn, updatedAt } from './columns';

/** A mobile subscriber, known by msisdn once an otp has proved the number. */
export const subscribers = pgTable(
  'subscribers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Digits with country code, no `+` (e.g. 967771234567): one canonical form, so one unique key. */
    msisdn: text().notNull().unique('subscribers_msisdn_unique'),
    name: text(),
    email: text(),
    /** Sent only by the local profile update; its meaning is the portal's. */
    level: text(),
    /** The my-bill notification toggle; later alerts honour it. */
    notificationsEnabled: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('subscribers_msisdn_digits', isMsisdn(t.msisdn))],
);
