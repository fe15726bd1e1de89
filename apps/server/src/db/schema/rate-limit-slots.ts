import { doublePrecision, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/**
 * Shared rate limits across every process on the database (`CHARGING_TPS` is honoured
 * across all workers). One row per limit holds the instant, in milliseconds of the database's
 * clock, of the next free call slot (a GCRA "theoretical arrival time"); a process reserves slots
 * by moving it forward in one atomic statement (services/billing/charging-rate-limiter.ts).
 */
export const rateLimitSlots = pgTable('rate_limit_slots', {
  key: text().primaryKey(),
  nextSlotMs: doublePrecision().notNull(),
  updatedAt: updatedAt(),
});
