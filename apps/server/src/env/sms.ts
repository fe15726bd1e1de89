import { z } from 'zod';
import { optionalUrl, positiveInt, required, type Checks } from './fields';
import type { OneApiGateway, TOneApiEnv } from './oneapi';
import type { TServerEnv } from './server';

/** The SMS gateway (SMS_DRIVER, docs/design.md#sms) and the limits on what is sent through it. */
export const ZSmsEnv = z.object({
  SMS_DRIVER: z.enum(['outbox', 'http', 'smpp', 'oneapi']).default('outbox'),
  SMS_HTTP_URL: optionalUrl,
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  SMPP_URL: z
    .string()
    .regex(/^s?smpp:\/\//, 'must be an smpp:// or ssmpp:// URL')
    .optional(),
  SMPP_SYSTEM_ID: z.string().min(1).optional(),
  SMPP_PASSWORD: z.string().min(1).optional(),
  SMS_SENDER: z.string().min(1).max(16).default('Sarraf'),
  // Global daily SMS budget: past it, codes are refused (a breaker against SMS pumping, docs/security.md).
  SMS_DAILY_BUDGET: positiveInt.max(100_000_000).default(10_000),
  // The part of SMS_DAILY_BUDGET (rounded down) that codes to unknown numbers can never take, so
  // abuse that exhausts their share leaves known subscribers their sign-in and consent codes.
  SMS_DAILY_BUDGET_KNOWN_PERCENT: z.coerce.number().int().min(0).max(100).default(30),
  // The sign-in path waits at most this long for the gateway before answering 503.
  SMS_SEND_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3_000),
  // Retries of a message the gateway did not take: first after this delay, then doubling.
  SMS_RETRY_DELAY_S: z.coerce.number().int().min(1).max(3600).default(30),
  SMS_MAX_ATTEMPTS: positiveInt.max(50).default(6),
  // Digits of the keyword channel's replies: latin (0-9) or arabic (Arabic-Indic ٠-٩).
  SMS_DIGITS: z.enum(['latin', 'arabic']).default('latin'),
});
export type TSmsEnv = z.infer<typeof ZSmsEnv>;

/** The gateway SMS_DRIVER names, with exactly the settings that driver needs, present. */
function smsGateway(
  env: TSmsEnv & Pick<TServerEnv, 'NODE_ENV'> & Pick<TOneApiEnv, 'ONEAPI_SENDER_ADDRESS'>,
  checks: Checks,
  oneApiGateway: () => OneApiGateway | undefined,
) {
  switch (env.SMS_DRIVER) {
    case 'outbox':
      if (env.NODE_ENV === 'production') {
        // The outbox shows codes to anyone who asks /api/dev/sms: never in production.
        checks.refuse('SMS_DRIVER', 'outbox cannot run when NODE_ENV=production');
      }
      return { driver: 'outbox' as const };
    case 'http': {
      const given = required(checks, 'when SMS_DRIVER=http', { SMS_HTTP_URL: env.SMS_HTTP_URL });
      if (!given) return z.NEVER;
      return { driver: 'http' as const, httpUrl: given.SMS_HTTP_URL, httpToken: env.SMS_HTTP_TOKEN };
    }
    case 'smpp': {
      const given = required(checks, 'when SMS_DRIVER=smpp', {
        SMPP_URL: env.SMPP_URL,
        SMPP_SYSTEM_ID: env.SMPP_SYSTEM_ID,
      });
      if (!given) return z.NEVER;
      return {
        driver: 'smpp' as const,
        smppUrl: given.SMPP_URL,
        smppSystemId: given.SMPP_SYSTEM_ID,
        smppPassword: env.SMPP_PASSWORD,
      };
    }
    case 'oneapi': {
      const gateway = oneApiGateway();
      const given = required(checks, 'when SMS_DRIVER=oneapi', {
        ONEAPI_SENDER_ADDRESS: env.ONEAPI_SENDER_ADDRESS,
      });
      if (!gateway || !given) return z.NEVER;
      return { driver: 'oneapi' as const, gateway, senderAddress: given.ONEAPI_SENDER_ADDRESS };
    }
  }
}

export function smsConfig(
  env: TSmsEnv & Pick<TServerEnv, 'NODE_ENV'> & Pick<TOneApiEnv, 'ONEAPI_SENDER_ADDRESS'>,
  checks: Checks,
  oneApiGateway: () => OneApiGateway | undefined,
) {
  return {
    /** Narrow on `sms.driver` to reach the chosen gateway's settings. */
    sms: {
      ...smsGateway(env, checks, oneApiGateway),
      sender: env.SMS_SENDER,
      dailyBudget: env.SMS_DAILY_BUDGET,
      /** SMS_DAILY_BUDGET_KNOWN_PERCENT: the budget's part kept for known numbers. */
      knownBudgetPercent: env.SMS_DAILY_BUDGET_KNOWN_PERCENT,
      sendTimeoutMs: env.SMS_SEND_TIMEOUT_MS,
      retryDelayS: env.SMS_RETRY_DELAY_S,
      maxAttempts: env.SMS_MAX_ATTEMPTS,
      /** SMS_DIGITS: how the keyword channel's replies write digits (docs/keyword-channel.md#digits). */
      digits: env.SMS_DIGITS,
    },
  };
}
