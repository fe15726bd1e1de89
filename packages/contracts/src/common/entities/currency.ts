import { z } from 'zod';
import { ZCurrencyCode } from '../fields';

/** A currency (ISO code, Arabic name, flag). */
export const ZCurrency = z.object({
  code: ZCurrencyCode,
  /** Arabic name, e.g. `دولار أمريكي`. */
  name: z.string(),
  symbol: z.string(),
  /** Flag emoji of the issuing country (🇺🇸; the euro has 🇪🇺). */
  flag: z.string(),
  /** ISO 4217 exponent (YER 2, KWD 3): an amount is `*_minor / 10^minor_units`. */
  minor_units: z.int().min(0).max(4),
  /** The currency every rate is quoted in (YER); it has no rates of its own, cross rates go through it. */
  is_base: z.boolean(),
});
export type TCurrency = z.infer<typeof ZCurrency>;
