import type { TPageMeta } from '@sarraf/contracts';

const DAY_MS = 86_400_000;

/** A bare date as `from` is that day's start, as `to` its end (UTC, like the contracts' range check). */
export function rangeBound(value: string | undefined, edge: 'from' | 'to'): Date | undefined {
  if (!value) return undefined;
  const at = Date.parse(value);
  return new Date(value.length === 10 && edge === 'to' ? at + DAY_MS - 1 : at);
}

/** For ILIKE/LIKE patterns: the user's `%` and `_` are literal characters, not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export function pageMeta(page: number, perPage: number, total: number): TPageMeta {
  return { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

export const iso = (value: Date | null) => (value ? value.toISOString() : null);
