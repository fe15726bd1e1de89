import { inArray } from 'drizzle-orm';
import type { TPartnerRate } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { csvRow } from '../../lib/csv';
import { currencies } from '../../db/schema/index';
import { trimDecimal } from '@sarraf/contracts/number-text';
import { loadLatestRates } from '../back-office';

/** The last published pair of every active currency at one source (docs/partner-api.md#read). */
export async function readPartnerRates(db: Db, sourceId: number): Promise<TPartnerRate[]> {
  const latest = await loadLatestRates(db, sourceId);
  if (latest.size === 0) return [];
  const codes = await db
    .select({ id: currencies.id, code: currencies.code })
    .from(currencies)
    .where(inArray(currencies.id, [...latest.keys()]));
  const codeOf = new Map(codes.map((row) => [row.id, row.code]));
  return [...latest.values()]
    .map((rate) => ({
      currency: codeOf.get(rate.currencyId) ?? '',
      buy: trimDecimal(rate.buy),
      sell: trimDecimal(rate.sell),
      recorded_at: rate.recordedAt.toISOString(),
    }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
}

/**
 * The same rows as CSV: the header `currency,buy,sell,recorded_at`, one line per currency, CRLF line
 * ends as RFC 4180 asks. Written through the one formula-safe cell writer (lib/csv.ts) like every
 * CSV of ours, whatever the fields can hold today.
 */
export function partnerRatesCsv(rows: readonly TPartnerRate[]): string {
  const lines = [
    'currency,buy,sell,recorded_at',
    ...rows.map((r) => csvRow([r.currency, r.buy, r.sell, r.recorded_at])),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
