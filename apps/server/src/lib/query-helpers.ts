import type { TPageMeta } from '@sarraf/contracts';

/** For ILIKE/LIKE patterns: the user's `%` and `_` are literal characters, not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export function pageMeta(page: number, perPage: number, total: number): TPageMeta {
  return { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

export const iso = (value: Date | null) => (value ? value.toISOString() : null);
