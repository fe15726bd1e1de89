import { useMemo } from 'react';
import { useLanguage } from '../i18n/language';
import { useDigits } from './digits';
import {
  formatChange,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatRate,
  formatTime,
  localizeDigits,
} from './format';

/**
 * The formatters of lib/format.ts bound to the subscriber's digit setting and the portal's
 * language; re-renders when either changes.
 */
export function useFormat() {
  const digits = useDigits();
  const language = useLanguage();
  return useMemo(
    () => ({
      digits,
      language,
      number: (value: number | string, options?: Intl.NumberFormatOptions) =>
        formatNumber(value, digits, options, language),
      rate: (value: number | string) => formatRate(value, digits, language),
      change: (value: number | string) => formatChange(value, digits, language),
      money: (amountMinor: number, currency: string) =>
        formatMoney(amountMinor, currency, digits, undefined, language),
      dateTime: (value: string | number | Date) => formatDateTime(value, digits, language),
      date: (value: string | number | Date) => formatDate(value, digits, language),
      time: (value: string | number | Date) => formatTime(value, digits, language),
      digitsOf: (value: string) => localizeDigits(value, digits),
    }),
    [digits, language],
  );
}
