// Zod-free, so the back office checks a file before sending it without bundling zod.

/** The largest settlement file the back office may upload (a month of a large base fits well within). */
export const SETTLEMENT_MAX_BYTES = 1024 * 1024 * 1024;

/** The six things a settlement line says, in the order the column mapping lists them. */
export const SETTLEMENT_FIELDS = [
  'reference',
  'msisdn',
  'amount',
  'currency',
  'status',
  'charged_at',
] as const;
export type TSettlementField = (typeof SETTLEMENT_FIELDS)[number];

/** The report groups, the one that costs money first (docs/revenue.md#report-groups). */
export const SETTLEMENT_GROUPS = [
  'missing_here',
  'missing_there',
  'amount_mismatch',
  'status_mismatch',
  'matched',
] as const;
export type TSettlementGroup = (typeof SETTLEMENT_GROUPS)[number];

/**
 * At most this many days from a file's first to its last day (a year and a month): the totals per
 * day and the ledger read for charges the file does not name both grow with the days covered
 * (docs/revenue.md#limits).
 */
export const SETTLEMENT_MAX_DAYS = 400;

/** At most this many distinct currencies in one file: the totals grow with them too. */
export const SETTLEMENT_MAX_CURRENCIES = 20;
