import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { addressMatcher } from '../lib/ip-ranges';

/**
 * Every operator one deployment serves (docs/operators.md). The content desk is shared; numbers,
 * plans, gateways and money belong to an operator. `OPERATORS_FILE` names a JSON file
 * `{"operators": [{…}, …]}` whose per-operator fields are the variables below in lower case, with
 * the value that variable would take; unset, one operator `default` is made of the variables.
 */
export const ZOperatorsEnv = z.object({
  OPERATORS_FILE: z.string().min(1).optional(),
});

/** Variables each operator holds its own value of (in the file: the name in lower case). */
const PER_OPERATOR_VARIABLES = new Set([
  'MSISDN_PREFIXES',
  'SERVICE_SHORT_CODE',
  'SUPPORT_PHONE',
  'BILLING_MODE',
  'BILLING_FIRST_CHARGE',
  'SMS_DRIVER',
  'SMS_SENDER',
  'SMS_DAILY_BUDGET',
  'CHARGING_DRIVER',
  'CHARGING_TPS',
  'CHARGING_FAIL_PATTERN',
  'OPERATOR_CIDRS',
  'OPERATOR_WEBHOOK_SECRET',
  'HE_ENABLED',
  'HE_MSISDN_HEADER',
  'HE_TRUSTED_CIDRS',
  'HE_ENCODING',
  'HE_HOSTS',
  'NV_DRIVER',
  'PUBLIC_URL',
  'CHANNEL_DEFAULT_PLAN',
]);
/** Families of per-operator variables: a gateway's settings. */
const PER_OPERATOR_FAMILIES = ['SMS_HTTP_', 'SMPP_', 'CHARGING_HTTP_', 'ONEAPI_', 'CAMARA_'];

export const isPerOperatorVariable = (name: string) =>
  PER_OPERATOR_VARIABLES.has(name) || PER_OPERATOR_FAMILIES.some((family) => name.startsWith(family));

/**
 * Per-operator variables that keep a deployment-wide value beside the file: PUBLIC_URL is the
 * service's own address, and an operator's `public_url` only overrides it for that operator.
 */
const SHARED_DEFAULTS = new Set(['PUBLIC_URL']);

export const OPERATOR_ID = /^[a-z][a-z0-9-]{1,31}$/;
/** The operator of a deployment without OPERATORS_FILE, and of every row stored before it. */
export const DEFAULT_OPERATOR_ID = 'default';

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** The fields of an operator that are not variables: who it is and how its portal looks. */
const ZOperatorIdentity = z.object({
  id: z
    .string()
    .regex(OPERATOR_ID, 'must be lower-case letters, digits and dashes, 2–32, starting with a letter'),
  name: z.object({ ar: z.string().trim().min(1).max(60), en: z.string().trim().min(1).max(60) }),
  hosts: z.array(z.string().regex(HOST_NAME, 'must be host names such as sabafon.sarraf.example')).optional(),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour as #rrggbb')
    .optional(),
  msisdn_prefixes: z
    .array(z.string().regex(/^\d{1,4}$/, 'must be national prefixes of 1–4 digits such as "77"'))
    .min(1, 'must name at least one prefix'),
});

const ZOperatorsFile = z.object({ operators: z.array(z.record(z.string(), z.unknown())).min(1) });

/** What the configuration of one operator's environment gives (index.ts parses it as a whole). */
export type ConfigOf<C> = (
  env: Record<string, string>,
) => { success: true; data: C } | { success: false; issues: { variable: string; message: string }[] };

/** A refusal of the operators file: one line naming the file, the operator and the field. */
export class OperatorsFileError extends Error {
  override name = 'OperatorsFileError';
}

/** A variable's text as an operator's field gives it: lists joined with commas, as the variable reads. */
function asVariable(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.map((item) => asVariable(item) ?? '').join(',');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return undefined;
}

/** `${NAME}` replaced by the environment's NAME, so secrets stay out of the file. */
function substitute(
  value: unknown,
  source: Record<string, string>,
  refuse: (name: string) => never,
): unknown {
  if (typeof value === 'string') {
    return value.replace(
      /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g,
      (_all, name: string) => source[name] ?? refuse(name),
    );
  }
  if (Array.isArray(value)) return value.map((item) => substitute(item, source, refuse));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, substitute(item, source, refuse)]),
    );
  }
  return value;
}

/** Whether two lists of ranges share an address: the wider range holds the narrower's start. */
function rangesOverlap(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === 0 || b.length === 0) return false;
  const inA = addressMatcher(a);
  const inB = addressMatcher(b);
  const start = (range: string) => range.split('/')[0]!;
  return b.some((range) => inA(start(range))) || a.some((range) => inB(start(range)));
}

export interface OperatorIdentity {
  id: string;
  name: { ar: string; en: string };
  /** Portal host names, lower-cased, that show this operator's brand and plans. */
  hosts: string[];
  color: string | undefined;
}

/** What the cross-operator checks read of an operator's configuration. */
export interface OperatorChecked {
  msisdnPrefixes: string[];
  operatorWebhookSecret: string | undefined;
  oneApi: { callbackUser: string | undefined };
  he: { trustedCidrs: string[] };
}

/**
 * The operators of OPERATORS_FILE, each with the configuration its fields give over the shared
 * environment (`source`, blanks removed), checked field by field and against each other. Throws
 * an OperatorsFileError, one line, at the first refusal.
 */
export function readOperatorsFile<C extends OperatorChecked>(
  path: string,
  source: Record<string, string>,
  configOf: ConfigOf<C>,
  knownVariables: ReadonlySet<string>,
): { identity: OperatorIdentity; config: C }[] {
  const refuse = (where: string, message: string): never => {
    throw new OperatorsFileError(`OPERATORS_FILE ${path}: ${where}${where ? ' ' : ''}${message}`);
  };
  for (const [variable, value] of Object.entries(source)) {
    if (value !== '' && isPerOperatorVariable(variable) && !SHARED_DEFAULTS.has(variable)) {
      refuse(
        '',
        `is set, so ${variable} belongs in each operator's ${variable.toLowerCase()} and must be unset`,
      );
    }
  }
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return refuse('', 'cannot be read');
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return refuse('', `is not JSON (${(error as Error).message})`);
  }
  const file = ZOperatorsFile.safeParse(json);
  if (!file.success) return refuse('', 'must be {"operators": [{…}, …]} with at least one operator');

  const shared = Object.fromEntries(
    Object.entries(source).filter(
      ([variable]) => !isPerOperatorVariable(variable) || SHARED_DEFAULTS.has(variable),
    ),
  );
  const seen = new Map<string, { identity: OperatorIdentity; config: C }>();
  for (const [index, raw] of file.data.operators.entries()) {
    const label = typeof raw.id === 'string' && raw.id ? `operator ${raw.id}:` : `operator #${index + 1}:`;
    const fields = substitute(raw, source, (name) =>
      refuse(label, `names \${${name}}, which is unset`),
    ) as Record<string, unknown>;
    const identity = ZOperatorIdentity.safeParse(fields);
    if (!identity.success) {
      const issue = identity.error.issues[0]!;
      return refuse(label, `${issue.path.join('.') || 'operator'} ${issue.message}`);
    }
    const { id } = identity.data;
    if (seen.has(id)) return refuse(label, 'id is used by another operator');

    const env: Record<string, string> = { ...shared };
    for (const [field, value] of Object.entries(fields)) {
      if (['id', 'name', 'hosts', 'color'].includes(field)) continue;
      const variable = field.toUpperCase();
      if (
        field !== field.toLowerCase() ||
        !isPerOperatorVariable(variable) ||
        !knownVariables.has(variable)
      ) {
        return refuse(label, `${field} is not an operator field`);
      }
      const text = asVariable(value);
      if (text === undefined)
        return refuse(label, `${field} must be a string, a number, true/false or a list`);
      if (text !== '') env[variable] = text;
    }
    const parsed = configOf(env);
    if (!parsed.success) {
      const issue = parsed.issues[0]!;
      return refuse(label, `${issue.variable.toLowerCase()} ${issue.message}`);
    }
    const operator = {
      identity: {
        id,
        name: identity.data.name,
        hosts: (identity.data.hosts ?? []).map((host) => host.toLowerCase()),
        color: identity.data.color?.toLowerCase(),
      },
      config: parsed.data,
    };
    for (const other of seen.values()) {
      const them = `operator ${id}:`;
      const prefix = operator.config.msisdnPrefixes.find((p) => other.config.msisdnPrefixes.includes(p));
      if (prefix)
        return refuse(them, `msisdn_prefixes ${prefix} is served by operator ${other.identity.id} too`);
      const host = operator.identity.hosts.find((h) => other.identity.hosts.includes(h));
      if (host) return refuse(them, `hosts ${host} is listed by operator ${other.identity.id} too`);
      const secret = operator.config.operatorWebhookSecret;
      if (secret && secret === other.config.operatorWebhookSecret) {
        return refuse(them, `operator_webhook_secret is the same as operator ${other.identity.id}'s`);
      }
      const user = operator.config.oneApi.callbackUser;
      if (user && user === other.config.oneApi.callbackUser) {
        return refuse(them, `oneapi_callback_user is the same as operator ${other.identity.id}'s`);
      }
      if (rangesOverlap(operator.config.he.trustedCidrs, other.config.he.trustedCidrs)) {
        return refuse(them, `he_trusted_cidrs overlaps operator ${other.identity.id}'s`);
      }
    }
    seen.set(id, operator);
  }
  return [...seen.values()];
}
