import { z } from 'zod';
import { defineContract } from '../contract';
import { ZData } from '../common/envelope';
import { ZIsoDate } from '../common/fields';
import { ZSummaryDaysQuery } from '../common/query';

/** The days of the USSD summary. */
export const ZUssdSummaryQuery = ZSummaryDaysQuery;
export type TUssdSummaryQuery = z.infer<typeof ZUssdSummaryQuery>;

const count = z.int().min(0);

/**
 * One UTC day (as every back-office view counts): sessions started, those we ended with a final
 * screen, those left to expire.
 */
export const ZUssdSummaryDay = z.object({
  day: ZIsoDate,
  sessions: count,
  completed: count,
  expired: count,
});
export type TUssdSummaryDay = z.infer<typeof ZUssdSummaryDay>;

export const ZUssdSummaryResponse = ZData(
  z.object({
    from: ZIsoDate,
    to: ZIsoDate,
    /** Every day of the range, days without sessions included. */
    days: z.array(ZUssdSummaryDay),
    /** Sessions of the range by the last menu they reached (`main`, `rates.market`, `help`…), most first. */
    by_last_menu: z.array(z.object({ menu: z.string(), sessions: count })),
    totals: z.object({ sessions: count, completed: count, expired: count }),
  }),
);
export type TUssdSummaryResponse = z.infer<typeof ZUssdSummaryResponse>;

export const adminGetUssdSummary = defineContract({
  method: 'GET',
  path: '/api/admin/ussd/summary',
  summary: 'Back office: USSD sessions per day, completed, and by the last menu reached',
  tags: ['admin'],
  access: 'admin',
  role: 'editor',
  query: ZUssdSummaryQuery,
  response: ZUssdSummaryResponse,
});
