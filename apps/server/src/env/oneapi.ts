import { z } from 'zod';
import { optionalUrl, required, type Checks } from './fields';

/**
 * GSMA OneAPI gateway (docs/operator-integration.md#variables): charging and SMS over REST with
 * OAuth 2 client credentials; the callbacks it sends us carry HTTP Basic credentials.
 */
export const ZOneApiEnv = z.object({
  ONEAPI_BASE_URL: optionalUrl,
  ONEAPI_TOKEN_URL: optionalUrl,
  ONEAPI_CLIENT_ID: z.string().min(1).optional(),
  ONEAPI_CLIENT_SECRET: z.string().min(1).optional(),
  ONEAPI_SENDER_ADDRESS: z
    .string()
    .regex(/^\+?[0-9A-Za-z]{1,20}$/, 'must be the short code (digits, or a +number)')
    .optional(),
  ONEAPI_CALLBACK_USER: z.string().min(1).max(200).optional(),
  ONEAPI_CALLBACK_PASSWORD: z.string().min(16, 'must be at least 16 characters').optional(),
});
export type TOneApiEnv = z.infer<typeof ZOneApiEnv>;

/** What a driver needs of the gateway: where it is and how to get a token. */
export interface OneApiGateway {
  /** ONEAPI_BASE_URL without its trailing slashes. */
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
}

const baseUrlOf = (url: string | undefined) => url?.replace(/\/+$/, '');

/** The gateway settings as configured, each present or not (callbacks are accepted with any driver). */
export function oneApiConfig(env: TOneApiEnv, checks: Checks) {
  // One without the other would leave the callbacks refused while looking configured.
  if (env.ONEAPI_CALLBACK_PASSWORD) {
    required(checks, 'when ONEAPI_CALLBACK_PASSWORD is set', {
      ONEAPI_CALLBACK_USER: env.ONEAPI_CALLBACK_USER,
    });
  }
  if (env.ONEAPI_CALLBACK_USER) {
    required(checks, 'when ONEAPI_CALLBACK_USER is set', {
      ONEAPI_CALLBACK_PASSWORD: env.ONEAPI_CALLBACK_PASSWORD,
    });
  }
  return {
    /** The GSMA OneAPI gateway (docs/operator-integration.md#variables), when a driver uses it. */
    oneApi: {
      baseUrl: baseUrlOf(env.ONEAPI_BASE_URL),
      tokenUrl: env.ONEAPI_TOKEN_URL,
      clientId: env.ONEAPI_CLIENT_ID,
      clientSecret: env.ONEAPI_CLIENT_SECRET,
      senderAddress: env.ONEAPI_SENDER_ADDRESS,
      /** HTTP Basic credentials the gateway's callbacks carry; unset = callbacks refused. */
      callbackUser: env.ONEAPI_CALLBACK_USER,
      callbackPassword: env.ONEAPI_CALLBACK_PASSWORD,
    },
  };
}

/**
 * The gateway for a `oneapi` driver, its settings checked once however many drivers ask: undefined
 * (and refused) when one is missing.
 */
export function oneApiGatewayFor(env: TOneApiEnv, checks: Checks): () => OneApiGateway | undefined {
  let checked = false;
  let gateway: OneApiGateway | undefined;
  return () => {
    if (checked) return gateway;
    checked = true;
    const given = required(checks, 'when CHARGING_DRIVER or SMS_DRIVER is oneapi', {
      ONEAPI_BASE_URL: baseUrlOf(env.ONEAPI_BASE_URL),
      ONEAPI_TOKEN_URL: env.ONEAPI_TOKEN_URL,
      ONEAPI_CLIENT_ID: env.ONEAPI_CLIENT_ID,
      ONEAPI_CLIENT_SECRET: env.ONEAPI_CLIENT_SECRET,
    });
    gateway = given && {
      baseUrl: given.ONEAPI_BASE_URL,
      tokenUrl: given.ONEAPI_TOKEN_URL,
      clientId: given.ONEAPI_CLIENT_ID,
      clientSecret: given.ONEAPI_CLIENT_SECRET,
    };
    return gateway;
  };
}
