import { and, eq, inArray } from 'drizzle-orm';
import type { TPartnerPushRatesRequest, TPartnerPushRatesResponse } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { currencies } from '../../db/schema/index';
import { Decimal } from '../../lib/decimal';
import { unprocessable } from '../../lib/http-error';
import type { MessageKey } from '../../lib/messages';
import type { ContentInvalidator } from '../content-cache';
import type { JobSender } from '../alerts';
import { publishOrHold } from '../rate-reviews';
import type { AuthenticatedPartner } from './authenticate-partner-key';

/** How a partner is named in the audit log and the review queue: the key's name and its source. */
export function partnerLabel(partner: AuthenticatedPartner): string {
  return `${partner.keyName} · ${partner.sourceName}`;
}

/**
 * A partner pushes its source's rates (docs/partner-api.md#push). Every line is checked first, so a
 * bad one makes the whole request a 422 naming it (`rates.<i>.currency|sell`) and nothing is
 * published. The lines then take the step every arriving rate takes (publishOrHold): within the
 * guard of every reference published, else (or a first value) held for review, one audit row under
 * the partner's name.
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
  const result = await publishOrHold(
    db,
    {
      sourceId: partner.sourceId,
      lines,
      origin: { kind: 'partner', id: String(partner.keyId), name: partnerLabel(partner) },
      audit: {
        actor: { type: 'partner', id: null, label: partnerLabel(partner), ip },
        action: 'rate.partner_push',
        after: { partner_key_id: partner.keyId },
      },
    },
    cache,
    jobs,
  );
  return {
    published: result.published,
    // docs/partner-api.md#push: the previous pair is the last published one, null for a first value.
    review: result.review.map((line) => ({
      currency: line.currency,
      buy: line.buy,
      sell: line.sell,
      previous_buy: line.previous_buy,
      previous_sell: line.previous_sell,
    })),
  };
}
