import type { TRevenueResponse } from '@sarraf/contracts';

type Revenue = TRevenueResponse['data'];
export type RevenueDay = Revenue['days'][number];
export type RevenuePlan = Revenue['plans'][number];
export type SettlementMonth = Revenue['settlement_months'][number];
export type Channel = keyof RevenueDay['cancellations'];
export interface MoneyTotal {
  currency: string;
  amount_minor: number;
}

/** In the order the charts stack them and the tables list them: the subscriber's own first. */
export const CHANNELS: readonly Channel[] = ['web', 'sms', 'operator', 'admin', 'unpaid'];
/** The service's currency, shown first when there is no money yet to say otherwise. */
export const HOME_CURRENCY = 'YER';

function addMoney(into: Map<string, number>, amounts: readonly MoneyTotal[]) {
  for (const amount of amounts)
    into.set(amount.currency, (into.get(amount.currency) ?? 0) + amount.amount_minor);
}

function sortedMoney(totals: Map<string, number>, main: string): MoneyTotal[] {
  return [...totals]
    .map(([currency, amount_minor]) => ({ currency, amount_minor }))
    .sort((a, b) => (a.currency === main ? -1 : b.currency === main ? 1 : a.currency < b.currency ? -1 : 1));
}

/** The currency the money chart draws: the one that brought most over the view, else YER. */
export function mainCurrency(days: readonly RevenueDay[]): string {
  const totals = new Map<string, number>();
  for (const day of days) addMoney(totals, day.gross);
  let main = HOME_CURRENCY;
  let most = totals.get(HOME_CURRENCY) ?? 0;
  for (const [currency, amount] of totals) {
    if (amount > most) [main, most] = [currency, amount];
  }
  return main;
}

/** Every currency of the view's money, the main one first. */
export function currenciesOf(days: readonly RevenueDay[], main: string): string[] {
  const seen = new Set<string>([main]);
  for (const day of days) for (const amount of [...day.gross, ...day.refunded]) seen.add(amount.currency);
  return [main, ...[...seen].filter((currency) => currency !== main).sort()];
}

/** A day's amount in one currency, 0 when it has none. */
export function amountIn(amounts: readonly MoneyTotal[], currency: string): number {
  return amounts.find((amount) => amount.currency === currency)?.amount_minor ?? 0;
}

export interface RevenueTotals {
  gross: MoneyTotal[];
  refunded: MoneyTotal[];
  chargesSucceeded: number;
  chargesFailed: number;
  /** Over every attempt of the view (not an average of the days' rates); null without attempts. */
  successRate: number | null;
  newSubscriptions: number;
  cancellations: Record<Channel, number>;
  cancellationsTotal: number;
  /** The base at the end of the view's last day; null for a view without summarized days. */
  activeEnd: { day: string; count: number } | null;
}

/** The headline figures of a view: totals over its days, the latest active base. */
export function revenueTotals(days: readonly RevenueDay[]): RevenueTotals {
  const main = mainCurrency(days);
  const gross = new Map<string, number>();
  const refunded = new Map<string, number>();
  const cancellations: Record<Channel, number> = { web: 0, sms: 0, operator: 0, admin: 0, unpaid: 0 };
  let chargesSucceeded = 0;
  let chargesFailed = 0;
  let newSubscriptions = 0;
  for (const day of days) {
    addMoney(gross, day.gross);
    addMoney(refunded, day.refunded);
    chargesSucceeded += day.charges_succeeded;
    chargesFailed += day.charges_failed;
    newSubscriptions += day.new_subscriptions;
    for (const channel of CHANNELS) cancellations[channel] += day.cancellations[channel];
  }
  const attempts = chargesSucceeded + chargesFailed;
  const last = days.at(-1);
  return {
    gross: sortedMoney(gross, main),
    refunded: sortedMoney(refunded, main),
    chargesSucceeded,
    chargesFailed,
    successRate: attempts === 0 ? null : chargesSucceeded / attempts,
    newSubscriptions,
    cancellations,
    cancellationsTotal: CHANNELS.reduce((total, channel) => total + cancellations[channel], 0),
    activeEnd: last ? { day: last.day, count: last.active_end } : null,
  };
}

/**
 * Every day of the view, in order, with the summary's figures or zeros: a day the job has not
 * summarized (before the first charge, or not yet reached) draws as an empty bar, not a gap that
 * shifts the days after it.
 */
export function everyDay(revenue: Pick<Revenue, 'from' | 'to' | 'days'>): RevenueDay[] {
  const byDay = new Map(revenue.days.map((day) => [day.day, day]));
  const out: RevenueDay[] = [];
  let previousActive = 0;
  for (let at = Date.parse(revenue.from); at <= Date.parse(revenue.to); at += 86_400_000) {
    const day = new Date(at).toISOString().slice(0, 10);
    const found = byDay.get(day);
    if (found) previousActive = found.active_end;
    out.push(
      found ?? {
        day,
        gross: [],
        refunded: [],
        charges_succeeded: 0,
        charges_failed: 0,
        success_rate: null,
        new_subscriptions: 0,
        cancellations: { web: 0, sms: 0, operator: 0, admin: 0, unpaid: 0 },
        // The base does not move on a day without a summary row: it carries the last one known.
        active_end: previousActive,
      },
    );
  }
  return out;
}

/** True when the view has something to draw: a charge attempt, or a subscription coming or going. */
export function hasActivity(days: readonly RevenueDay[]): boolean {
  return days.some(
    (day) =>
      day.charges_succeeded + day.charges_failed + day.new_subscriptions > 0 ||
      CHANNELS.some((channel) => day.cancellations[channel] > 0) ||
      day.active_end > 0,
  );
}
