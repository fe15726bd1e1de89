import { z } from 'zod';

/**
 * The answer of every call that sends a one-time code by SMS (sign-in, resend, profile, my bill,
 * unsubscribe, activation, change): the message to show, and when the next code may be asked for
 * and how long this one lasts, so a client can keep the code step across a reload with a true
 * countdown (docs/product.md#code-steps). Both depend only on the number's own sends, never on
 * whether it belongs to a subscriber (no enumeration).
 */
export const ZCodeSentResponse = z.object({
  message: z.string(),
  /** Seconds until a new code may be asked for (the growing resend wait; the hourly limit once reached). */
  resend_after_s: z.number().int().min(0),
  /** Seconds the code just sent stays valid (OTP_TTL_S). */
  expires_in_s: z.number().int().min(1),
});
export type TCodeSentResponse = z.infer<typeof ZCodeSentResponse>;
