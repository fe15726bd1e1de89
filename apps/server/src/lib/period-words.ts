import type { PlanPeriod } from './billing-period';
import type { Lang } from './messages';

/**
 * How often a plan charges, as a price line says it after the amount: «50 ريال شهرياً»,
 * "50 rials a month". The one home of these words for SMS, USSD, reminders and the terms page.
 */
export const PERIOD_WORDS: Record<Lang, Record<PlanPeriod, string>> = {
  ar: { daily: 'يومياً', weekly: 'أسبوعياً', monthly: 'شهرياً' },
  en: { daily: 'a day', weekly: 'a week', monthly: 'a month' },
};
