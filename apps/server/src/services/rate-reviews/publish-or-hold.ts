import type { Db } from '../../db/client';
import { Decimal } from '../../lib/decimal';
import type { ContentInvalidator } from '../content-cache/content-cache';
import { queueAlertEvaluation, type JobSender } from '../alerts/queue-alert-evaluation';
import { recordAudit, type AuditActor } from '../back-office/record-audit';
import { normalizeDecimal } from '../back-office/rates/get-rate-grid';
import { loadLatestRates } from '../back-office/rates/latest-rates';
import { largestMove } from '../back-office/rates/rate-moves';
import { readAdminSettings } from '../back-office/settings/admin-settings';
import { publishRates } from '../rates/publish-rates';
import { deferredInvalidation } from '../rates/deferred-invalidation';
import { queueRateReviews, supersedePendingReviews, type RateReviewOrigin } from './queue-rate-reviews';

/** One checked line: a known currency of the catalogue and a valid buy/sell pair. */
export interface ArrivedRate {
  currency: string;
  currencyId: number;
  buy: string;
  sell: string;
}

export interface HeldLine {
  currency: string;
  buy: string;
  sell: string;
  previous_buy: string | null;
  previous_sell: string | null;
}

export interface PublishOrHoldResult {
  published: Array<{ currency: string; buy: string; sell: string }>;
  review: HeldLine[];
  /** Lines equal to the last published pair, left alone (with `skipUnchanged`). */
  unchanged: number;
}

/**
 * The one step rates that arrive on their own (a partner's push, a feed's fetch) go through
 * (docs/design.md#the-rate-review-queue): each line is compared with the last *published* pair of its
 * currency with the editors' guard `rates.max_move_percent`; within it, published (all such lines in
 * one publishRates call: history, publication row, caches, alerts); beyond it, or every line when
 * `holdAll` (a feed in review mode), held in the review queue. A held value is never the reference,
 * so it never blocks a later arrival. One audit row, under the origin's name, commits with the rates
 * and the queue items. Lines must already be checked (known currencies, valid pairs).
 */
export async function publishOrHold(
  db: Db,
  input: {
    sourceId: number;
    lines: readonly ArrivedRate[];
    origin: RateReviewOrigin;
    holdAll?: boolean;
    /**
     * Drops lines equal to the last published pair (a feed polled every minute would otherwise write
     * the same value to the history, or queue it again in review mode, on every fetch).
     */
    skipUnchanged?: boolean;
    audit: { actor: AuditActor; action: string; after?: Record<string, unknown> };
  },
  cache: ContentInvalidator,
  jobs?: JobSender,
): Promise<PublishOrHoldResult> {
  const { sourceId } = input;
  const latest = await loadLatestRates(
    db,
    sourceId,
    input.lines.map((line) => line.currencyId),
  );
  const same = (a: string, b: string) => new Decimal(a).eq(b);
  const lines = input.skipUnchanged
    ? input.lines.filter((line) => {
        const last = latest.get(line.currencyId);
        return !last || !same(last.buy, line.buy) || !same(last.sell, line.sell);
      })
    : input.lines;
  const unchanged = input.lines.length - lines.length;
  if (lines.length === 0) return { published: [], review: [], unchanged };
  const { rate_max_move_percent: limit } = await readAdminSettings(db);
  const publish: ArrivedRate[] = [];
  const hold: Array<ArrivedRate & { previousBuy: string | null; previousSell: string | null }> = [];
  for (const line of lines) {
    const last = latest.get(line.currencyId);
    // A first value has nothing to be compared with: published, as an editor's first value is
    // (unless every value waits for an editor).
    if (input.holdAll || (last && largestMove(last, line) > limit)) {
      hold.push({
        ...line,
        previousBuy: last ? normalizeDecimal(last.buy) : null,
        previousSell: last ? normalizeDecimal(last.sell) : null,
      });
    } else publish.push(line);
  }

  const deferred = deferredInvalidation(cache);
  const publicationId = await db.transaction(async (tx) => {
    let published: number | null = null;
    if (publish.length > 0) {
      const result = await publishRates(
        tx,
        {
          sourceId,
          rates: publish.map((line) => ({ currencyCode: line.currency, buy: line.buy, sell: line.sell })),
          publishedBy: null,
        },
        deferred.collector,
      );
      published = result.publicationId;
      // A newer value is live: an older held one for the same pair would now be a step back.
      await supersedePendingReviews(
        tx,
        sourceId,
        publish.map((line) => line.currencyId),
      );
    }
    const queued = await queueRateReviews(tx, {
      sourceId,
      origin: input.origin,
      rates: hold.map((line) => ({
        currencyId: line.currencyId,
        buy: line.buy,
        sell: line.sell,
        previousBuy: line.previousBuy,
        previousSell: line.previousSell,
      })),
    });
    await recordAudit(tx, input.audit.actor, {
      action: input.audit.action,
      entity: 'rates',
      entityId: sourceId,
      before: lines.map((line) => {
        const last = latest.get(line.currencyId);
        return {
          currency: line.currency,
          buy: last ? normalizeDecimal(last.buy) : null,
          sell: last ? normalizeDecimal(last.sell) : null,
        };
      }),
      after: {
        ...input.audit.after,
        published: publish.map((line) => ({ currency: line.currency, buy: line.buy, sell: line.sell })),
        review: hold.map((line) => ({
          currency: line.currency,
          buy: line.buy,
          sell: line.sell,
          review_id: queued.find((item) => item.currencyId === line.currencyId)?.id ?? null,
        })),
      },
    });
    return published;
  });
  await deferred.flush();
  if (publicationId !== null && jobs) await queueAlertEvaluation(jobs, publicationId);

  return {
    published: publish.map((line) => ({ currency: line.currency, buy: line.buy, sell: line.sell })),
    review: hold.map((line) => ({
      currency: line.currency,
      buy: line.buy,
      sell: line.sell,
      previous_buy: line.previousBuy,
      previous_sell: line.previousSell,
    })),
    unchanged,
  };
}
