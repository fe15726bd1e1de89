// The rates teaser of the landing page, which the server writes into the page it answers for `/`
// and the portal reads before any call (docs/design.md#a-light-first-visit). Zod-free, so the
// browser bundle may import it (`@sarraf/contracts/landing-teaser`).
import type { TCurrencyWithRates } from './content/get-currency-list';

/** The currencies people ask about first, in the teaser's order. */
export const LANDING_TEASER_CODES = ['USD', 'SAR', 'EUR', 'AED'] as const;

/** The id of the `<script type="application/json">` element that carries the teaser. */
export const LANDING_TEASER_ELEMENT_ID = 'landing-rates';

/**
 * The teaser's data: the primary market (null when none is marked primary) and the teaser's
 * currencies as the currency list gives them, with only that market's rates (or every rate when
 * there is no primary market).
 */
export interface TLandingTeaser {
  source_id: number | null;
  currencies: TCurrencyWithRates[];
}
