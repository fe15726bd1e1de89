import { sql, type SQL } from 'drizzle-orm';
import { boolean, integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Column helpers shared by the tables. They are functions so that every table gets its own column
 * builders. Every instant is `timestamp with time zone`: the portal serves Yemen (UTC+3) from
 * servers that may run in UTC, and a zone-less timestamp would silently shift by three hours.
 */
export const timestamptz = () => timestamp({ withTimezone: true });

export const createdAt = () => timestamptz().notNull().defaultNow();

export const updatedAt = () =>
  timestamptz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Seeded rows carry the flag so the back office can label (and purge) demo content. */
export const isDemo = () => boolean().notNull().default(false);

/** The order editors set by hand; lists sort by it, then by id. */
export const sortOrder = () => integer().notNull().default(0);

/**
 * The operator a row belongs to (docs/operators.md): an id of the operators' configuration;
 * `default` in a deployment of one operator, and for every row stored before there were several.
 */
export const operatorId = () => text().notNull().default('default');

/** An operator id as the configuration allows it (same rule as env/operators.ts). */
export const isOperatorId = (column: AnyPgColumn): SQL => sql`${column} ~ '^[a-z][a-z0-9-]{1,31}$'`;

/** An msisdn is stored as digits with country code, no `+` (same bound as contracts' ZMsisdn). */
export const isMsisdn = (column: AnyPgColumn): SQL => sql`${column} ~ '^[0-9]{8,15}$'`;

/** ISO 4217 alphabetic code. */
export const isCurrencyCode = (column: AnyPgColumn): SQL => sql`${column} ~ '^[A-Z]{3}$'`;
