import { z } from 'zod';

/**
 * An msisdn as typed by a person: local (77xxxxxxx), 0-prefixed, +967… or 00967…, spaces and dashes
 * allowed, in Latin or Arabic-Indic digits (an Arabic keyboard types ٧٧١…). The server parses and
 * normalises it with libphonenumber-js and `DEFAULT_COUNTRY`, which also reads
 * Arabic-Indic digits; this schema only bounds the input so nothing absurd reaches the parser.
 */
export const ZMsisdnInput = z
  .string()
  .trim()
  .min(6)
  .max(20)
  .regex(/^\+?[0-9\u0660-\u0669\u06F0-\u06F9][0-9\u0660-\u0669\u06F0-\u06F9 -]*$/);
export type TMsisdnInput = z.infer<typeof ZMsisdnInput>;

/** An msisdn as the server stores and returns it: digits with country code, no `+`. */
export const ZMsisdn = z.string().regex(/^[0-9]{8,15}$/);
export type TMsisdn = z.infer<typeof ZMsisdn>;
