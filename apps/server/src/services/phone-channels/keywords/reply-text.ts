import { numberText } from '@sarraf/contracts/number-text';
import { plural } from '@sarraf/contracts/plural';
import type { PlanPeriod } from '../../../lib/billing-period';
import { priceLineOf } from '../offer';
import { fitReply, withDigits, type ReplySegment, type SmsDigits } from './fit-reply';

/**
 * The Arabic replies of the keyword channel (docs/keyword-channel.md#replies), pure so every one is
 * unit-tested against the 134-character rule with the longest names of the seed. Each builder
 * fits its segments (fit-reply.ts) and then writes the digits as SMS_DIGITS says. Numbers are the
 * published values, commas between thousands and no fraction of zeros (`@sarraf/contracts/number-text`).
 */

export interface ReplySettings {
  shortCode: string;
  digits: SmsDigits;
  /** TIME_ZONE: a quote's time is written in the service's zone (docs/design.md#one-clock). */
  timeZone: string;
}

/** The plan a keyword subscription takes, as the confirmation and the offer name it. */
export interface OfferTerms {
  planName: string;
  priceMinor: number;
  currency: string;
  period: PlanPeriod;
}

export interface QuotedRate {
  /** Code (`USD`) in lists, Arabic name in a single-currency reply. */
  code: string;
  name: string;
  buy: string;
  sell: string;
}

export interface MarketQuote {
  marketName: string;
  /** The newest quote's time, shown in the service's zone. */
  at: Date;
}

/** A gold item's price: buy and sell, or one value when the item has a single price. */
export interface GoldPrice {
  name: string;
  buy: string | null;
  sell: string | null;
  value: string | null;
}

/** `26/11 14:05` in `zone` (the service's TIME_ZONE): the day and minute a quote was published. */
export function quoteTime(at: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')} ${part('hour')}:${part('minute')}`;
}

/** `خلال 10 دقائق`, `دقيقتين`, `15 دقيقة`: the opt-in window, agreed with its count. */
export const minutesText = (minutes: number) =>
  plural('ar', minutes, {
    one: 'دقيقة واحدة',
    two: 'دقيقتين',
    few: '{n} دقائق',
    many: '{n} دقيقةً',
    other: '{n} دقيقة',
  });

const fixed = (text: string): ReplySegment => ({ kind: 'fixed', text });
const name = (text: string): ReplySegment => ({ kind: 'name', text });

/** The same price line the USSD menu shows (offer.ts). */
const price = (offer: OfferTerms) => priceLineOf(offer);

const finish = (segments: readonly ReplySegment[], settings: ReplySettings) =>
  withDigits(fitReply(segments), settings.digits);

/** The short offer a non-subscriber's sample ends with. */
const offerTail = (offer: OfferTerms, settings: ReplySettings): ReplySegment[] => [
  fixed(`\nللمزيد أرسل اشتراك إلى ${settings.shortCode} (${price(offer)})`),
];

/** A currency's buy and sell at the main market, with the time. */
function currencySegments(rate: QuotedRate, quote: MarketQuote, zone: string): ReplySegment[] {
  return [
    name(rate.name),
    fixed(` (${rate.code}) `),
    name(quote.marketName),
    fixed(` ${quoteTime(quote.at, zone)}: شراء ${numberText(rate.buy)} بيع ${numberText(rate.sell)}`),
  ];
}

function ratesSegments(rates: readonly QuotedRate[], quote: MarketQuote, zone: string): ReplySegment[] {
  return [
    fixed('أسعار '),
    name(quote.marketName),
    fixed(` ${quoteTime(quote.at, zone)} شراء/بيع: `),
    {
      kind: 'list',
      items: rates.map((rate) => `${rate.code} ${numberText(rate.buy)}/${numberText(rate.sell)}`),
      separator: '، ',
    },
  ];
}

function goldSegments(prices: readonly GoldPrice[], quote: MarketQuote, zone: string): ReplySegment[] {
  return [
    fixed('الذهب في '),
    name(quote.marketName),
    fixed(` ${quoteTime(quote.at, zone)} شراء/بيع: `),
    {
      kind: 'list',
      // `ذهب عيار 21` → `عيار 21`: the reply already says gold.
      items: prices.map(
        (item) =>
          `${item.name.replace(/^ذهب\s+/, '')} ${item.buy && item.sell ? `${numberText(item.buy)}/${numberText(item.sell)}` : numberText(item.value ?? '')}`,
      ),
      separator: '، ',
    },
  ];
}

/** What a rate reply holds; `sampleOffer` turns it into a non-subscriber's daily sample. */
export type RateReply =
  | { kind: 'currency'; rate: QuotedRate; quote: MarketQuote }
  | { kind: 'rates'; rates: readonly QuotedRate[]; quote: MarketQuote }
  | { kind: 'gold'; prices: readonly GoldPrice[]; quote: MarketQuote };

export function rateReply(reply: RateReply, settings: ReplySettings, sampleOffer?: OfferTerms): string {
  const body =
    reply.kind === 'currency'
      ? currencySegments(reply.rate, reply.quote, settings.timeZone)
      : reply.kind === 'rates'
        ? ratesSegments(reply.rates, reply.quote, settings.timeZone)
        : goldSegments(reply.prices, reply.quote, settings.timeZone);
  return finish(sampleOffer ? [...body, ...offerTail(sampleOffer, settings)] : body, settings);
}

/** No price to give (a currency the main market does not quote, no gold prices yet). */
export function noPriceReply(settings: ReplySettings): string {
  return finish(
    [
      fixed(
        `لا يتوفر هذا السعر الآن. أرسل اسعار لأهم العملات أو مساعدة لمعرفة الكلمات، إلى ${settings.shortCode}`,
      ),
    ],
    settings,
  );
}

/** After the day's sample: the offer only. */
export function offerReply(offer: OfferTerms | null, settings: ReplySettings): string {
  if (!offer) return helpReply(null, settings);
  return finish(
    [
      fixed('الأسعار لمشتركي صرّاف. للاشتراك في '),
      name(offer.planName),
      fixed(` (${price(offer)}) أرسل اشتراك إلى ${settings.shortCode}. للمساعدة أرسل مساعدة`),
    ],
    settings,
  );
}

/** `مساعدة`/`HELP` and any word we do not know: what to send, the price, how to stop. Free. */
export function helpReply(offer: OfferTerms | null, settings: ReplySettings): string {
  return finish(
    [
      fixed(`صرّاف: أرسل اسم عملة (دولار) أو ذهب أو اسعار إلى ${settings.shortCode}.`),
      fixed(offer ? ` للاشتراك أرسل اشتراك (${price(offer)}).` : ''),
      fixed(' للإلغاء أرسل الغاء مجاناً'),
    ],
    settings,
  );
}

/** The first step of the double opt-in: plan, price, period, the 10 minutes, how to stop. */
export function optInReply(offer: OfferTerms, windowMinutes: number, settings: ReplySettings): string {
  return finish(
    [
      fixed('للاشتراك في '),
      name(offer.planName),
      fixed(
        ` من صرّاف بـ${price(offer)} يتجدد تلقائياً أرسل نعم خلال ${minutesText(windowMinutes)}. للإلغاء أرسل الغاء إلى ${settings.shortCode}`,
      ),
    ],
    settings,
  );
}

export function alreadySubscribedReply(planName: string, settings: ReplySettings): string {
  return finish(
    [
      fixed('أنت مشترك في '),
      name(planName),
      fixed(` من صرّاف. أرسل اسم عملة أو ذهب أو اسعار. للإلغاء أرسل الغاء إلى ${settings.shortCode}`),
    ],
    settings,
  );
}

/** A subscription that waits for a payment (or is suspended): the portal settles it. */
export function awaitingPaymentReply(publicUrl: string, settings: ReplySettings): string {
  return finish(
    [
      fixed(`اشتراكك في صرّاف بانتظار الدفع. جدّده من `),
      name(publicUrl),
      fixed(` أو أرسل الغاء إلى ${settings.shortCode}`),
    ],
    settings,
  );
}

export function optInExpiredReply(windowMinutes: number, settings: ReplySettings): string {
  return finish(
    [
      fixed(
        `انتهت مهلة تأكيد الاشتراك (${minutesText(windowMinutes)}) ولم يتم اشتراكك. للبدء من جديد أرسل اشتراك إلى ${settings.shortCode}`,
      ),
    ],
    settings,
  );
}

export function nothingToConfirmReply(settings: ReplySettings): string {
  return finish(
    [fixed(`لا يوجد طلب اشتراك بانتظار التأكيد. للاشتراك أرسل اشتراك إلى ${settings.shortCode}`)],
    settings,
  );
}

/** The charge of a confirmed keyword subscription did not go through. */
export function chargeFailedReply(settings: ReplySettings): string {
  return finish(
    [
      fixed(
        `تعذّر خصم قيمة الاشتراك من رصيدك فلم يبدأ اشتراكك. اشحن رصيدك ثم أرسل اشتراك إلى ${settings.shortCode}`,
      ),
    ],
    settings,
  );
}

/** Confirmed, and the operator takes the first payment itself (BILLING_FIRST_CHARGE=operator). */
export function confirmedAwaitingChargeReply(settings: ReplySettings): string {
  return finish(
    [
      fixed(
        `تم استلام موافقتك على الاشتراك في صرّاف ويبدأ عند الخصم. للإلغاء أرسل الغاء إلى ${settings.shortCode}`,
      ),
    ],
    settings,
  );
}

export function notSubscribedReply(settings: ReplySettings): string {
  return finish(
    [fixed(`لست مشتركاً في صرّاف ولن تُخصم منك أي مبالغ. للاشتراك أرسل اشتراك إلى ${settings.shortCode}`)],
    settings,
  );
}
