import { z } from 'zod';
import { amountProblemOf } from '../amount';

/**
 * A decimal number as a string, so that no rate, price or conversion is ever rounded through a
 * float on the way (`numeric` in SQL, a decimal library in code).
 */
export const ZDecimal = z.string().regex(/^-?\d+(\.\d+)?$/);
export type TDecimal = z.infer<typeof ZDecimal>;

/**
 * A positive decimal typed by a person (converter amount): below 10^15, at most 8 decimals
 * (`../amount`). Each problem names its rule (`amount_not_positive`, `amount_too_large`…), which
 * the server answers with a message of its own; the portal writes separators and Arabic digits
 * out before it sends.
 */
export const ZPositiveDecimalInput = z
  .string()
  .trim()
  .check((context) => {
    const problem = amountProblemOf(context.value);
    if (problem)
      context.issues.push({
        code: 'custom',
        input: context.value,
        message: problem,
        params: { rule: `amount_${problem}` },
      });
  });

// The calendar every date field accepts: from 1900-01-01 to 2100-12-31 (UTC). Outside it a date is
// a typo or a probe, and PostgreSQL has no year 0: refused here as a 422, it can never become a 500
// in a service or the database (docs/security.md).
const FIRST_INSTANT = Date.UTC(1900, 0, 1);
const PAST_LAST_INSTANT = Date.UTC(2101, 0, 1);

/**
 * Whether an ISO date or instant falls within 1900–2100. A string that does not parse passes: its
 * format check reports it, one message per field.
 */
export function isWithinCalendar(value: string): boolean {
  const at = Date.parse(value);
  return Number.isNaN(at) || (at >= FIRST_INSTANT && at < PAST_LAST_INSTANT);
}

/**
 * The one range check of every date field of every contract; `rule` names it to the server's
 * error handler, which answers with its own Arabic or English message.
 */
export const withinCalendar = <T extends z.ZodType<string>>(schema: T): T =>
  schema.refine(isWithinCalendar, { params: { rule: 'date_out_of_range' } });

/**
 * An instant as an ISO 8601 string, from 1900 to 2100; the server sends `Date#toISOString()`
 * (UTC, `Z`).
 */
export const ZTimestamp = withinCalendar(z.iso.datetime({ offset: true }));
export type TTimestamp = z.infer<typeof ZTimestamp>;

/** A calendar day, `YYYY-MM-DD`, from 1900 to 2100. */
export const ZIsoDate = withinCalendar(z.iso.date());

/** Money in minor units of its currency (integers for charges, never floats). */
export const ZMinorAmount = z.int().min(0);

/** ISO 4217 currency code as the server returns it. */
export const ZCurrencyCode = z.string().regex(/^[A-Z]{3}$/);

/** ISO 4217 code as typed or sent: trimmed and upper-cased before the check. */
export const ZCurrencyCodeInput = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/);

/** A database id in a response. */
export const ZRecordId = z.int().min(1);

/** A public identifier (plans, subscriptions). */
export const ZUuid = z.uuid();

/** A one-time code as typed: ASCII digits only (the portal converts Arabic-Indic digits). */
export const ZOtp = z
  .string()
  .trim()
  .regex(/^\d{4,8}$/);

/** A person's name in a form. */
/**
 * An operator's id (docs/operators.md): lower-case letters, digits and dashes, 2–32, starting with
 * a letter; stored on its subscribers, plans and ledger rows.
 */
export const ZOperatorId = z.string().regex(/^[a-z][a-z0-9-]{1,31}$/);

export const ZPersonName = z.string().trim().min(1).max(100);

export const ZEmail = z.email().max(254);

/** An email in a profile form: an address, or `''`/`null` to clear it. */
export const ZEmailOrEmpty = z.union([ZEmail, z.literal(''), z.null()]);

/** `check_type` of confirm/otp: the route guard's link sign-in sends `otp`. */
export const ZCheckType = z.literal('otp');
