import type { TRateReviewReason } from '@sarraf/contracts';
import { largestMove } from '../../lib/rate-moves';

/** The reasons are the contract's, so the queue, the database enum and the screen say the same. */
export type HoldReason = TRateReviewReason;

export interface RatePair {
  buy: string;
  sell: string;
}

/** What an arriving value of one source and currency is measured against. */
export interface GuardReferences {
  /** The last published pair (what subscribers see); null before the first. */
  lastPublished: (RatePair & { recordedAt: Date }) | null;
  /** The last pair an editor published or approved, or the service wrote itself (the seed). */
  lastVetted: (RatePair & { recordedAt: Date }) | null;
  /** The pair in effect 24 hours before now; null when there was none yet. */
  dayBefore: RatePair | null;
}

export const DAY_BEFORE_MS = 24 * 60 * 60_000;

/**
 * Whether a partner's or feed's value waits for an editor, and why (docs/design.md#the-rate-review-queue).
 * Held, in this order: a currency's first value at the source; a pair no editor ever vouched for; a
 * move beyond the guard (`limit` percent, buy or sell) from the last published pair, from the last
 * vetted pair, or from the pair in effect 24 hours before. Steps each under the guard cannot walk a
 * rate away: the vetted pair stays put until an editor moves it. The 24-hour reference applies while
 * the vetted pair is older than 24 hours: an editor who approved a large move since has vouched for
 * the new level, and holding every later push for a day would only teach editors to approve blindly.
 * Null: publish it. `reference` is the pair it moved too far from.
 */
export function holdReason(
  next: RatePair,
  references: GuardReferences,
  limit: number,
  now: Date,
): { reason: HoldReason; reference: RatePair | null } | null {
  const { lastPublished, lastVetted, dayBefore } = references;
  if (!lastPublished) return { reason: 'first_value', reference: null };
  if (!lastVetted) return { reason: 'no_editor_reference', reference: null };
  if (largestMove(lastPublished, next) > limit) return { reason: 'last_published', reference: lastPublished };
  if (largestMove(lastVetted, next) > limit) return { reason: 'editor_reference', reference: lastVetted };
  const vettedBeforeWindow = lastVetted.recordedAt.getTime() <= now.getTime() - DAY_BEFORE_MS;
  if (dayBefore && vettedBeforeWindow && largestMove(dayBefore, next) > limit)
    return { reason: 'day_before', reference: dayBefore };
  return null;
}
