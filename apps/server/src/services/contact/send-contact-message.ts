import { and, eq } from 'drizzle-orm';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { TSendMessageRequest } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { contactMessages, currencies } from '../../db/schema/index';
import { toAsciiDigits } from '../../lib/arabic-text';
import type { CounterStore } from '../../lib/counter-store';
import { tooManyRequests, unprocessable } from '../../lib/http-error';

/**
 * Messages per IP address per window. Generous, because subscribers on mobile data share
 * carrier-grade NAT addresses, yet a script cannot flood the back office's inbox.
 */
export const CONTACT_LIMIT = { perIp: 10, windowS: 600 } as const;

export interface SendContactMessageInput {
  message: TSendMessageRequest;
  ip: string;
  userAgent: string | undefined;
  /** The signed-in subscriber who wrote, when the request carried a valid token. */
  subscriberId: number | null;
}

/** The number in the stored form (digits with country code) when it parses, else as typed in ASCII digits. */
function normalizeMsisdn(input: string, defaultCountry: string): string {
  const ascii = toAsciiDigits(input).replace(/[\s-]/g, '');
  const parsed = parsePhoneNumberFromString(ascii, defaultCountry as CountryCode);
  return parsed?.isValid() ? parsed.number.replace(/^\+/, '') : ascii;
}

/**
 * `send/message`: the contact form. Counted against the sender's IP first (429 with
 * Retry-After past the limit), then stored in the back office's inbox before the answer is sent, so
 * a visitor who saw the confirmation knows the message is kept.
 */
export async function sendContactMessage(
  db: Db,
  counters: CounterStore,
  input: SendContactMessageInput,
  options: { defaultCountry: string },
): Promise<{ id: number }> {
  const hit = await counters.hit(`contact:ip:${input.ip}`, CONTACT_LIMIT.windowS);
  if (hit.count > CONTACT_LIMIT.perIp) throw tooManyRequests(hit.resetInS, 'contact_too_many');

  const { name, msisdn, email, subject, message, currency } = input.message;
  // The form offers the currencies list; only a currency the service quotes is kept.
  if (currency) {
    const [known] = await db
      .select({ code: currencies.code })
      .from(currencies)
      .where(and(eq(currencies.code, currency), eq(currencies.active, true)));
    if (!known) throw unprocessable({ currency: ['unknown_currency'] });
  }
  const [row] = await db
    .insert(contactMessages)
    .values({
      name,
      msisdn: msisdn ? normalizeMsisdn(msisdn, options.defaultCountry) : null,
      email: email || null,
      subject: subject ?? '',
      message,
      currency: currency || null,
      subscriberId: input.subscriberId,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
    })
    .returning({ id: contactMessages.id });
  return { id: row!.id };
}
