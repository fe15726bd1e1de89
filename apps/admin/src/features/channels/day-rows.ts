import type { TChannelDayCount } from '@sarraf/contracts';

/** One column of the per-day table: a key (a keyword, a channel) of one series. */
export interface DayColumn {
  series: string;
  key: string;
}

export interface DayRow {
  day: string;
  /** By `${series}:${key}`. */
  counts: Record<string, number>;
  /** Per series, the day's total. */
  totals: Record<string, number>;
}

export const cellKey = (column: DayColumn) => `${column.series}:${column.key}`;

/**
 * Turns the summary's series (rows of day, key, count) into one row per day, newest first, with a
 * column per key of every series, in `order` where it names the key and alphabetically after. A
 * series the server adds later (USSD sessions) gets its columns without a change here.
 */
export function dayRows(
  series: Readonly<Record<string, readonly TChannelDayCount[]>>,
  order: Readonly<Record<string, readonly string[]>> = {},
): { columns: DayColumn[]; rows: DayRow[] } {
  const columns: DayColumn[] = [];
  const byDay = new Map<string, DayRow>();
  for (const [name, counts] of Object.entries(series)) {
    const known = order[name] ?? [];
    const keys = [...new Set(counts.map((count) => count.key))].sort((a, b) => {
      const rank = (key: string) => (known.includes(key) ? known.indexOf(key) : known.length);
      return rank(a) - rank(b) || a.localeCompare(b);
    });
    columns.push(...keys.map((key) => ({ series: name, key })));
    for (const count of counts) {
      const row = byDay.get(count.day) ?? { day: count.day, counts: {}, totals: {} };
      row.counts[cellKey({ series: name, key: count.key })] = count.count;
      row.totals[name] = (row.totals[name] ?? 0) + count.count;
      byDay.set(count.day, row);
    }
  }
  const rows = [...byDay.values()].sort((a, b) => b.day.localeCompare(a.day));
  return { columns, rows };
}
