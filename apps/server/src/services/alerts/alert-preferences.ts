import { and, eq, inArray } from 'drizzle-orm';
import type {
  TDigestSettings,
  TDigestSettingsInput,
  TFavourites,
  TFavouritesInput,
  TQuietHours,
  TQuietHoursInput,
} from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { alertPreferences, currencies, priceSources } from '../../db/schema/index';
import { unprocessable } from '../../lib/http-error';
import type { MessageKey } from '../../lib/messages';

type PreferencesRow = typeof alertPreferences.$inferSelect;
type PreferencesPatch = Partial<Omit<PreferencesRow, 'subscriberId' | 'updatedAt'>>;

/** The defaults of a subscriber who never saved anything (the table's column defaults). */
const DEFAULTS = {
  favouriteCurrencyIds: [] as number[],
  favouriteSourceIds: [] as number[],
  digestEnabled: false,
  digestHour: 9,
  digestCurrencyIds: [] as number[],
  digestSourceIds: [] as number[],
  quietHoursEnabled: true,
  quietStartMinute: 22 * 60,
  quietEndMinute: 7 * 60,
};

async function readPreferences(db: Db, subscriberId: number) {
  const [row] = await db
    .select()
    .from(alertPreferences)
    .where(eq(alertPreferences.subscriberId, subscriberId));
  return row ?? { subscriberId, ...DEFAULTS };
}

async function savePreferences(db: Db, subscriberId: number, patch: PreferencesPatch): Promise<void> {
  await db
    .insert(alertPreferences)
    .values({ subscriberId, ...patch })
    .onConflictDoUpdate({ target: alertPreferences.subscriberId, set: patch });
}

/** Active currency ids of codes, in the given order, deduplicated; 422 `<field>.<i>` for unknown ones. */
async function currencyIdsOf(
  db: Db,
  codes: readonly string[],
  field: string,
  errors: Record<string, MessageKey[]>,
) {
  const unique = [...new Set(codes)];
  const rows = unique.length
    ? await db
        .select({ id: currencies.id, code: currencies.code })
        .from(currencies)
        .where(
          and(inArray(currencies.code, unique), eq(currencies.active, true), eq(currencies.isBase, false)),
        )
    : [];
  const byCode = new Map(rows.map((row) => [row.code, row.id]));
  unique.forEach((code, index) => {
    if (!byCode.has(code)) errors[`${field}.${index}`] = ['unknown_currency'];
  });
  return unique.flatMap((code) => (byCode.has(code) ? [byCode.get(code)!] : []));
}

async function sourceIdsOf(
  db: Db,
  ids: readonly number[],
  field: string,
  errors: Record<string, MessageKey[]>,
) {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await db
        .select({ id: priceSources.id })
        .from(priceSources)
        .where(and(inArray(priceSources.id, unique), eq(priceSources.active, true)))
    : [];
  const known = new Set(rows.map((row) => row.id));
  unique.forEach((id, index) => {
    if (!known.has(id)) errors[`${field}.${index}`] = ['unknown_source'];
  });
  return unique.filter((id) => known.has(id));
}

/** Ids back to what the API shows: codes of currencies still active, sources still active, in order. */
async function present(db: Db, currencyIds: readonly number[], sourceIds: readonly number[]) {
  const codeRows = currencyIds.length
    ? await db
        .select({ id: currencies.id, code: currencies.code })
        .from(currencies)
        .where(and(inArray(currencies.id, [...currencyIds]), eq(currencies.active, true)))
    : [];
  const sourceRows = sourceIds.length
    ? await db
        .select({ id: priceSources.id })
        .from(priceSources)
        .where(and(inArray(priceSources.id, [...sourceIds]), eq(priceSources.active, true)))
    : [];
  const codes = new Map(codeRows.map((row) => [row.id, row.code]));
  const sources = new Set(sourceRows.map((row) => row.id));
  return {
    currencies: currencyIds.flatMap((id) => (codes.has(id) ? [codes.get(id)!] : [])),
    source_ids: sourceIds.filter((id) => sources.has(id)),
  };
}

export async function getFavourites(db: Db, subscriberId: number): Promise<TFavourites> {
  const row = await readPreferences(db, subscriberId);
  return present(db, row.favouriteCurrencyIds, row.favouriteSourceIds);
}

export async function saveFavourites(
  db: Db,
  subscriberId: number,
  input: TFavouritesInput,
): Promise<TFavourites> {
  const errors: Record<string, MessageKey[]> = {};
  const favouriteCurrencyIds = await currencyIdsOf(db, input.currencies, 'currencies', errors);
  const favouriteSourceIds = await sourceIdsOf(db, input.source_ids, 'source_ids', errors);
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  await savePreferences(db, subscriberId, { favouriteCurrencyIds, favouriteSourceIds });
  return getFavourites(db, subscriberId);
}

export async function getDigestSettings(db: Db, subscriberId: number): Promise<TDigestSettings> {
  const row = await readPreferences(db, subscriberId);
  return {
    enabled: row.digestEnabled,
    hour: row.digestHour,
    ...(await present(db, row.digestCurrencyIds, row.digestSourceIds)),
  };
}

export async function saveDigestSettings(
  db: Db,
  subscriberId: number,
  input: TDigestSettingsInput,
): Promise<TDigestSettings> {
  const errors: Record<string, MessageKey[]> = {};
  const digestCurrencyIds = await currencyIdsOf(db, input.currencies, 'currencies', errors);
  const digestSourceIds = await sourceIdsOf(db, input.source_ids, 'source_ids', errors);
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  await savePreferences(db, subscriberId, {
    digestEnabled: input.enabled,
    digestHour: input.hour,
    digestCurrencyIds,
    digestSourceIds,
  });
  return getDigestSettings(db, subscriberId);
}

const toClock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const toMinute = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

export async function getQuietHours(db: Db, subscriberId: number, timeZone: string): Promise<TQuietHours> {
  const row = await readPreferences(db, subscriberId);
  return {
    enabled: row.quietHoursEnabled,
    start: toClock(row.quietStartMinute),
    end: toClock(row.quietEndMinute),
    time_zone: timeZone,
  };
}

export async function saveQuietHours(
  db: Db,
  subscriberId: number,
  input: TQuietHoursInput,
  timeZone: string,
): Promise<TQuietHours> {
  // start = end would mean "no quiet hours" while saying they are on: refused so the screen is honest.
  if (input.enabled && input.start === input.end) throw unprocessable({ end: ['field_invalid'] });
  await savePreferences(db, subscriberId, {
    quietHoursEnabled: input.enabled,
    quietStartMinute: toMinute(input.start),
    quietEndMinute: toMinute(input.end),
  });
  return getQuietHours(db, subscriberId, timeZone);
}
