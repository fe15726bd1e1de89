import { z } from 'zod';

/**
 * Why an admin acts on a subscriber (cancel, refund): required, kept in the audit log and on the
 * ledger row, so a later reader knows who decided what and why.
 */
export const ZAdminReason = z.string().trim().min(3).max(500);

/**
 * An msisdn filter in the back office: any part of a number as people type it (digits, Arabic-Indic
 * digits, `+`, spaces, dashes). The server normalises it; a full number is matched exactly.
 */
export const ZMsisdnSearch = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^\+?[0-9\u0660-\u0669\u06F0-\u06F9 -]+$/);

/** A dotted SMS purpose or its prefix (`otp`, `otp.login`, `billing.cancelled`). */
export const ZSmsPurposeFilter = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(/^[a-z_]+(\.[a-z_]+)*$/);
