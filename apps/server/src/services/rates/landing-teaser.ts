import { z } from 'zod';
import { ZCurrencyWithRates } from '@sarraf/contracts';
import { LANDING_TEASER_CODES } from '@sarraf/contracts/landing-teaser';
import type { Db } from '../../db/client';
import type { ContentCache } from '../content-cache';
import { listCurrencies } from './list-currencies';
import { getMarketSnapshot } from './market-snapshot';

const ZLandingTeaser = z.object({
  source_id: z.number().int().nullable(),
  currencies: z.array(ZCurrencyWithRates),
});

/**
 * The landing page's rates teaser, written into the page for `/` (plugins/portal-pages.ts), so that
 * a first visit shows today's rates without waiting for the API client and a call
 * (docs/design.md#a-light-first-visit). The same values as the currency list gives, encoded
 * through its schema: the teaser currencies with the primary market's rates, as JSON
 * (`TLandingTeaser` of `@sarraf/contracts/landing-teaser`), and until when they hold by themselves.
 */
export async function buildLandingTeaser(
  db: Db,
  cache: ContentCache,
  /** The service's zone (config.timeZone): "today" began at its midnight. */
  zone: string,
): Promise<{ body: string; validUntil?: number }> {
  const { value: snapshot } = await getMarketSnapshot(db, cache, zone);
  const sourceId = snapshot.primarySource?.id ?? null;
  const list = await listCurrencies(db, cache, zone, {
    search: undefined,
    ...(sourceId === null ? {} : { source_id: sourceId }),
  });
  const currencies = LANDING_TEASER_CODES.flatMap((code) => {
    const currency = list.value.data.find((candidate) => candidate.code === code);
    return currency && currency.rates.length > 0 ? [currency] : [];
  });
  return {
    body: JSON.stringify(z.encode(ZLandingTeaser, { source_id: sourceId, currencies })),
    ...(list.validUntil === undefined ? {} : { validUntil: list.validUntil }),
  };
}
