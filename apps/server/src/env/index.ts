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
import {
  DEFAULT_OPERATOR_ID,
  type OperatorIdentity,
  OperatorsFileError,
  readOperatorsFile,
  ZOperatorsEnv,
} from './operators';
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
export { DEFAULT_OPERATOR_ID } from './operators';
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
  ZOperatorsEnv,
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
  ...ZOperatorsEnv.shape,
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
    /** OPERATORS_FILE: the operators' file (docs/operators.md); unset = one `default` operator. */
    operatorsFile: env.OPERATORS_FILE,
  };
});
type BaseConfig = z.output<typeof ZConfig>;

/** What belongs to one operator: its numbers, its service details, its gateways and its money. */
function operatorSettings(config: BaseConfig) {
  return {
    msisdnPrefixes: config.msisdnPrefixes,
    serviceShortCode: config.serviceShortCode,
    supportPhone: config.supportPhone,
    publicUrl: config.publicUrl,
    billing: { mode: config.billing.mode, firstCharge: config.billing.firstCharge },
    sms: config.sms,
    charging: config.charging,
    oneApi: config.oneApi,
    he: config.he,
    operatorWebhookSecret: config.operatorWebhookSecret,
    operatorCidrs: config.operatorCidrs,
  };
}

/** One operator the deployment serves (docs/operators.md): who it is and its own settings. */
export type Operator = OperatorIdentity & ReturnType<typeof operatorSettings>;

export type Config = BaseConfig & {
  /** Every operator served, in the file's order; without OPERATORS_FILE, the one `default`. */
  operators: Operator[];
};

/** The name of the operator of a deployment without OPERATORS_FILE, in the back office's filters. */
const DEFAULT_OPERATOR_NAME = { ar: 'المشغّل', en: 'Operator' };

function operatorsOf(config: BaseConfig, source: Record<string, string>): Operator[] {
  if (!config.operatorsFile) {
    const identity = { id: DEFAULT_OPERATOR_ID, name: DEFAULT_OPERATOR_NAME, hosts: [], color: undefined };
    return [{ ...identity, ...operatorSettings(config) }];
  }
  const known = new Set(Object.keys(ZEnv.shape));
  const configOf = (env: Record<string, string>) => {
    const parsed = ZConfig.safeParse(env);
    return parsed.success
      ? { success: true as const, data: parsed.data }
      : {
          success: false as const,
          issues: parsed.error.issues.map((issue) => ({
            variable: String(issue.path[0] ?? 'environment'),
            message: issue.message,
          })),
        };
  };
  return readOperatorsFile(config.operatorsFile, source, configOf, known).map(
    ({ identity, config: own }) => ({
      ...identity,
      ...operatorSettings(own),
    }),
  );
}

// Empty strings mean "unset": a blank line in an env file must not fail a `min(1)` rule.
const withoutBlanks = (source: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));

function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`).join('; ');
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = withoutBlanks(source) as Record<string, string>;
  const parsed = ZConfig.safeParse(cleaned);
  if (!parsed.success) throw new ConfigError(`Invalid configuration: ${formatIssues(parsed.error)}`);
  try {
    return { ...parsed.data, operators: operatorsOf(parsed.data, cleaned) };
  } catch (error) {
    if (error instanceof OperatorsFileError) throw new ConfigError(`Invalid configuration: ${error.message}`);
    throw error;
  }
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
  if (config.isProduction && config.operators.some((operator) => operator.msisdnPrefixes.length === 0)) {
    warnings.push(
      "MSISDN_PREFIXES is empty: every mobile number of DEFAULT_COUNTRY may ask for codes, other operators' too, whom carrier billing cannot charge",
    );
  }
  if (config.operators.length > 1) {
    warnings.push(
      `OPERATORS_FILE serves ${config.operators.length} operators: sign-in, plans offered, SMS, charges, renewals, the operator webhooks, header enrichment, care accounts, revenue and settlement go through each number's operator, and each plan is one operator's; the portal's brand and plans follow the host's operator; keyword replies and number verification are not per operator yet (docs/operators.md#not-yet-per-operator)`,
    );
  }
  return warnings;
}
