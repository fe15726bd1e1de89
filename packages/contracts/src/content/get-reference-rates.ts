import { z } from 'zod';
import { defineContract } from '../contract';
import { ZData } from '../common/envelope';
import { ZCurrencyCode, ZDecimal, ZIsoDate } from '../common/fields';

/**
 * The international reference feed's newest day (docs/design.md#reference-rates): every currency
 * it carries, named in Arabic from CLDR, with how many units one unit of the feed's base buys.
 * Reference rates, never market rates: the converter uses them only for a pair no market quotes.
 */
export const ZReferenceRates = z.object({
  /** The feed's day; null before the first import (then `currencies` is empty). */
  day: ZIsoDate.nullable(),
  /** The feed's base currency (EUR); null before the first import. */
  base: ZCurrencyCode.nullable(),
  /** The day is more than 4 days old: the feed has stopped reaching us. */
  is_stale: z.boolean(),
  currencies: z.array(
    z.object({
      code: ZCurrencyCode,
      /** CLDR's Arabic name (`ين ياباني`), or the code when CLDR has none. */
      name: z.string(),
      /** Units of `code` per one `base`; `1` for the base itself. */
      per_base: ZDecimal,
    }),
  ),
});
export type TReferenceRates = z.infer<typeof ZReferenceRates>;

export const ZGetReferenceRatesResponse = ZData(ZReferenceRates);
export type TGetReferenceRatesResponse = z.infer<typeof ZGetReferenceRatesResponse>;

export const getReferenceRates = defineContract({
  method: 'GET',
  path: '/api/client/rates/reference',
  summary: "The international reference feed's newest day: every currency it carries, named in Arabic",
  tags: ['content'],
  access: 'public',
  response: ZGetReferenceRatesResponse,
});
