import { z } from 'zod';
import { alertsConfig, ZAlertsEnv } from './alerts';
import { billingConfig, ZBillingEnv } from './billing';
import { chargingConfig, ZChargingEnv } from './charging';
import { ConfigError } from './config-error';
import { databaseConfig, ZDatabaseEnv } from './database';
import { feedsConfig, ZFeedsEnv } from './feeds';
import type { Checks } from './fields';
import { writeAppSecretOnce, writeVapidKeysOnce } from './generated-secrets';
import { headerEnrichmentConfig, ZHeaderEnrichmentEnv } from './header-enrichment';
import { localeConfig, ZLocaleEnv } from './locale';
import { networkConfig, ZNetworkEnv } from './network';
import { oneApiConfig, oneApiGatewayFor, ZOneApiEnv } from './oneapi';
import { partnerConfig, ZPartnerEnv } from './partner';
import { pushConfig, ZPushEnv } from './push';
import { secretsConfig, ZSecretsEnv } from './secrets';
import { serverConfig, ZServerEnv } from './server';
import { signInConfig, ZSignInEnv } from './sign-in';
import { smsConfig, ZSmsEnv } from './sms';
import { uploadsConfig, ZUploadsEnv } from './uploads';

/**
 * The only reader of `process.env` (an eslint rule keeps it so). Every variable of
 * docs/design.md#configuration is declared once, in the file of its area, as a zod schema; the area
 * maps its variables to its part of the configuration, and refuses the combinations it cannot run
 * with. Validated once, at start; a bad value stops the start with one clear line. Loading reads
 * DATA_DIR's generated secrets but writes nothing: `ensureGeneratedSecrets` does that, first.
 */

export { ConfigError } from './config-error';
export type { OneApiGateway } from './oneapi';

/** Every area's variables, for the check that none is declared twice. */
export const envAreas = [
  ZServerEnv,
  ZDatabaseEnv,
  ZSecretsEnv,
  ZLocaleEnv,
  ZBillingEnv,
  ZOneApiEnv,
  ZSmsEnv,
  ZChargingEnv,
  ZFeedsEnv,
  ZSignInEnv,
  ZAlertsEnv,
  ZPushEnv,
  ZUploadsEnv,
  ZPartnerEnv,
  ZNetworkEnv,
  ZHeaderEnrichmentEnv,
] as const;

const ZEnv = z.object({
  ...ZServerEnv.shape,
  ...ZDatabaseEnv.shape,
  ...ZSecretsEnv.shape,
  ...ZLocaleEnv.shape,
  ...ZBillingEnv.shape,
  ...ZOneApiEnv.shape,
  ...ZSmsEnv.shape,
  ...ZChargingEnv.shape,
  ...ZFeedsEnv.shape,
  ...ZSignInEnv.shape,
  ...ZAlertsEnv.shape,
  ...ZPushEnv.shape,
  ...ZUploadsEnv.shape,
  ...ZPartnerEnv.shape,
  ...ZNetworkEnv.shape,
  ...ZHeaderEnrichmentEnv.shape,
});
export type Env = z.infer<typeof ZEnv>;

/** The variables, each valid on its own, composed into the configuration the code reads. */
const ZConfig = ZEnv.transform((env, ctx) => {
  const checks: Checks = {
    refuse: (variable, message) => ctx.addIssue({ code: 'custom', path: [variable], message }),
  };
  const server = serverConfig(env);
  // Both `oneapi` drivers share one gateway, whose settings are refused once if missing.
  const oneApiGateway = oneApiGatewayFor(env, checks);
  return {
    ...server,
    ...databaseConfig(env),
    ...secretsConfig(env, server.dataDir, checks),
    ...localeConfig(env),
    ...billingConfig(env, checks),
    ...oneApiConfig(env, checks),
    ...smsConfig(env, checks, oneApiGateway),
    ...chargingConfig(env, checks, oneApiGateway),
    ...feedsConfig(env),
    ...signInConfig(env),
    ...alertsConfig(env),
    ...pushConfig(env, server, checks),
    ...uploadsConfig(env, checks),
    ...partnerConfig(env),
    ...networkConfig(env, checks),
    ...headerEnrichmentConfig(env, checks),
  };
});
export type Config = z.output<typeof ZConfig>;

// Empty strings mean "unset": a blank line in an env file must not fail a `min(1)` rule.
const withoutBlanks = (source: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));

function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`).join('; ');
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZConfig.safeParse(withoutBlanks(source));
  if (!parsed.success) throw new ConfigError(`Invalid configuration: ${formatIssues(parsed.error)}`);
  return parsed.data;
}

/**
 * The start step before `loadConfig` (server and CLI): writes into DATA_DIR, once, the secrets the
 * environment leaves to the server, APP_SECRET outside production and the VAPID pair, so later
 * starts and every process sharing DATA_DIR reuse them. Writes nothing for an environment that
 * `loadConfig` will refuse.
 */
export function ensureGeneratedSecrets(source: NodeJS.ProcessEnv = process.env): void {
  const cleaned = withoutBlanks(source);
  if (!ZConfig.safeParse(cleaned).success) return;
  const env = ZEnv.parse(cleaned);
  const { dataDir } = serverConfig(env);
  if (!env.APP_SECRET && env.NODE_ENV !== 'production') writeAppSecretOnce(dataDir);
  if (!env.VAPID_PUBLIC_KEY && !env.VAPID_PRIVATE_KEY) writeVapidKeysOnce(dataDir);
}

/** Settings that start but deserve a look: `startRuntime` logs each as one `warn` line. */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.isProduction && config.msisdnPrefixes.length === 0) {
    warnings.push(
      "MSISDN_PREFIXES is empty: every mobile number of DEFAULT_COUNTRY may ask for codes, other operators' too, whom carrier billing cannot charge",
    );
  }
  return warnings;
}
