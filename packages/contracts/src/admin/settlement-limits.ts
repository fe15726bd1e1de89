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
