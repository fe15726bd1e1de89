import type { AuditAction } from '@sarraf/contracts/audit-actions';
import type { Db } from '../../db/client';
import { Decimal } from '../../lib/decimal';
import { trimDecimal } from '@sarraf/contracts/number-text';
import type { ContentInvalidator } from '../content-cache';
import { type JobSender, queueAlertEvaluation } from '../alerts';
import { type AuditActor, recordAudit } from '../audit';
import { readAdminSettings } from '../settings';
import { deferredInvalidation, publishRates } from '../rates';
import { holdReason, type HoldReason, type RatePair } from './hold-reason';
import { loadGuardReferences } from './load-guard-references';
import {
  loadPendingPairs,
  lockPairs,
  queueRateReviews,
  supersedePendingReviews,
  type RateReviewOrigin,
} from './queue-rate-reviews';

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
  /** The last published pair; null for a currency's first value at the source. */
  previous_buy: string | null;
  previous_sell: string | null;
  reason: HoldReason;
}

export interface PublishOrHoldResult {
  published: Array<{ currency: string; buy: string; sell: string }>;
  review: HeldLine[];
  /** Lines equal to the last published or the pending pair, left alone (with `skipUnchanged`). */
  unchanged: number;
}

type Held = ArrivedRate & {
  previousBuy: string | null;
  previousSell: string | null;
  reason: HoldReason;
  reference: RatePair | null;
};

/**
 * The one step rates that arrive on their own (a partner's push, a feed's fetch) go through
 * (docs/design.md#the-rate-review-queue). Each line is measured with the editors' guard
 * `rates.max_move_percent` against the last published pair, the last vetted one (an editor's
 * publish or approval) and the one in effect 24 hours before (hold-reason.ts); a currency's first
 * value at the source always waits. Lines that pass are published (all in one publishRates call:
 * history, publication row, caches, alerts) as not vetted, so they never become the reference
 * themselves; the others, or every line when `holdAll` (a feed in review mode), wait in the review
 * queue. A held value is never the reference, so it never blocks a later arrival. The pairs are locked
 * first, so two arrivals at once are judged one after the other; one audit row, under the origin's
 * name, commits with the rates and the queue items. Lines must already be checked (known currencies,
 * valid pairs).
 */
export async function publishOrHold(
  db: Db,
  input: {
    sourceId: number;
    lines: readonly ArrivedRate[];
    origin: RateReviewOrigin;
    holdAll?: boolean;
    /**
     * Drops lines equal to the last published pair or to the pair already waiting for review (a feed
     * polled every minute would otherwise write the same value to the history, or queue it again, on
     * every fetch).
     */
    skipUnchanged?: boolean;
    audit: { actor: AuditActor; action: AuditAction; after?: Record<string, unknown> };
  },
  cache: ContentInvalidator,
  jobs?: JobSender,
): Promise<PublishOrHoldResult> {
  const { sourceId } = input;
  const now = new Date();
  const { rate_max_move_percent: limit } = await readAdminSettings(db);
  const currencyIds = input.lines.map((line) => line.currencyId);
  const same = (a: string, b: string) => new Decimal(a).eq(b);

  const deferred = deferredInvalidation(cache);
  const outcome = await db.transaction(async (tx) => {
    await lockPairs(tx, sourceId, currencyIds);
    const references = await loadGuardReferences(tx, sourceId, currencyIds, now);
    const lastOf = (line: ArrivedRate) => references.get(line.currencyId)?.lastPublished ?? null;
    const pending = input.skipUnchanged
      ? await loadPendingPairs(tx, sourceId, currencyIds)
      : new Map<number, { buy: string; sell: string }>();
    const equal = (pair: { buy: string; sell: string } | null | undefined, line: ArrivedRate) =>
      !!pair && same(pair.buy, line.buy) && same(pair.sell, line.sell);
    const lines = input.skipUnchanged
      ? input.lines.filter((line) => !equal(lastOf(line), line) && !equal(pending.get(line.currencyId), line))
      : input.lines;
    const publish: ArrivedRate[] = [];
    const hold: Held[] = [];
    for (const line of lines) {
      const last = lastOf(line);
      const verdict = input.holdAll
        ? { reason: 'review_mode' as const, reference: null }
        : holdReason(
            line,
            references.get(line.currencyId) ?? { lastPublished: null, lastVetted: null, dayBefore: null },
            limit,
            now,
          );
      if (!verdict) {
        publish.push(line);
        continue;
      }
      hold.push({
        ...line,
        previousBuy: last ? trimDecimal(last.buy) : null,
        previousSell: last ? trimDecimal(last.sell) : null,
        reason: verdict.reason,
        reference: verdict.reference && {
          buy: trimDecimal(verdict.reference.buy),
          sell: trimDecimal(verdict.reference.sell),
        },
      });
    }
    if (lines.length === 0) return { lines, publish, hold, publicationId: null };

    let publicationId: number | null = null;
    if (publish.length > 0) {
      const result = await publishRates(
        tx,
        {
          sourceId,
          rates: publish.map((line) => ({ currencyCode: line.currency, buy: line.buy, sell: line.sell })),
          publishedBy: null,
          vetted: false,
          at: now,
        },
        deferred.collector,
      );
      publicationId = result.publicationId;
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
        reason: line.reason,
        reference: line.reference,
      })),
    });
    await recordAudit(tx, input.audit.actor, {
      action: input.audit.action,
      entity: 'rates',
      entityId: sourceId,
      before: lines.map((line) => {
        const last = lastOf(line);
        return {
          currency: line.currency,
          buy: last ? trimDecimal(last.buy) : null,
          sell: last ? trimDecimal(last.sell) : null,
        };
      }),
      after: {
        ...input.audit.after,
        published: publish.map((line) => ({ currency: line.currency, buy: line.buy, sell: line.sell })),
        review: hold.map((line) => ({
          currency: line.currency,
          buy: line.buy,
          sell: line.sell,
          reason: line.reason,
          reference: line.reference,
          review_id: queued.find((item) => item.currencyId === line.currencyId)?.id ?? null,
        })),
      },
    });
    return { lines, publish, hold, publicationId };
  });
  await deferred.flush();
  if (outcome.publicationId !== null && jobs) await queueAlertEvaluation(jobs, outcome.publicationId);

  return {
    published: outcome.publish.map((line) => ({ currency: line.currency, buy: line.buy, sell: line.sell })),
    review: outcome.hold.map((line) => ({
      currency: line.currency,
      buy: line.buy,
      sell: line.sell,
      previous_buy: line.previousBuy,
      previous_sell: line.previousSell,
      reason: line.reason,
    })),
    unchanged: input.lines.length - outcome.lines.length,
  };
}
