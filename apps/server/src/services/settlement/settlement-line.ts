import { majorDecimalToMinor } from '@sarraf/contracts/money';
import { isIso4217Code } from '../../lib/iso-currencies';
import { localDateOf } from '../../lib/local-time';

/** The six things a settlement line says, and the file's column that says each. */
export const SETTLEMENT_FIELDS = [
  'reference',
  'msisdn',
  'amount',
  'currency',
  'status',
  'charged_at',
] as const;
export type SettlementField = (typeof SETTLEMENT_FIELDS)[number];
export type SettlementColumns = Record<SettlementField, string>;

/**
 * Column names of the files our own drivers' operators send (docs/revenue.md#column-mapping):
 * `http` is the default, named like the ledger; `oneapi` names things as the OneAPI payment
 * resource does (`clientCorrelator` is our ledger reference, `endUserId` a `tel:` URI).
 */
export const SETTLEMENT_PRESETS = {
  http: {
    reference: 'reference',
    msisdn: 'msisdn',
    amount: 'amount',
    currency: 'currency',
    status: 'status',
    charged_at: 'charged_at',
  },
  oneapi: {
    reference: 'clientCorrelator',
    msisdn: 'endUserId',
    amount: 'amount',
    currency: 'currency',
    status: 'transactionOperationStatus',
    charged_at: 'timestamp',
  },
} as const satisfies Record<string, SettlementColumns>;

/** What the operator says happened to one reference. */
export interface SettlementLine {
  reference: string;
  /** Digits only, as the file gave them (a `tel:+967…` URI loses its prefix). */
  msisdn: string | null;
  amountMinor: number;
  currency: string;
  status: 'charged' | 'refunded';
  chargedAt: Date;
  /** `YYYY-MM-DD` of `chargedAt` in the service's zone (TIME_ZONE): the day its totals count under. */
  day: string;
}

export type ParsedSettlementLine = { ok: true; line: SettlementLine } | { ok: false; problem: string };

/**
 * A file's major-unit amount ("50.00", "50", "1.500") in minor units of the currency, or null when
 * it is not a non-negative amount the currency can hold; read as every major-unit amount we receive
 * is (the operator's renewal reports too).
 */
export function settlementAmountToMinor(text: string, currency: string): number | null {
  return majorDecimalToMinor(text, currency);
}

const STATUSES: Record<string, SettlementLine['status']> = { charged: 'charged', refunded: 'refunded' };

/**
 * One data line of a settlement file, read through the column mapping; pure, so it is unit-tested.
 * Its day is the day of `zone` (the service's TIME_ZONE) it was charged on.
 */
export function parseSettlementLine(
  record: Record<string, string | undefined>,
  columns: SettlementColumns,
  zone: string,
): ParsedSettlementLine {
  const value = (field: SettlementField) => (record[columns[field]] ?? '').trim();
  const reference = value('reference');
  if (!reference || reference.length > 200)
    return { ok: false, problem: `${columns.reference} is empty or too long` };
  const currency = value('currency').toUpperCase();
  if (!isIso4217Code(currency)) return { ok: false, problem: `${columns.currency} is not an ISO 4217 code` };
  const amountMinor = settlementAmountToMinor(value('amount'), currency);
  if (amountMinor === null)
    return { ok: false, problem: `${columns.amount} is not an amount in ${currency}` };
  const status = STATUSES[value('status').toLowerCase()];
  if (!status) return { ok: false, problem: `${columns.status} is neither charged nor refunded` };
  const chargedText = value('charged_at');
  const chargedAt = new Date(chargedText);
  const year = chargedAt.getUTCFullYear();
  if (
    !/^\d{4}-\d{2}-\d{2}/.test(chargedText) ||
    Number.isNaN(chargedAt.getTime()) ||
    year < 1900 ||
    year > 2100
  ) {
    return { ok: false, problem: `${columns.charged_at} is not an ISO 8601 time` };
  }
  const digits = value('msisdn').replace(/^tel:/i, '').replace(/\D/g, '');
  return {
    ok: true,
    line: {
      reference,
      msisdn: digits || null,
      amountMinor,
      currency,
      status,
      chargedAt,
      day: localDateOf(chargedAt, zone),
    },
  };
}
