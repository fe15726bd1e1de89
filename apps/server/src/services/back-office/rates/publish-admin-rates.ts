import { inArray } from 'drizzle-orm';
import type { TPublishRatesRequest } from '@sarraf/contracts';
import type { Db } from '../../../db/client';
import { currencies } from '../../../db/schema/index';
import { Decimal } from '../../../lib/decimal';
import { trimDecimal } from '@sarraf/contracts/number-text';
import { HttpError, unprocessable } from '../../../lib/http-error';
import type { MessageKey } from '../../../lib/messages';
import type { ContentInvalidator, ContentTag } from '../../content-cache';
import { publishRates } from '../../rates';
import { type JobSender, queueAlertEvaluation } from '../../alerts';
import type { AuthenticatedAdmin } from '../authenticate-admin-session';
import { supersedePendingReviews } from '../../rate-reviews';
import { recordAdminAudit } from '../../audit';
import { readAdminSettings } from '../../settings';
import { loadLatestRates } from './latest-rates';
import { movePercent } from '../../../lib/rate-moves';

export interface PublishAdminRatesResult {
  recordedAt: Date;
  published: number;
}

/**
 * An editor publishes a source's rates. Beyond publishRates' own checks, the movement
 * guard: a buy or sell further than `rates.max_move_percent` from the last published value is a
 * 422 naming those cells (`rates.<i>.buy|sell`) unless the editor confirmed the large moves, since
 * a typo (5350 for 535) must not reach subscribers. The history rows and the audit row are written
 * in one transaction; the caches are dropped after it commits.
 */
export async function publishAdminRates(
  db: Db,
  input: TPublishRatesRequest,
  actor: { admin: AuthenticatedAdmin; ip: string },
  cache: ContentInvalidator,
  jobs?: JobSender,
): Promise<PublishAdminRatesResult> {
  const ids = input.rates.map((line) => line.currency_id);
  const known = await db
    .select({
      id: currencies.id,
      code: currencies.code,
      active: currencies.active,
      isBase: currencies.isBase,
    })
    .from(currencies)
    .where(inArray(currencies.id, ids));
  const byId = new Map(known.map((row) => [row.id, row]));
  const errors: Record<string, MessageKey[]> = {};
  input.rates.forEach((line, index) => {
    const currency = byId.get(line.currency_id);
    if (!currency || !currency.active || currency.isBase)
      errors[`rates.${index}.currency_id`] = ['unknown_currency'];
  });
  if (Object.keys(errors).length > 0) throw unprocessable(errors);

  const latest = await loadLatestRates(db, input.source_id, ids);
  if (!input.confirm_large_moves) {
    const { rate_max_move_percent: limit } = await readAdminSettings(db);
    const moves: Record<string, MessageKey[]> = {};
    input.rates.forEach((line, index) => {
      const last = latest.get(line.currency_id);
      if (!last) return;
      // Only a well-formed pair is compared; publishRates reports the others on their own.
      if (new Decimal(line.sell).lt(line.buy)) return;
      if (movePercent(last.buy, line.buy) > limit) moves[`rates.${index}.buy`] = ['rate_move_too_large'];
      if (movePercent(last.sell, line.sell) > limit) moves[`rates.${index}.sell`] = ['rate_move_too_large'];
    });
    if (Object.keys(moves).length > 0) throw new HttpError(422, 'rate_moves_need_confirmation', moves);
  }

  // publishRates drops the caches itself; inside our transaction that would be before the commit,
  // so it gets a collector and the real invalidation happens once the audit row is committed too.
  const tags = new Set<ContentTag>();
  const collector: ContentInvalidator = {
    invalidate: (list) => {
      for (const tag of list === 'all' ? [] : list) tags.add(tag);
      return Promise.resolve();
    },
  };
  const result = await db.transaction(async (tx) => {
    const published = await publishRates(
      tx,
      {
        sourceId: input.source_id,
        rates: input.rates.map((line) => ({
          currencyCode: byId.get(line.currency_id)?.code ?? '',
          buy: line.buy,
          sell: line.sell,
        })),
        publishedBy: actor.admin.user.id,
      },
      collector,
    );
    // A held partner or feed value for these pairs would now be a step back (docs/design.md#the-rate-review-queue).
    await supersedePendingReviews(tx, input.source_id, ids);
    await recordAdminAudit(tx, actor, {
      action: 'rate.publish',
      entity: 'rates',
      entityId: input.source_id,
      before: input.rates.map((line) => {
        const last = latest.get(line.currency_id);
        return last
          ? {
              currency: byId.get(line.currency_id)?.code,
              buy: trimDecimal(last.buy),
              sell: trimDecimal(last.sell),
              recorded_at: last.recordedAt,
            }
          : { currency: byId.get(line.currency_id)?.code, buy: null, sell: null };
      }),
      after: published.rates.map((line) => ({ currency: line.currencyCode, buy: line.buy, sell: line.sell })),
    });
    return {
      recordedAt: published.recordedAt,
      published: published.inserted,
      publicationId: published.publicationId,
    };
  });
  await cache.invalidate([...tags]);
  // The alerts this publish crosses, once the publication row is committed with it.
  if (result.publicationId !== null && jobs) await queueAlertEvaluation(jobs, result.publicationId);
  return { recordedAt: result.recordedAt, published: result.published };
}
