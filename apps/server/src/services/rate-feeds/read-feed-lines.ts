import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currencies } from '../../db/schema/index';
import { Decimal } from '../../lib/decimal';
import type { RawFeedLine } from '../../lib/rate-feed-parse';
import type { ArrivedRate } from '../rate-reviews';

export type SkipReason = 'unknown_currency' | 'invalid_rate' | 'sell_below_buy' | 'duplicate_currency';

export interface SkippedLine {
  /** 1-based position of the item in the feed. */
  line: number;
  code: string;
  reason: SkipReason;
}

/** numeric(20,6), as publishRates accepts: more decimals would be silently rounded. */
const RATE_TEXT = /^\d{1,14}(\.\d{1,6})?$/;

/**
 * Checks each line a feed gave: a currency of the catalogue (active, not the base), buy and sell
 * positive decimals with sell not below buy, each currency once. A bad line is skipped and counted,
 * never fatal: one odd row of a partner's file must not stop the others.
 */
export async function checkFeedLines(
  db: Db,
  raw: readonly RawFeedLine[],
): Promise<{ lines: ArrivedRate[]; skipped: SkippedLine[] }> {
  const catalogue = await db
    .select({ id: currencies.id, code: currencies.code })
    .from(currencies)
    .where(and(eq(currencies.active, true), eq(currencies.isBase, false)));
  const byCode = new Map(catalogue.map((row) => [row.code, row.id]));
  const lines: ArrivedRate[] = [];
  const skipped: SkippedLine[] = [];
  const seen = new Set<string>();
  raw.forEach((item, index) => {
    const code = item.code.trim().toUpperCase();
    const skip = (reason: SkipReason) => skipped.push({ line: index + 1, code: code.slice(0, 20), reason });
    const currencyId = byCode.get(code);
    if (currencyId === undefined) return skip('unknown_currency');
    const valid = (value: string) => RATE_TEXT.test(value) && new Decimal(value).gt(0);
    if (!valid(item.buy) || !valid(item.sell)) return skip('invalid_rate');
    if (new Decimal(item.sell).lt(item.buy)) return skip('sell_below_buy');
    if (seen.has(code)) return skip('duplicate_currency');
    seen.add(code);
    lines.push({ currency: code, currencyId, buy: item.buy, sell: item.sell });
  });
  return { lines, skipped };
}
