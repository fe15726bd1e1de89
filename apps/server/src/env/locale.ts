import { z } from 'zod';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@sarraf/contracts/time-zone';
import { listOf } from './fields';

/** Where the service runs: its country and numbers, its clock, its short code and support line. */
export const ZLocaleEnv = z.object({
  DEFAULT_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter ISO country code such as YE')
    .default('YE'),
  // The service's clock (docs/design.md#one-clock): every time shown and every "per day" counted.
  TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as Asia/Aden')
    // The runtime's own spelling (`asia/aden` → `Asia/Aden`), as the portal and PostgreSQL read it.
    .transform((zone) => new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone)
    .default(DEFAULT_TIME_ZONE),
  SERVICE_SHORT_CODE: z.string().min(1).max(20).default('4545'),
  SUPPORT_PHONE: z.string().min(3).max(30).default('967-1-000000'),
  // Comma-separated national prefixes the operator serves (e.g. `77,78`); unset = every mobile
  // number of DEFAULT_COUNTRY. Carrier billing can only charge the operator's own numbers.
  MSISDN_PREFIXES: z
    .string()
    .regex(/^\s*\d{1,4}(\s*,\s*\d{1,4})*\s*$/, 'must be comma-separated digits such as 77,78')
    .optional(),
});
export type TLocaleEnv = z.infer<typeof ZLocaleEnv>;

export function localeConfig(env: TLocaleEnv) {
  return {
    defaultCountry: env.DEFAULT_COUNTRY,
    /**
     * TIME_ZONE: the service's IANA zone (default Asia/Aden). Every time a person is shown and every
     * "per day" (revenue, channels, settlement, today's charges, alert caps and digests) is in it.
     */
    timeZone: env.TIME_ZONE,
    serviceShortCode: env.SERVICE_SHORT_CODE,
    supportPhone: env.SUPPORT_PHONE,
    /** National prefixes served (MSISDN_PREFIXES); empty = every mobile number of the country. */
    msisdnPrefixes: listOf(env.MSISDN_PREFIXES),
  };
}
