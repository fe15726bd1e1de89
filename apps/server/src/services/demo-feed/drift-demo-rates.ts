import type { Db } from '../../db/client';
import { driftRate } from '../../lib/demo-drift';
import type { JobSender } from '../alerts';
import type { ContentInvalidator } from '../content-cache';
import { loadMarketSnapshot, publishRates } from '../rates';

/**
 * One tick of the demo feed (docs/design.md#the-demo-feed): about half of every active source's
 * quoted currencies take a drift step, and each source's new rates are published through the same
 * path as an editor's (history, cache, alerts). How many rates were published.
 */
export async function driftDemoRates(
  deps: { db: Db; cache: ContentInvalidator; jobs?: JobSender },
  options: { now?: Date; random?: () => number } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const random = options.random ?? Math.random;
  // Only the latest rates are read here, never the day's first ones: any zone's day will do.
  const { value: market } = await loadMarketSnapshot(deps.db, now, 'UTC');
  let published = 0;
  for (const source of market.sources) {
    const lines: { currencyCode: string; buy: string; sell: string }[] = [];
    for (const currency of market.currencies) {
      const rate = market.rates.get(`${source.id}:${currency.id}`);
      if (!rate || random() < 0.5) continue;
      lines.push({
        currencyCode: currency.code,
        ...driftRate(
          {
            buy: rate.buy,
            sell: rate.sell,
            anchorBuy: rate.previousBuy ?? rate.buy,
            anchorSell: rate.previousSell ?? rate.sell,
          },
          random,
        ),
      });
    }
    if (lines.length === 0) continue;
    const result = await publishRates(
      deps.db,
      { sourceId: source.id, rates: lines, at: now },
      deps.cache,
      deps.jobs,
    );
    published += result.inserted;
  }
  return published;
}
