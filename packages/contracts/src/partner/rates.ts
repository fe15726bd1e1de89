import { z } from 'zod';
import { defineContract } from '../contract';
import { ZData, ZList } from '../common/envelope';
import { ZCurrencyCode, ZCurrencyCodeInput, ZDecimal, ZTimestamp } from '../common/fields';
import { ZId } from '../common/query';
import { ZRateInput } from '../admin/rates';

/**
 * The partner API (docs/partner-api.md): an exchange company or a bank pushes its own source's rates
 * with a key made in the back office, and reads them back. A key is scoped to one price source;
 * `source_id` is optional and, when sent, must be the key's own source (else 403).
 */
export const ZPartnerRateLine = z.object({
  currency: ZCurrencyCodeInput,
  /** A positive decimal string (`"534.90"`): a number or anything else makes the whole request a 422. */
  buy: ZRateInput,
  sell: ZRateInput,
});

export const ZPartnerPushRatesRequest = z.object({
  source_id: ZId.optional(),
  rates: z.array(ZPartnerRateLine).min(1).max(500),
});
export type TPartnerPushRatesRequest = z.infer<typeof ZPartnerPushRatesRequest>;

export const ZPartnerPublishedLine = z.object({ currency: ZCurrencyCode, buy: ZDecimal, sell: ZDecimal });

/**
 * A line held for review: what was pushed, and the last published pair (null for a currency's first
 * value at the source, which always waits for an editor).
 */
export const ZPartnerReviewLine = z.object({
  currency: ZCurrencyCode,
  buy: ZDecimal,
  sell: ZDecimal,
  previous_buy: ZDecimal.nullable(),
  previous_sell: ZDecimal.nullable(),
});

export const ZPartnerPushRatesResponse = ZData(
  z.object({ published: z.array(ZPartnerPublishedLine), review: z.array(ZPartnerReviewLine) }),
);
export type TPartnerPushRatesResponse = z.infer<typeof ZPartnerPushRatesResponse>;

export const partnerPushRates = defineContract({
  method: 'POST',
  path: '/api/partner/v1/rates',
  summary:
    "A partner pushes its source's rates (202): lines within the movement guard of the last published, the last editor-approved and the day-old value are published; the others, and first values, wait for review",
  tags: ['partner'],
  access: 'partner',
  // Accepted: the lines beyond the movement guard are published only once an editor approves them.
  status: 202,
  body: ZPartnerPushRatesRequest,
  response: ZPartnerPushRatesResponse,
});

export const ZPartnerReadRatesQuery = z.object({
  format: z.enum(['json', 'csv']).default('json'),
  source_id: ZId.optional(),
});

export const ZPartnerRate = z.object({
  currency: ZCurrencyCode,
  buy: ZDecimal,
  sell: ZDecimal,
  recorded_at: ZTimestamp,
});
export type TPartnerRate = z.infer<typeof ZPartnerRate>;

export const partnerReadRates = defineContract({
  method: 'GET',
  path: '/api/partner/v1/rates',
  summary:
    "The key's source's last published rates: JSON, or with format=csv text/csv with the header currency,buy,sell,recorded_at",
  tags: ['partner'],
  access: 'partner',
  query: ZPartnerReadRatesQuery,
  produces: [{ kind: 'json' }, { kind: 'text', contentType: 'text/csv; charset=utf-8' }],
  response: ZList(ZPartnerRate),
});
