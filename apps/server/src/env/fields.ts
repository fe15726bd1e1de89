import { z } from 'zod';
import { parseAddressList } from '../lib/ip-ranges';

/** Building blocks the areas share, so one kind of value is spelled and refused the same way everywhere. */

export const port = z.coerce.number().int().min(0).max(65_535);
export const positiveInt = z.coerce.number().int().min(1);
export const optionalUrl = z.url().optional();

/** A yes/no variable: true, false, 1 or 0, off unless set. */
export const flag = () =>
  z
    .enum(['true', 'false', '1', '0'], 'must be true, false, 1 or 0')
    .default('false')
    .transform((value) => value === 'true' || value === '1');

/** Comma-separated addresses or CIDRs (no names). */
export const addressList = () =>
  z.string().superRefine((value, ctx) => {
    const parsed = parseAddressList(value, { names: false });
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: `${parsed.error}: use addresses or CIDRs` });
  });

/** The entries of a comma-separated variable, trimmed; unset or blank entries give none. */
export function listOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * Where an area refuses a combination of variables that each parsed: the refusal reads
 * `<VARIABLE> <message>` in the one-line error, as a bad single value does.
 */
export interface Checks {
  refuse(variable: string, message: string): void;
}

/**
 * The variables that must be set `why` (e.g. "when SMS_DRIVER=http"), returned with their types
 * narrowed to present; each missing one is refused, and then the result is undefined.
 */
export function required<T extends Record<string, unknown>>(
  checks: Checks,
  why: string,
  given: T,
): { [K in keyof T]: NonNullable<T[K]> } | undefined {
  let complete = true;
  for (const [variable, value] of Object.entries(given)) {
    if (!value) {
      checks.refuse(variable, `is required ${why}`);
      complete = false;
    }
  }
  return complete ? (given as { [K in keyof T]: NonNullable<T[K]> }) : undefined;
}
