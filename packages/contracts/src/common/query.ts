import { z } from 'zod';
import { withinCalendar, ZIsoDate } from './fields';

/**
 * Query parameters arrive as strings; these coerce them. Malformed values are a 422,
 * unknown parameters are ignored (objects are not strict).
 */
export const ZPage = z.coerce.number().int().min(1).max(100_000).default(1);
export const ZPerPage = z.coerce.number().int().min(1).max(100).default(20);
export const ZSearch = z.string().trim().max(100).optional();

export const ZPageQuery = z.object({
  page: ZPage,
  per_page: ZPerPage,
  search: ZSearch,
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

/**
 * A positive integer id in a path, a query or a body: a JSON integer or a string of digits.
 * Not `z.coerce` alone, which would turn `true` into 1 and `[5]` into 5.
 */
export const ZId = z
  .union([z.int().min(1).max(2_147_483_647), z.string().regex(/^[1-9][0-9]{0,9}$/)])
  .pipe(z.coerce.number<string | number>().int().min(1).max(2_147_483_647));
export type TId = z.infer<typeof ZId>;

/** ISO date (YYYY-MM-DD, a whole day) or full ISO timestamp in a filter, from 1900 to 2100. */
export const ZDateFilter = withinCalendar(z.iso.date().or(z.iso.datetime({ offset: true })));

/** `from`/`to` filters. A day as `to` includes that whole day. */
export const ZDateRangeQuery = z.object({
  from: ZDateFilter.optional(),
  to: ZDateFilter.optional(),
});

/**
 * Refuses a range whose `from` is after its `to`, reported on `to`. Apply it last: a refined
 * object should not be extended further.
 */
export function refineDateRange<T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(
  schema: T,
): T {
  return schema.refine((q) => !q.from || !q.to || Date.parse(q.from) <= endOf(q.to), {
    path: ['to'],
    // No custom text: the server maps zod's issues to Arabic; `params` names the rule.
    params: { rule: 'date_range' },
  });
}

/** The most days a summary view covers: a year, a leap year's included. */
export const MAX_SUMMARY_DAYS = 366;

/**
 * The days of a summary view (revenue, channels, USSD): whole days, `to` not before `from`, at
 * most a year apart; the server defaults `to` to today and `from` to 29 days before.
 */
export const refineSummaryDays = <
  T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>,
>(
  schema: T,
) =>
  schema
    .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], params: { rule: 'date_range' } })
    .refine(
      (q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= MAX_SUMMARY_DAYS * 86_400_000,
      {
        path: ['from'],
        params: { rule: 'range_too_long' },
      },
    );

export const ZSummaryDaysQuery = refineSummaryDays(
  z.object({ from: ZIsoDate.optional(), to: ZIsoDate.optional() }),
);

// A bare date as the end of a range means the end of that day (UTC).
function endOf(value: string): number {
  return value.length === 10 ? Date.parse(value) + 86_400_000 - 1 : Date.parse(value);
}
