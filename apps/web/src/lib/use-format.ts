import { useMemo } from 'react';
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

/** The formatters of lib/format.ts bound to the subscriber's digit setting; re-renders on change. */
export function useFormat() {
  const digits = useDigits();
  return useMemo(
    () => ({
      digits,
      number: (value: number | string, options?: Intl.NumberFormatOptions) =>
        formatNumber(value, digits, options),
      rate: (value: number | string) => formatRate(value, digits),
      change: (value: number | string) => formatChange(value, digits),
      money: (amountMinor: number, currency: string) => formatMoney(amountMinor, currency, digits),
      dateTime: (value: string | number | Date) => formatDateTime(value, digits),
      date: (value: string | number | Date) => formatDate(value, digits),
      time: (value: string | number | Date) => formatTime(value, digits),
      digitsOf: (value: string) => localizeDigits(value, digits),
    }),
    [digits],
  );
}
