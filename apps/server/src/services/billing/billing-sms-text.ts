import { PERIOD_WORDS } from '../../lib/period-words';
import { minorToShortDecimal } from '@sarraf/contracts/money';
import { formatPhoneText } from '@sarraf/contracts/msisdn-display';
import { groupThousands } from '@sarraf/contracts/number-text';
import { plural } from '@sarraf/contracts/plural';
import type { BillingNotice } from '@sarraf/contracts/sms-purposes';
import type { PlanPeriod } from '../../lib/billing-period';
import { currencyName } from '../../lib/currency-names';
import { localDateOf } from '../../lib/local-time';

// The notices are listed in the contract, with the other SMS purposes (`billing.<notice>`), so the
// back office has a name for each.
export type { BillingNotice } from '@sarraf/contracts/sms-purposes';

/**
 * The Arabic SMS notices of the subscription lifecycle (on subscribe, renewal failure,
 * suspension, cancel), pure so their content is unit-tested.
 *
 * Which ones honour the subscriber's my-bill notification toggle (`essential: false`) and which are
 * always sent (`essential: true`): a subscriber may turn off alerts, but not the notices that form
 * or end the contract. The ones that start a paid subscription or change its price (subscribe,
 * reactivation, plan change: price, period, auto-renewal and how to cancel, the same facts as the
 * subscribe disclaimer), stop the service (suspension) or end it (cancellation) are the notices
 * consumer-protection rules for carrier billing require, so they are always sent. A failed
 * renewal changes nothing yet (access is kept during grace, retries follow): that reminder to top
 * up is an alert the subscriber may silence, as is the notice that a suspended subscription
 * renewed again.
 */

export const ESSENTIAL_NOTICES: Readonly<Record<BillingNotice, boolean>> = {
  welcome: true,
  trial: true,
  reactivated: true,
  reactivated_in_period: true,
  plan_changed: true,
  suspended: true,
  cancelled: true,
  renewal_failed: false,
  renewal_recovered: false,
};

export interface NoticeContext {
  planName: string;
  priceMinor: number;
  currency: string;
  period: PlanPeriod;
  freeTrialDays: number;
  shortCode: string;
  publicUrl: string;
  supportPhone: string;
  /** The service's zone (TIME_ZONE): the day a date names is a day there. */
  timeZone: string;
  /**
   * The instant the notice is about (grace end, next retry, suspension end, the end of the access a
   * cancellation keeps, the renewal after a reactivation that charged nothing).
   */
  until?: Date | null;
}

/**
 * The keyword that cancels by SMS to the short code (docs/design.md#operator-webhooks); `STOP` works as well.
 */
export const CANCEL_KEYWORD = 'الغاء';

/**
 * `5000 YER` → `50 ريال يمني`; `150000 YER` → `1,500 ريال يمني`; `12345 KWD` → `12.345 دينار كويتي`:
 * the currency's Arabic name from CLDR (lib/currency-names.ts), the code itself for one CLDR does
 * not know. Integers only, never a float; the minor units are ISO 4217's, from the module the
 * portal and the back office use too, and thousands are grouped as in every SMS and USSD number.
 */
export function formatPrice(priceMinor: number, currency: string): string {
  return `${groupThousands(minorToShortDecimal(priceMinor, currency))} ${currencyName(currency)}`;
}

/** `تجربة مجانية لمدة 7 أيام`: a trial's length, agreed with its count. */
export const daysText = (days: number) =>
  plural('ar', days, { one: 'يوم واحد', two: 'يومين', few: '{n} أيام', many: '{n} يوماً', other: '{n} يوم' });

/** The price line of the disclaimer: price, currency, period and automatic renewal. */
function priceLine(context: NoticeContext): string {
  return `${formatPrice(context.priceMinor, context.currency)} ${PERIOD_WORDS.ar[context.period]} ويتجدد تلقائياً`;
}

/**
 * The line an `activation` or `change` code adds: the amount its confirmation authorises, as price,
 * currency and period, and when it is taken: now, or (a reactivation within the period already
 * paid) nothing now and the first renewal on `renewsAt`.
 */
export function chargeCodeLine(charge: {
  planName: string;
  amountMinor: number;
  currency: string;
  period: PlanPeriod;
  renewsAt?: Date | null;
  /** The service's zone (TIME_ZONE): the renewal's day is a day there. */
  zone: string;
}): string {
  const price = `${formatPrice(charge.amountMinor, charge.currency)} ${PERIOD_WORDS.ar[charge.period]}`;
  return charge.renewsAt
    ? `${charge.planName}: لا يُخصم شيء الآن، ثم ${price} من ${day(charge.renewsAt, charge.zone)} ويتجدد تلقائياً.`
    : `${charge.planName}: يُخصم ${price} بدءاً من الآن ويتجدد تلقائياً.`;
}

const howToCancel = (context: NoticeContext) =>
  `للإلغاء أرسل ${CANCEL_KEYWORD} إلى ${context.shortCode} مجاناً أو من ${context.publicUrl}`;

const day = (at: Date | null | undefined, zone: string) => (at ? localDateOf(at, zone) : '');

/** Two concatenated UCS-2 parts of 67 characters: Arabic text is always UCS-2. */
export const TWO_SMS_PARTS = 134;

/**
 * The subscribe notice is also the one reply to a keyword subscription, which must fit two parts
 * (docs/keyword-channel.md#length), and a third part costs the operator on every sign-up. The
 * contract's terms (plan, price, period, renewal, the free cancel keyword) always stay; the support
 * number, then the web address, give way when the text would not fit.
 */
function firstThatFits(terms: string, context: NoticeContext): string {
  const cancelBySms = `للإلغاء أرسل ${CANCEL_KEYWORD} إلى ${context.shortCode} مجاناً`;
  const variants = [
    // The support number as every screen shows a phone number (`+967 1 000 000`).
    `${terms} ${howToCancel(context)}. للمساعدة: ${formatPhoneText(context.supportPhone)}`,
    `${terms} ${howToCancel(context)}.`,
    `${terms} ${cancelBySms}.`,
  ];
  return variants.find((text) => text.length <= TWO_SMS_PARTS) ?? variants[variants.length - 1]!;
}

export function billingNoticeText(notice: BillingNotice, context: NoticeContext): string {
  const plan = context.planName;
  switch (notice) {
    case 'welcome':
      return firstThatFits(`تم اشتراكك في ${plan} من صرّاف بسعر ${priceLine(context)}.`, context);
    case 'trial':
      return firstThatFits(
        `تجربة مجانية ${daysText(context.freeTrialDays)} في ${plan} من صرّاف، ثم ${priceLine(context)}.`,
        context,
      );
    case 'reactivated':
      return `تم تفعيل اشتراكك في ${plan} من صرّاف بسعر ${priceLine(context)}. ${howToCancel(context)}.`;
    case 'reactivated_in_period':
      // Also the reply to a keyword subscription that brought a cancellation back: two parts at most.
      return firstThatFits(
        `عاد اشتراكك في ${plan} من صرّاف دون خصم الآن، ويتجدد في ${day(context.until, context.timeZone)} بـ${formatPrice(context.priceMinor, context.currency)} ${PERIOD_WORDS.ar[context.period]}.`,
        context,
      );
    case 'plan_changed':
      return `تم نقل اشتراكك في صرّاف إلى ${plan} بسعر ${priceLine(context)}. ${howToCancel(context)}.`;
    case 'renewal_failed':
      return `تعذّر تجديد اشتراكك في ${plan} من صرّاف لعدم كفاية الرصيد. تبقى الخدمة متاحة حتى ${day(context.until, context.timeZone)} وسنعيد المحاولة؛ اشحن رصيدك لتستمر الخدمة. ${howToCancel(context)}.`;
    case 'renewal_recovered':
      return `تم تجديد اشتراكك في ${plan} من صرّاف وعادت الخدمة. ${howToCancel(context)}.`;
    case 'suspended':
      return `تم إيقاف اشتراكك في ${plan} من صرّاف مؤقتاً لتعذّر التجديد. سنحاول التجديد يومياً حتى ${day(context.until, context.timeZone)}، أو جدّد الآن من ${context.publicUrl}. للإلغاء أرسل ${CANCEL_KEYWORD} إلى ${context.shortCode} مجاناً.`;
    case 'cancelled':
      if (context.until) {
        // Also the reply to the cancel keyword: two parts at most, the web address only if it fits.
        const kept = `أُلغي اشتراكك في ${plan} من صرّاف ولن يُخصم شيء بعد الآن، وتبقى الخدمة لك حتى ${day(context.until, context.timeZone)}.`;
        const withAddress = `${kept} للعودة: ${context.publicUrl}`;
        return withAddress.length <= TWO_SMS_PARTS ? withAddress : kept;
      }
      return `تم إلغاء اشتراكك في ${plan} من صرّاف ولن تُخصم أي مبالغ بعد الآن. لإعادة الاشتراك: ${context.publicUrl}`;
  }
}
