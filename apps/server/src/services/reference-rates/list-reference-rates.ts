import type { TGetReferenceRatesResponse } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { currencyName } from '../../lib/currency-names';
import { Decimal } from '../../lib/decimal';
import type { Lang } from '../../lib/messages';
import type { ContentCache, Loaded } from '../content-cache';
import { REFERENCE_STALE_DAYS } from './reference-snapshot';
import { getReferenceSnapshot } from './reference-snapshot';

const DAY_MS = 86_400_000;

/** GET /api/client/rates/reference: the feed's newest day, every currency named in the language asked for. */
export async function listReferenceRates(
  db: Db,
  cache: ContentCache,
  lang: Lang = 'ar',
  now = Date.now(),
): Promise<Loaded<TGetReferenceRatesResponse>> {
  const { value: reference } = await getReferenceSnapshot(db, cache);
  if (!reference.day || !reference.base) {
    return { value: { data: { day: null, base: null, is_stale: false, currencies: [] } } };
  }
  const staleAt = Date.parse(`${reference.day}T00:00:00.000Z`) + REFERENCE_STALE_DAYS * DAY_MS;
  const currencies = [
    { code: reference.base, name: currencyName(reference.base, lang), per_base: '1' },
    ...[...reference.perBase].map(([code, perBase]) => ({
      code,
      name: currencyName(code, lang),
      per_base: new Decimal(perBase).toFixed(),
    })),
  ].sort((a, b) => a.name.localeCompare(b.name, lang));
  return {
    value: { data: { day: reference.day, base: reference.base, is_stale: now > staleAt, currencies } },
    // The answer turns stale by itself at the day's limit.
    validUntil: now > staleAt ? undefined : staleAt + 1,
  };
}
