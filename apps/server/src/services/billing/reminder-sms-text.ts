import { PERIOD_WORDS } from '../../lib/period-words';
import type { PlanPeriod } from '../../lib/billing-period';
import { localDateOf } from '../../lib/local-time';
import { CANCEL_KEYWORD, formatPrice } from './billing-sms-text';

/**
 * The Arabic SMS of prices and reminders (docs/security.md#prices-and-consent), pure so their
 * content and length are unit-tested. Each names the plan, the price at stake, the date, and how
 * to stop for free: the keyword to the short code, and the web.
 *
 * A plan name may be 200 characters long; here it is cut to PLAN_NAME_MAX so each message stays
 * within MAX_SMS_CHARS (four concatenated UCS-2 parts of 67 characters), whatever the plan is called.
 */
export const PLAN_NAME_MAX = 40;
export const MAX_SMS_CHARS = 4 * 67;

export interface ReminderContext {
  planName: string;
  period: PlanPeriod;
  shortCode: string;
  publicUrl: string;
  /** The service's zone (TIME_ZONE): the day a date names is a day there. */
  timeZone: string;
}

export function shortPlanName(name: string): string {
  const characters = [...name.trim()];
  return characters.length <= PLAN_NAME_MAX
    ? characters.join('')
    : `${characters.slice(0, PLAN_NAME_MAX - 1).join('')}…`;
}

const price = (amountMinor: number, currency: string) => formatPrice(amountMinor, currency);
const howToStop = (context: ReminderContext) =>
  `أرسل ${CANCEL_KEYWORD} إلى ${context.shortCode} مجاناً أو من ${context.publicUrl}`;

/** The notice of a new price: old price, new price, the first day it applies, how to stop. */
export function priceChangeText(
  context: ReminderContext,
  change: {
    fromMinor: number;
    fromCurrency: string;
    toMinor: number;
    toCurrency: string;
    effectiveFrom: Date;
  },
): string {
  return (
    `تنبيه من صرّاف: سعر اشتراكك في ${shortPlanName(context.planName)} يتغير من ` +
    `${price(change.fromMinor, change.fromCurrency)} إلى ${price(change.toMinor, change.toCurrency)} ` +
    `${PERIOD_WORDS.ar[context.period]} ابتداءً من ${localDateOf(change.effectiveFrom, context.timeZone)}. ` +
    `إن لم ترغب فألغِ قبلها: ${howToStop(context)}.`
  );
}

/** Before a weekly or monthly renewal: the day and the price that will be charged. */
export function renewalReminderText(
  context: ReminderContext,
  renewal: { at: Date; amountMinor: number; currency: string },
): string {
  return (
    `تذكير من صرّاف: يتجدد اشتراكك في ${shortPlanName(context.planName)} يوم ${localDateOf(renewal.at, context.timeZone)} ` +
    `بخصم ${price(renewal.amountMinor, renewal.currency)}. للإلغاء ${howToStop(context)}.`
  );
}

/** The day before a free trial ends: what it will cost from then on. */
export function trialEndingText(
  context: ReminderContext,
  renewal: { at: Date; amountMinor: number; currency: string },
): string {
  return (
    `تنتهي تجربتك المجانية في ${shortPlanName(context.planName)} من صرّاف يوم ${localDateOf(renewal.at, context.timeZone)}، ` +
    `ثم يتجدد تلقائياً بخصم ${price(renewal.amountMinor, renewal.currency)} ${PERIOD_WORDS.ar[context.period]}. ` +
    `للإلغاء قبلها ${howToStop(context)}.`
  );
}

/** After a successful renewal (notices on): what was charged and when the next renewal comes. */
export function receiptText(
  context: ReminderContext,
  receipt: { amountMinor: number; currency: string; nextRenewalAt: Date | null; recovered: boolean },
): string {
  const next = receipt.nextRenewalAt
    ? ` التجديد القادم يوم ${localDateOf(receipt.nextRenewalAt, context.timeZone)}.`
    : '';
  return (
    `إيصال صرّاف: تم تجديد اشتراكك في ${shortPlanName(context.planName)} بخصم ` +
    `${price(receipt.amountMinor, receipt.currency)}${receipt.recovered ? ' وعادت الخدمة' : ''}.${next} ` +
    `للإلغاء ${howToStop(context)}.`
  );
}

/** Once a month to every chargeable subscriber: what they pay and how to stop. */
export function howToStopText(
  context: ReminderContext,
  agreed: { amountMinor: number; currency: string },
): string {
  return (
    `اشتراكك في ${shortPlanName(context.planName)} من صرّاف يتجدد تلقائياً بسعر ` +
    `${price(agreed.amountMinor, agreed.currency)} ${PERIOD_WORDS.ar[context.period]}. ` +
    `لإيقافه في أي وقت ${howToStop(context)}.`
  );
}
