import { and, eq, inArray } from 'drizzle-orm';
import type { TPartnerPushRatesRequest, TPartnerPushRatesResponse } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { currencies } from '../../db/schema/index';
import { Decimal } from '../../lib/decimal';
import { unprocessable } from '../../lib/http-error';
import type { MessageKey } from '../../lib/messages';
import type { ContentInvalidator } from '../content-cache/content-cache';
import { queueAlertEvaluation, type JobSender } from '../alerts/queue-alert-evaluation';
import { recordAudit } from '../back-office/record-audit';
import { normalizeDecimal } from '../back-office/rates/get-rate-grid';
import { loadLatestRates } from '../back-office/rates/latest-rates';
import { movePercent } from '../back-office/rates/rate-moves';
import { readAdminSettings } from '../back-office/settings/admin-settings';
import { publishRates } from '../rates/publish-rates';
import { deferredInvalidation } from '../rates/deferred-invalidation';
import { queueRateReviews, supersedePendingReviews } from '../rate-reviews/queue-rate-reviews';
import type { AuthenticatedPartner } from './authenticate-partner-key';

/** How a partner is named in the audit log and the review queue: the key's name and its source. */
export function partnerLabel(partner: AuthenticatedPartner): string {
  return `${partner.keyName} · ${partner.sourceName}`;
}

/**
 * A partner pushes its source's rates (docs/partner-api.md#push). Every line is checked first, so a
 * bad one makes the whole request a 422 naming it (`rates.<i>.currency|sell`) and nothing is
 * published. Each line is then compared with the last *published* pair of its currency, with the
 * editors' guard `rates.max_move_percent`: within it, published (all such lines in one publishRates
 * call: history, publication row, caches, alerts); beyond it, held in the review queue. A held value
 * is never the reference, so it never blocks a later push. One audit row, under the partner's name,
 * commits with the rates and the queue items.
 */
export async function pushPartnerRates(
  db: Db,
  partner: AuthenticatedPartner,
  input: TPartnerPushRatesRequest,
  ip: string | null,
  cache: ContentInvalidator,
  jobs?: JobSender,
): Promise<TPartnerPushRatesResponse['data']> {
  const codes = input.rates.map((line) => line.currency);
  const known = await db
    .select({ id: currencies.id, code: currencies.code })
    .from(currencies)
    .where(and(inArray(currencies.code, codes), eq(currencies.active, true), eq(currencies.isBase, false)));
  const byCode = new Map(known.map((row) => [row.code, row.id]));

  const errors: Record<string, MessageKey[]> = {};
  const seen = new Set<string>();
  input.rates.forEach((line, index) => {
    if (!byCode.has(line.currency)) errors[`rates.${index}.currency`] = ['unknown_currency'];
    else if (seen.has(line.currency)) errors[`rates.${index}.currency`] = ['duplicate_currency'];
    seen.add(line.currency);
    // The database refuses it too (rates_sell_not_below_buy); refused here, nothing is half-published.
    if (new Decimal(line.sell).lt(line.buy)) errors[`rates.${index}.sell`] = ['sell_below_buy'];
  });
  if (Object.keys(errors).length > 0) throw unprocessable(errors);

  const lines = input.rates.map((line) => ({ ...line, currencyId: byCode.get(line.currency)! }));
  const latest = await loadLatestRates(
    db,
    partner.sourceId,
    lines.map((line) => line.currencyId),
  );
  const { rate_max_move_percent: limit } = await readAdminSettings(db);
  const publish: typeof lines = [];
  const hold: Array<(typeof lines)[number] & { previousBuy: string; previousSell: string }> = [];
  for (const line of lines) {
    const last = latest.get(line.currencyId);
    // A first value has nothing to be compared with: published, as an editor's first value is.
    if (last && Math.max(movePercent(last.buy, line.buy), movePercent(last.sell, line.sell)) > limit) {
      hold.push({
        ...line,
        previousBuy: normalizeDecimal(last.buy),
        previousSell: normalizeDecimal(last.sell),
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
          sourceId: partner.sourceId,
          rates: publish.map((line) => ({ currencyCode: line.currency, buy: line.buy, sell: line.sell })),
          publishedBy: null,
        },
        deferred.collector,
      );
      published = result.publicationId;
      // A newer value is live: an older held one for the same pair would now be a step back.
      await supersedePendingReviews(
        tx,
        partner.sourceId,
        publish.map((line) => line.currencyId),
      );
    }
    const queued = await queueRateReviews(tx, {
      sourceId: partner.sourceId,
      origin: { kind: 'partner', id: String(partner.keyId), name: partnerLabel(partner) },
      rates: hold.map((line) => ({
        currencyId: line.currencyId,
        buy: line.buy,
        sell: line.sell,
        previousBuy: line.previousBuy,
        previousSell: line.previousSell,
      })),
    });
    await recordAudit(
      tx,
      { type: 'partner', id: null, label: partnerLabel(partner), ip },
      {
        action: 'rate.partner_push',
        entity: 'rates',
        entityId: partner.sourceId,
        before: lines.map((line) => {
          const last = latest.get(line.currencyId);
          return {
            currency: line.currency,
            buy: last ? normalizeDecimal(last.buy) : null,
            sell: last ? normalizeDecimal(last.sell) : null,
          };
        }),
        after: {
          partner_key_id: partner.keyId,
          published: publish.map((line) => ({ currency: line.currency, buy: line.buy, sell: line.sell })),
          review: hold.map((line) => ({
            currency: line.currency,
            buy: line.buy,
            sell: line.sell,
            review_id: queued.find((item) => item.currencyId === line.currencyId)?.id ?? null,
          })),
        },
      },
    );
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
  };
}
