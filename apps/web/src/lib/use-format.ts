import { useMemo } from 'react';
import { formatMsisdn, formatPhoneText, formatTypedMsisdn } from '@sarraf/contracts/msisdn-display';
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
import { useServiceZone } from './service-zone';

/**
 * The formatters of lib/format.ts bound to the subscriber's digit setting, the portal's language
 * and the service's zone; re-renders when any of them changes.
 */
export function useFormat() {
  const digits = useDigits();
  const language = useLanguage();
  const zone = useServiceZone();
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
      zone,
      dateTime: (value: string | number | Date) => formatDateTime(value, digits, language, { zone }),
      date: (value: string | number | Date) => formatDate(value, digits, language, { zone }),
      time: (value: string | number | Date) => formatTime(value, digits, language, { zone }),
      digitsOf: (value: string) => localizeDigits(value, digits),
      /** A stored number (`967771234567`) as every screen and SMS shows it: `+967 771 234 567`. */
      msisdn: (value: string) => localizeDigits(formatMsisdn(value), digits),
      /** A number as the subscriber typed it (`771234567`, `0771…`, `+967…`), in that same format. */
      typedMsisdn: (value: string) => localizeDigits(formatTypedMsisdn(value), digits),
      /** A number people wrote (a support line `967-1-000000`), in that format when it reads as one. */
      phone: (value: string) => localizeDigits(formatPhoneText(value), digits),
    }),
    [digits, language, zone],
  );
}
