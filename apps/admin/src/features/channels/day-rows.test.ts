import { describe, expect, it } from 'vitest';
import { dayRows } from './day-rows';

describe('dayRows', () => {
  it('makes one row per day, newest first, with a column per key in the given order', () => {
    const { columns, rows } = dayRows(
      {
        keywords: [
          { day: '2026-11-25', key: 'help', count: 2 },
          { day: '2026-11-26', key: 'currency', count: 5 },
          { day: '2026-11-26', key: 'help', count: 1 },
        ],
        subscriptions_by_channel: [{ day: '2026-11-25', key: 'sms_keyword', count: 1 }],
        ussd_sessions: [{ day: '2026-11-24', key: 'sessions', count: 9 }],
      },
      { keywords: ['currency', 'gold', 'help'] },
    );
    expect(columns.map((column) => `${column.series}:${column.key}`)).toEqual([
      'keywords:currency',
      'keywords:help',
      'subscriptions_by_channel:sms_keyword',
      'ussd_sessions:sessions',
    ]);
    expect(rows.map((row) => row.day)).toEqual(['2026-11-26', '2026-11-25', '2026-11-24']);
    expect(rows[0]).toEqual({
      day: '2026-11-26',
      counts: { 'keywords:currency': 5, 'keywords:help': 1 },
      totals: { keywords: 6 },
    });
    expect(rows[1]!.totals).toEqual({ keywords: 2, subscriptions_by_channel: 1 });
  });

  it('has no rows and no columns for an empty period', () => {
    expect(dayRows({ keywords: [], subscriptions_by_channel: [] })).toEqual({ columns: [], rows: [] });
  });
});
