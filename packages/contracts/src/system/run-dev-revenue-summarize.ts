import { z } from 'zod';
import { defineContract } from '../contract';
import { ZIsoDate } from '../common/fields';
import { ZData } from '../common/envelope';

/** The days the run recomputed (`days` is 0 when the summaries were already current). */
export const ZRunDevRevenueSummarizeResponse = ZData(
  z.object({
    from: ZIsoDate,
    to: ZIsoDate,
    days: z.int().min(0),
  }),
);
export type TRunDevRevenueSummarizeResponse = z.infer<typeof ZRunDevRevenueSummarizeResponse>;

/**
 * The `revenue.summarize` job's run, at once, on a running server: the browser tests see the
 * charges they made on the revenue dashboard without waiting for the five-minute tick. Never in
 * production.
 */
export const runDevRevenueSummarize = defineContract({
  method: 'POST',
  path: '/api/dev/revenue/summarize',
  summary: 'Dev only: brings the revenue summary tables up to date now and waits for it',
  tags: ['dev'],
  access: 'public',
  devOnly: true,
  response: ZRunDevRevenueSummarizeResponse,
});
