import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currencies, priceSources, ratePublications, rates } from '../../db/schema/index';
import { Decimal } from '../../lib/decimal';
import { unprocessable } from '../../lib/http-error';
import type { MessageKey } from '../../lib/messages';
import { CONTENT_TAGS, type ContentInvalidator } from '../content-cache';
import { type JobSender, queueAlertEvaluation } from '../alerts';

export interface PublishRatesInput {
  sourceId: number;
  /** One line per currency: ISO code, and buy/sell in the base currency as decimal strings. */
  rates: ReadonlyArray<{ currencyCode: string; buy: string; sell: string }>;
  /** The back-office user who published; none for imports. */
  publishedBy?: number | null;
  /** The instant the quotes were taken; now by default. */
  at?: Date;
  /**
   * False for a partner's or feed's value published on its own within the guard: not a reference
   * later arrivals are measured against (docs/design.md#the-rate-review-queue). True by default: an
   * editor's publish or approval, the seed, the demo feed.
   */
  vetted?: boolean;
}

export interface PublishRatesResult {
  recordedAt: Date;
  /** Rows written; a line repeated at the same instant (a retried import) is not written twice. */
  inserted: number;
  rates: Array<{ currencyId: number; currencyCode: string; buy: string; sell: string }>;
  /** The publish's `rate_publications` row (the alerts it may cross); null when nothing new was written. */
  publicationId: number | null;
}

/** numeric(20,6): up to 14 integer digits and 6 decimals; more decimals would be silently rounded. */
const RATE_TEXT = /^\d{1,14}(\.\d{1,6})?$/;

/**
 * Publishes a source's rates (called by the back office and imports): validates every line, appends them to
 * the history in one transaction, then invalidates the cached content built from rates — here and, with
 * REDIS_URL, in every process — so the next read serves them. Errors are 422s keyed `source_id` or
 * `rates.<i>.<field>`.
 *
 * Alerts (docs/design.md#rate-alerts): the same transaction records the publish in `rate_publications`, so a
 * crash after the commit cannot lose the alerts it crosses; given `jobs` (the API's and worker's
 * `deps.jobs`), an `alerts.evaluate` job is sent right after the commit, else the worker's
 * minute sweep evaluates it.
 */
export async function publishRates(
  db: Db,
  input: PublishRatesInput,
  cache: ContentInvalidator,
  jobs?: JobSender,
): Promise<PublishRatesResult> {
  const recordedAt = input.at ?? new Date();
  const codes = input.rates.map((line) => line.currencyCode.trim().toUpperCase());
  const [source] = await db
    .select({ id: priceSources.id })
    .from(priceSources)
    .where(eq(priceSources.id, input.sourceId))
    .limit(1);
  const known = codes.length
    ? await db
        .select({ id: currencies.id, code: currencies.code, isBase: currencies.isBase })
        .from(currencies)
        .where(inArray(currencies.code, codes))
    : [];
  const byCode = new Map(known.map((row) => [row.code, row]));

  const errors: Record<string, MessageKey[]> = {};
  if (!source) errors.source_id = ['unknown_source'];
  if (input.rates.length === 0) errors.rates = ['field_required'];
  const seen = new Set<string>();
  const lines = input.rates.map((line, index) => {
    const code = codes[index]!;
    const currency = byCode.get(code);
    if (!currency || currency.isBase) errors[`rates.${index}.currency_code`] = ['unknown_currency'];
    else if (seen.has(code)) errors[`rates.${index}.currency_code`] = ['duplicate_currency'];
    seen.add(code);
    const buy = line.buy.trim();
    const sell = line.sell.trim();
    const buyOk = RATE_TEXT.test(buy) && new Decimal(buy).gt(0);
    const sellOk = RATE_TEXT.test(sell) && new Decimal(sell).gt(0);
    if (!buyOk) errors[`rates.${index}.buy`] = ['invalid_rate'];
    if (!sellOk) errors[`rates.${index}.sell`] = ['invalid_rate'];
    // The database refuses it too (rates_sell_not_below_buy); saying so per line is kinder.
    if (buyOk && sellOk && new Decimal(sell).lt(buy)) errors[`rates.${index}.sell`] = ['sell_below_buy'];
    return { currencyId: currency?.id ?? 0, currencyCode: code, buy, sell };
  });
  if (Object.keys(errors).length > 0) throw unprocessable(errors);

  const { inserted, publicationId } = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(rates)
      .values(
        lines.map((line) => ({
          currencyId: line.currencyId,
          sourceId: input.sourceId,
          buy: line.buy,
          sell: line.sell,
          recordedAt,
          publishedBy: input.publishedBy ?? null,
          vetted: input.vetted ?? true,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: rates.id });
    if (rows.length === 0) return { inserted: 0, publicationId: null };
    const [publication] = await tx
      .insert(ratePublications)
      .values({ sourceId: input.sourceId, recordedAt })
      .onConflictDoNothing()
      .returning({ id: ratePublications.id });
    return { inserted: rows.length, publicationId: publication?.id ?? null };
  });
  // After the commit: a read between the invalidation and the commit would cache the old rates.
  await cache.invalidate([CONTENT_TAGS.rates]);
  if (publicationId !== null && jobs) await queueAlertEvaluation(jobs, publicationId);
  return { recordedAt, inserted, rates: lines, publicationId };
}
