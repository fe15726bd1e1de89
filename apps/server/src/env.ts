import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@sarraf/contracts/time-zone';
import { isLoopbackHost, parseAddressList, parseTrustProxy, type TrustProxy } from './lib/ip-ranges';

/**
 * The only module that reads `process.env` (an eslint rule keeps it so). Every variable of
 * docs/design.md#configuration is validated here, once, at start; a bad value stops the start with one clear
 * line.
 */

const port = z.coerce.number().int().min(0).max(65_535);
const positiveInt = z.coerce.number().int().min(1);
const optionalUrl = z.url().optional();
// A DNS host name (or an IPv4 address), as a Host header names it without the port.
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
    PORT: port.default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    // Prefix of every Redis key and channel: deployments (or test runs) sharing one Redis stay apart.
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_-]{1,40}$/, 'must be 1–40 letters, digits, colons, dashes or underscores')
      .default('sarraf:'),
    APP_ROLE: z.enum(['api', 'worker', 'all']).default('all'),
    // Graceful stop (SIGTERM/SIGINT): in-flight requests and jobs get this long, then the process
    // exits anyway (below Docker's and Kubernetes' default kill grace of 10 s/30 s when lowered).
    SHUTDOWN_TIMEOUT_S: z.coerce.number().int().min(1).max(600).default(25),
    // A settlement import whose worker has not said it is alive for this long is taken over by
    // another worker and started over (docs/revenue.md#settlement).
    SETTLEMENT_STALE_S: z.coerce.number().int().min(2).max(3600).default(120),
    // Slow-client protection: a whole request (headers and body) must arrive within this; the
    // headers alone within a third of it (at most 10 s), so a slowloris cannot hold sockets open.
    HTTP_REQUEST_TIMEOUT_S: z.coerce.number().int().min(1).max(300).default(30),
    APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
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
    PUBLIC_URL: optionalUrl,
    SERVICE_SHORT_CODE: z.string().min(1).max(20).default('4545'),
    SUPPORT_PHONE: z.string().min(3).max(30).default('967-1-000000'),
    OPERATOR_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
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
    CHARGING_DRIVER: z.enum(['simulated', 'http', 'oneapi']).default('simulated'),
    CHARGING_FAIL_PATTERN: z
      .string()
      .refine((value) => {
        try {
          new RegExp(value);
          return true;
        } catch {
          return false;
        }
      }, 'must be a valid regular expression')
      .optional(),
    CHARGING_HTTP_URL: optionalUrl,
    CHARGING_HTTP_TOKEN: z.string().min(1).optional(),
    // No default here: whether it was set decides whether the simulated driver is limited (so
    // a benchmark measures the bare engine, and shows the limit honoured when one is set).
    CHARGING_TPS: positiveInt.max(10_000).optional(),
    // A charge the gateway has not answered within this is left `pending` for reconciliation.
    CHARGING_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    // The international reference feed (docs/design.md#reference-rates), fetched every hour.
    REFERENCE_FEED_URL: optionalUrl,
    // Editors type feed URLs: only public internet addresses are fetched unless this is 1 (a feed
    // on the operator's own network, or tests against a local server). docs/security.md#feeds-fetch-only-the-public-internet
    FEEDS_ALLOW_PRIVATE: z
      .enum(['true', 'false', '1', '0'], 'must be true, false, 1 or 0')
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    // The demo feed (docs/design.md#the-demo-feed): drifts every market's rates every five
    // minutes so a newcomer sees rates, alerts and charts move. Default: on with the embedded
    // database outside production, else off.
    DEMO_FEED: z
      .enum(['true', 'false', '1', '0'], 'must be true, false, 1 or 0')
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
    // GSMA OneAPI gateway (docs/operator-integration.md#variables): charging and SMS over REST with
    // OAuth 2 client credentials; the callbacks it sends us carry HTTP Basic credentials.
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
    // Where the operator's callbacks may come from (after TRUST_PROXY); unset = any address.
    OPERATOR_CIDRS: z
      .string()
      .superRefine((value, ctx) => {
        const parsed = parseAddressList(value, { names: false });
        if (!parsed.ok) ctx.addIssue({ code: 'custom', message: `${parsed.error}: use addresses or CIDRs` });
      })
      .optional(),
    // docs/security.md#prices-and-consent: a price edit reaches an existing subscription no sooner
    // than this many days after its notice SMS (consumer rules ask for 30).
    PRICE_NOTICE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    // The renewal reminder of weekly and monthly plans goes out this many days before the renewal;
    // below a week, so a weekly subscriber is reminded within the period being renewed.
    RENEWAL_REMINDER_DAYS: z.coerce.number().int().min(1).max(6).default(2),
    // docs/design.md#who-charges-renewals: `provider` (we charge renewals through CHARGING_DRIVER) or
    // `operator` (the operator charges them itself and reports each on its notifications webhook).
    BILLING_MODE: z.enum(['provider', 'operator']).default('provider'),
    // Who takes the first payment at sign-up; `operator` only makes sense when it also renews.
    BILLING_FIRST_CHARGE: z.enum(['provider', 'operator']).default('provider'),
    OTP_LENGTH: z.coerce.number().int().min(4).max(8).default(6),
    // docs/design.md#one-time-codes: a code never lives longer than 10 minutes.
    OTP_TTL_S: z.coerce.number().int().min(30).max(600).default(300),
    OTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(5),
    OTP_RESEND_S: z.coerce.number().int().min(0).max(3600).default(60),
    // Growing waits: each resend in the hour doubles the wait, up to this cap.
    OTP_RESEND_MAX_S: z.coerce.number().int().min(0).max(3600).default(900),
    // Send limits (docs/security.md, all configurable): per number, per client IP (generous: carrier-grade
    // NAT puts many subscribers behind one address), per number block (msisdn minus its last 4;
    // counts only numbers that have not confirmed a code recently, see docs/security.md).
    OTP_SENDS_PER_HOUR: positiveInt.max(100_000).default(5),
    OTP_IP_SENDS_PER_HOUR: positiveInt.max(10_000_000).default(200),
    OTP_BLOCK_SENDS_PER_HOUR: positiveInt.max(10_000_000).default(20),
    // A number that confirmed a code within this many days is "known": its neighbours' abuse of the
    // block limit or of the unknown numbers' budget share never holds its codes back.
    OTP_KNOWN_NUMBER_DAYS: positiveInt.max(365).default(90),
    // How long a confirmed code counts as fresh consent for a charging action (docs/design.md#consent).
    OTP_CONSENT_S: z.coerce.number().int().min(30).max(3600).default(300),
    // Comma-separated national prefixes the operator serves (e.g. `77,78`); unset = every mobile
    // number of DEFAULT_COUNTRY. Carrier billing can only charge the operator's own numbers.
    MSISDN_PREFIXES: z
      .string()
      .regex(/^\s*\d{1,4}(\s*,\s*\d{1,4})*\s*$/, 'must be comma-separated digits such as 77,78')
      .optional(),
    TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    // Back-office sign-in attempts per client IP per 15 minutes, whatever the email (429 past it).
    ADMIN_SIGNIN_IP_PER_15MIN: positiveInt.max(100_000).default(30),
    // Requests a minute each partner API key may make, reads and pushes together (429 past it).
    PARTNER_REQUESTS_PER_MIN: positiveInt.max(100_000).default(60),
    // scrypt hashes running at once in one process (128 MiB each); more wait briefly or get a 503.
    ADMIN_HASH_CONCURRENCY: positiveInt.max(16).default(2),
    // An access token's absolute lifetime from its issue, however often it is used (the sliding
    // expiry never carries it past this).
    TOKEN_MAX_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
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
    // Alert and digest SMS a second across all workers; a publish crossing 100,000
    // thresholds is spread at this pace instead of flooding the operator's SMS gateway.
    ALERT_SMS_TPS: positiveInt.max(10_000).default(20),
    // docs/design.md#rate-alerts: one alert sends at most this many messages a day (the service
    // zone's day, SMS and push of one firing counting once); firings past it are listed, not sent.
    ALERT_MAX_PER_DAY: positiveInt.max(100).default(5),
    // Web push (docs/design.md#web-push): the server's VAPID key pair, base64url as web-push
    // writes them. Both or neither: unset, a pair is generated once into DATA_DIR and reused.
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
      .optional(),
    // Who push services contact about our pushes; default PUBLIC_URL when https, else a mailto:.
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
      .optional(),
    // Tests and local development only: accept `http://` push endpoints on loopback addresses
    // (a local receiver instead of a real push service). Refused in production.
    PUSH_ALLOW_LOOPBACK_HTTP: z
      .enum(['true', 'false', '1', '0'], 'must be true, false, 1 or 0')
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    // News images in an S3-compatible store instead of DATA_DIR/uploads (several API hosts).
    S3_ENDPOINT: optionalUrl,
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be an S3 bucket name (3–63 lowercase letters, digits, dots, dashes)',
      )
      .optional(),
    S3_REGION: z.string().min(1).max(40).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Safe defaults on the network (docs/security.md): who may set the client address, who may
    // read /metrics in production, and /api/dev/* forced on (never in production).
    TRUST_PROXY: z
      .string()
      .default('loopback')
      .superRefine((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if ('error' in parsed) {
          ctx.addIssue({
            code: 'custom',
            message: `${parsed.error}: use loopback, linklocal, uniquelocal, addresses, CIDRs or a hop count`,
          });
        }
      }),
    METRICS_CIDRS: z
      .string()
      .default('127.0.0.1/8,::1/128')
      .superRefine((value, ctx) => {
        const parsed = parseAddressList(value, { names: false });
        if (!parsed.ok) ctx.addIssue({ code: 'custom', message: `${parsed.error}: use addresses or CIDRs` });
      }),
    DEV_ROUTES: z.enum(['0', '1']).optional(),
    // Header enrichment (docs/header-enrichment.md): the operator's gateway adds the subscriber's
    // number to plain-HTTP requests; believed only from HE_TRUSTED_CIDRS, after TRUST_PROXY.
    HE_ENABLED: z
      .enum(['true', 'false', '1', '0'], 'must be true, false, 1 or 0')
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    HE_MSISDN_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/, 'must be an HTTP header name such as x-msisdn')
      .default('x-msisdn')
      .transform((value) => value.toLowerCase()),
    HE_TRUSTED_CIDRS: z
      .string()
      .superRefine((value, ctx) => {
        const parsed = parseAddressList(value, { names: false });
        if (!parsed.ok) ctx.addIssue({ code: 'custom', message: `${parsed.error}: use addresses or CIDRs` });
      })
      .optional(),
    HE_ENCODING: z.enum(['plain', 'base64']).default('plain'),
    // The host names the gateway's plain-HTTP traffic arrives on (the HE server block of
    // deploy/nginx.conf); unset = any. A request to another host is not identified.
    HE_HOSTS: z
      .string()
      .superRefine((value, ctx) => {
        const names = value.split(',').map((entry) => entry.trim());
        const bad = names.find((name) => !HOST_NAME.test(name));
        if (bad !== undefined) {
          ctx.addIssue({
            code: 'custom',
            message: `"${bad}" is not a host name: use names such as he.example.com, comma-separated`,
          });
        }
      })
      .optional(),
    // Identify answers per number a minute, and per client address outside HE_TRUSTED_CIDRS (429
    // past it); never per gateway address, which carries a whole operator's subscribers.
    HE_IDENTIFY_PER_MIN: positiveInt.max(100_000).default(30),
  })
  .superRefine((env, ctx) => {
    const need = (when: boolean, key: keyof typeof env, why: string) => {
      if (when && !env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `is required ${why}` });
    };
    const production = env.NODE_ENV === 'production';
    need(production, 'APP_SECRET', 'when NODE_ENV=production');
    need(env.SMS_DRIVER === 'http', 'SMS_HTTP_URL', 'when SMS_DRIVER=http');
    need(Boolean(env.VAPID_PRIVATE_KEY), 'VAPID_PUBLIC_KEY', 'with VAPID_PRIVATE_KEY');
    need(Boolean(env.VAPID_PUBLIC_KEY), 'VAPID_PRIVATE_KEY', 'with VAPID_PUBLIC_KEY');
    if (production && env.PUSH_ALLOW_LOOPBACK_HTTP) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUSH_ALLOW_LOOPBACK_HTTP'],
        message: 'is for tests and development, never production',
      });
    }
    need(env.SMS_DRIVER === 'smpp', 'SMPP_URL', 'when SMS_DRIVER=smpp');
    need(env.SMS_DRIVER === 'smpp', 'SMPP_SYSTEM_ID', 'when SMS_DRIVER=smpp');
    need(env.CHARGING_DRIVER === 'http', 'CHARGING_HTTP_URL', 'when CHARGING_DRIVER=http');
    // Renewals only ever arrive on the operator's webhook, which refuses everything without a secret.
    need(
      env.BILLING_MODE === 'operator',
      'OPERATOR_WEBHOOK_SECRET',
      "when BILLING_MODE=operator (renewals arrive on the operator's webhook)",
    );
    if (env.BILLING_FIRST_CHARGE === 'operator' && env.BILLING_MODE !== 'operator') {
      // A provider-mode server ignores the operator's renewal reports: such a sign-up would never start.
      ctx.addIssue({
        code: 'custom',
        path: ['BILLING_FIRST_CHARGE'],
        message: 'operator needs BILLING_MODE=operator',
      });
    }
    // Without it any client could claim any number by sending the header itself.
    need(env.HE_ENABLED, 'HE_TRUSTED_CIDRS', "when HE_ENABLED is on (the operator's gateway addresses)");
    const oneApi = env.CHARGING_DRIVER === 'oneapi' || env.SMS_DRIVER === 'oneapi';
    const oneApiWhy = 'when CHARGING_DRIVER or SMS_DRIVER is oneapi';
    for (const key of [
      'ONEAPI_BASE_URL',
      'ONEAPI_TOKEN_URL',
      'ONEAPI_CLIENT_ID',
      'ONEAPI_CLIENT_SECRET',
    ] as const) {
      need(oneApi, key, oneApiWhy);
    }
    need(env.SMS_DRIVER === 'oneapi', 'ONEAPI_SENDER_ADDRESS', 'when SMS_DRIVER=oneapi');
    need(
      Boolean(env.ONEAPI_CALLBACK_PASSWORD),
      'ONEAPI_CALLBACK_USER',
      'when ONEAPI_CALLBACK_PASSWORD is set',
    );
    need(Boolean(env.ONEAPI_CALLBACK_USER), 'ONEAPI_CALLBACK_PASSWORD', 'when ONEAPI_CALLBACK_USER is set');
    for (const key of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      need(Boolean(env.S3_BUCKET), key, 'when S3_BUCKET is set');
    }
    if (production && env.SMS_DRIVER === 'outbox') {
      // The outbox shows codes to anyone who asks /api/dev/sms: never in production.
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_DRIVER'],
        message: 'outbox cannot run when NODE_ENV=production',
      });
    }
    if (production && env.CHARGING_DRIVER === 'simulated') {
      // The simulated driver marks every charge succeeded without calling anyone (it is the default).
      ctx.addIssue({
        code: 'custom',
        path: ['CHARGING_DRIVER'],
        message:
          "simulated (the default) cannot run when NODE_ENV=production; use the operator's gateway (http or oneapi)",
      });
    }
    if (production && env.DEV_ROUTES === '1') {
      ctx.addIssue({ code: 'custom', path: ['DEV_ROUTES'], message: 'cannot be 1 when NODE_ENV=production' });
    }
  });

export type Env = z.infer<typeof ZEnv>;

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  redisPrefix: string;
  role: Env['APP_ROLE'];
  shutdownTimeoutS: number;
  /** SETTLEMENT_STALE_S: a running settlement import silent this long is taken over. */
  settlementStaleS: number;
  httpRequestTimeoutS: number;
  appSecret: string;
  defaultCountry: string;
  /**
   * TIME_ZONE: the service's IANA zone (default Asia/Aden). Every time a person is shown and every
   * "per day" (revenue, channels, settlement, today's charges, alert caps and digests) is in it.
   */
  timeZone: string;
  publicUrl: string;
  serviceShortCode: string;
  supportPhone: string;
  operatorWebhookSecret: string | undefined;
  /** OPERATOR_CIDRS: the operator's addresses; empty = callbacks accepted from any address. */
  operatorCidrs: string[];
  /** REFERENCE_FEED_URL: the reference feed's daily file; unset = no scheduled import. */
  referenceFeedUrl: string | undefined;
  /** FEEDS_ALLOW_PRIVATE: rate feeds may be fetched from private and loopback addresses. */
  feedsAllowPrivate: boolean;
  /** DEMO_FEED: the demo feed drifts the rates; on by default only with PGlite outside production. */
  demoFeed: boolean;
  /** The GSMA OneAPI gateway (docs/operator-integration.md#variables), when a driver uses it. */
  oneApi: {
    baseUrl: string | undefined;
    tokenUrl: string | undefined;
    clientId: string | undefined;
    clientSecret: string | undefined;
    senderAddress: string | undefined;
    /** HTTP Basic credentials the gateway's callbacks carry; unset = callbacks refused. */
    callbackUser: string | undefined;
    callbackPassword: string | undefined;
  };
  sms: {
    driver: Env['SMS_DRIVER'];
    httpUrl: string | undefined;
    httpToken: string | undefined;
    smppUrl: string | undefined;
    smppSystemId: string | undefined;
    smppPassword: string | undefined;
    sender: string;
    dailyBudget: number;
    /** SMS_DAILY_BUDGET_KNOWN_PERCENT: the budget's part kept for known numbers. */
    knownBudgetPercent: number;
    sendTimeoutMs: number;
    retryDelayS: number;
    maxAttempts: number;
    /** SMS_DIGITS: how the keyword channel's replies write digits (docs/keyword-channel.md#digits). */
    digits: Env['SMS_DIGITS'];
  };
  charging: {
    driver: Env['CHARGING_DRIVER'];
    failPattern: string | undefined;
    httpUrl: string | undefined;
    httpToken: string | undefined;
    /** CHARGING_TPS, default 50: calls a second across all workers. */
    tps: number;
    /** CHARGING_TPS was set: the limit then applies to the simulated driver as well. */
    tpsExplicit: boolean;
    httpTimeoutMs: number;
  };
  /** Prices and reminders (docs/security.md#prices-and-consent). */
  billing: {
    /** PRICE_NOTICE_DAYS: the least notice, in days, before a new price reaches a subscription. */
    priceNoticeDays: number;
    /** RENEWAL_REMINDER_DAYS: days before a weekly or monthly renewal that its reminder is sent. */
    renewalReminderDays: number;
    /** BILLING_MODE: who charges renewals, we (`provider`) or the operator (docs/design.md#who-charges-renewals). */
    mode: Env['BILLING_MODE'];
    /** BILLING_FIRST_CHARGE: who takes the first payment at sign-up. */
    firstCharge: Env['BILLING_FIRST_CHARGE'];
  };
  otp: {
    length: number;
    ttlS: number;
    maxAttempts: number;
    resendS: number;
    resendMaxS: number;
    sendsPerHour: number;
    ipSendsPerHour: number;
    blockSendsPerHour: number;
    /** OTP_KNOWN_NUMBER_DAYS: a code confirmed this recently makes the number "known". */
    knownNumberDays: number;
    consentS: number;
  };
  /** National prefixes served (MSISDN_PREFIXES); empty = every mobile number of the country. */
  msisdnPrefixes: string[];
  alerts: {
    /** ALERT_SMS_TPS: alert and digest SMS a second across all workers. */
    smsTps: number;
    /** ALERT_MAX_PER_DAY: messages one alert may send in a day of TIME_ZONE. */
    maxPerDay: number;
  };
  /** Web push for alerts (docs/design.md#web-push). */
  push: {
    /** VAPID_PUBLIC_KEY, or the generated one in DATA_DIR. */
    publicKey: string;
    privateKey: string;
    /** VAPID_SUBJECT, or PUBLIC_URL when https, else a mailto: at its host. */
    subject: string;
    /** PUSH_ALLOW_LOOPBACK_HTTP: `http://` endpoints on loopback accepted (tests, development). */
    allowLoopbackHttp: boolean;
  };
  /** News images: under DATA_DIR/uploads, or in an S3-compatible bucket when S3_BUCKET is set. */
  uploads: {
    s3?: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
  };
  /** The partner API (docs/partner-api.md). */
  partner: {
    /** PARTNER_REQUESTS_PER_MIN: requests a minute per key. */
    requestsPerMin: number;
  };
  /** Back-office sign-in (docs/security.md). */
  admin: {
    /** ADMIN_SIGNIN_IP_PER_15MIN: sign-in attempts per client IP per 15 minutes. */
    signInIpPer15Min: number;
    /** ADMIN_HASH_CONCURRENCY: password hashes running at once in one process. */
    hashConcurrency: number;
  };
  tokenTtlDays: number;
  /** TOKEN_MAX_DAYS: a token is refused once this old since its issue, whatever its use. */
  tokenMaxDays: number;
  logLevel: Env['LOG_LEVEL'];
  /** Safe defaults on the network (docs/security.md). */
  network: {
    /** TRUST_PROXY: the proxies whose X-Forwarded-For is believed (by address, or a hop count). */
    trustProxy: TrustProxy;
    /** METRICS_CIDRS: who may read /metrics in production. */
    metricsCidrs: string[];
    /** `/api/dev/*` registered: development or test on a loopback HOST, or DEV_ROUTES=1. */
    devRoutes: boolean;
  };
  /** Header enrichment (docs/header-enrichment.md). */
  he: {
    /** HE_ENABLED: read the number header at all. */
    enabled: boolean;
    /** HE_MSISDN_HEADER, lower-cased (Node's header keys). */
    msisdnHeader: string;
    /** HE_TRUSTED_CIDRS: the gateway's addresses, matched against the client address after TRUST_PROXY. */
    trustedCidrs: string[];
    /** HE_ENCODING: the header's number as digits, or base64 of them. */
    encoding: Env['HE_ENCODING'];
    /** HE_HOSTS, lower-cased: the host names a number may be read on; empty = any. */
    hosts: string[];
    /** HE_IDENTIFY_PER_MIN: identify answers a minute per number, and per non-gateway address. */
    identifyPerMin: number;
  };
}

/** Thrown for a bad environment; `server.ts` prints its message as one line and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`).join('; ');
}

/**
 * Outside production a missing APP_SECRET is generated once and kept in DATA_DIR, so codes and
 * tokens survive a restart without anyone having to configure a secret on a laptop.
 */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Without VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY a key pair is generated once and kept in DATA_DIR,
 * like APP_SECRET: browsers subscribed with the public key keep working across restarts. Every
 * process reading the same DATA_DIR shares it; several hosts (or a read-only DATA_DIR) must set
 * the variables instead (docs/operations.md#web-push).
 */
function readOrCreateVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file))
    return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  try {
    // `wx`: a second process starting at the same moment keeps the first one's pair.
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readOrCreateVapidKeys(dataDir);
    throw new ConfigError(
      `Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are unset and ${file} cannot be written; set them`,
    );
  }
  return keys;
}

/** PUBLIC_URL when it is https (what push services expect), else a mailto: at its host. */
function defaultVapidSubject(publicUrl: string): string {
  const url = new URL(publicUrl);
  if (url.protocol === 'https:') return url.origin;
  // An address is no mail domain (`[::]`, `0.0.0.0`): a development server's subject, never read.
  const domain = /^[a-z0-9.-]*[a-z][a-z0-9.-]*$/i.test(url.hostname) ? url.hostname : 'localhost';
  return `mailto:push@${domain}`;
}

/** The address a server on HOST:PORT is reached at, an IPv6 HOST in brackets as URLs write it. */
const defaultPublicUrl = (host: string, port: number) =>
  `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "unset": a blank line in an env file must not fail a `min(1)` rule.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) throw new ConfigError(`Invalid configuration: ${formatIssues(parsed.error)}`);
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? defaultPublicUrl(env.HOST, env.PORT)).replace(/\/$/, '');
  const vapidKeys =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
      : readOrCreateVapidKeys(dataDir);
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    role: env.APP_ROLE,
    shutdownTimeoutS: env.SHUTDOWN_TIMEOUT_S,
    settlementStaleS: env.SETTLEMENT_STALE_S,
    httpRequestTimeoutS: env.HTTP_REQUEST_TIMEOUT_S,
    appSecret: env.APP_SECRET ?? readOrCreateSecret(dataDir),
    defaultCountry: env.DEFAULT_COUNTRY,
    timeZone: env.TIME_ZONE,
    publicUrl,
    serviceShortCode: env.SERVICE_SHORT_CODE,
    supportPhone: env.SUPPORT_PHONE,
    operatorWebhookSecret: env.OPERATOR_WEBHOOK_SECRET,
    operatorCidrs: (env.OPERATOR_CIDRS ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    referenceFeedUrl: env.REFERENCE_FEED_URL,
    feedsAllowPrivate: env.FEEDS_ALLOW_PRIVATE,
    demoFeed: env.DEMO_FEED ?? (!env.DATABASE_URL && env.NODE_ENV !== 'production'),
    oneApi: {
      baseUrl: env.ONEAPI_BASE_URL?.replace(/\/+$/, ''),
      tokenUrl: env.ONEAPI_TOKEN_URL,
      clientId: env.ONEAPI_CLIENT_ID,
      clientSecret: env.ONEAPI_CLIENT_SECRET,
      senderAddress: env.ONEAPI_SENDER_ADDRESS,
      callbackUser: env.ONEAPI_CALLBACK_USER,
      callbackPassword: env.ONEAPI_CALLBACK_PASSWORD,
    },
    sms: {
      driver: env.SMS_DRIVER,
      httpUrl: env.SMS_HTTP_URL,
      httpToken: env.SMS_HTTP_TOKEN,
      smppUrl: env.SMPP_URL,
      smppSystemId: env.SMPP_SYSTEM_ID,
      smppPassword: env.SMPP_PASSWORD,
      sender: env.SMS_SENDER,
      dailyBudget: env.SMS_DAILY_BUDGET,
      knownBudgetPercent: env.SMS_DAILY_BUDGET_KNOWN_PERCENT,
      sendTimeoutMs: env.SMS_SEND_TIMEOUT_MS,
      retryDelayS: env.SMS_RETRY_DELAY_S,
      maxAttempts: env.SMS_MAX_ATTEMPTS,
      digits: env.SMS_DIGITS,
    },
    charging: {
      driver: env.CHARGING_DRIVER,
      failPattern: env.CHARGING_FAIL_PATTERN,
      httpUrl: env.CHARGING_HTTP_URL,
      httpToken: env.CHARGING_HTTP_TOKEN,
      tps: env.CHARGING_TPS ?? 50,
      tpsExplicit: env.CHARGING_TPS !== undefined,
      httpTimeoutMs: env.CHARGING_HTTP_TIMEOUT_MS,
    },
    billing: {
      priceNoticeDays: env.PRICE_NOTICE_DAYS,
      renewalReminderDays: env.RENEWAL_REMINDER_DAYS,
      mode: env.BILLING_MODE,
      firstCharge: env.BILLING_FIRST_CHARGE,
    },
    otp: {
      length: env.OTP_LENGTH,
      ttlS: env.OTP_TTL_S,
      maxAttempts: env.OTP_MAX_ATTEMPTS,
      resendS: env.OTP_RESEND_S,
      resendMaxS: Math.max(env.OTP_RESEND_MAX_S, env.OTP_RESEND_S),
      sendsPerHour: env.OTP_SENDS_PER_HOUR,
      ipSendsPerHour: env.OTP_IP_SENDS_PER_HOUR,
      blockSendsPerHour: env.OTP_BLOCK_SENDS_PER_HOUR,
      knownNumberDays: env.OTP_KNOWN_NUMBER_DAYS,
      consentS: env.OTP_CONSENT_S,
    },
    msisdnPrefixes: (env.MSISDN_PREFIXES ?? '')
      .split(',')
      .map((prefix) => prefix.trim())
      .filter(Boolean),
    alerts: {
      smsTps: env.ALERT_SMS_TPS,
      maxPerDay: env.ALERT_MAX_PER_DAY,
    },
    push: {
      ...vapidKeys,
      subject: env.VAPID_SUBJECT ?? defaultVapidSubject(publicUrl),
      allowLoopbackHttp: env.PUSH_ALLOW_LOOPBACK_HTTP,
    },
    uploads: {
      ...(env.S3_BUCKET && env.S3_ENDPOINT && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            s3: {
              endpoint: env.S3_ENDPOINT,
              bucket: env.S3_BUCKET,
              region: env.S3_REGION,
              accessKeyId: env.S3_ACCESS_KEY_ID,
              secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            },
          }
        : {}),
    },
    partner: { requestsPerMin: env.PARTNER_REQUESTS_PER_MIN },
    admin: { signInIpPer15Min: env.ADMIN_SIGNIN_IP_PER_15MIN, hashConcurrency: env.ADMIN_HASH_CONCURRENCY },
    tokenTtlDays: env.TOKEN_TTL_DAYS,
    tokenMaxDays: env.TOKEN_MAX_DAYS,
    logLevel: env.LOG_LEVEL,
    network: {
      trustProxy: parseTrustProxy(env.TRUST_PROXY) as TrustProxy,
      metricsCidrs: env.METRICS_CIDRS.split(',').map((entry) => entry.trim()),
      devRoutes:
        env.DEV_ROUTES === '1' ||
        (env.DEV_ROUTES === undefined && env.NODE_ENV !== 'production' && isLoopbackHost(env.HOST)),
    },
    he: {
      enabled: env.HE_ENABLED,
      msisdnHeader: env.HE_MSISDN_HEADER,
      trustedCidrs: (env.HE_TRUSTED_CIDRS ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
      encoding: env.HE_ENCODING,
      hosts: (env.HE_HOSTS ?? '')
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
      identifyPerMin: env.HE_IDENTIFY_PER_MIN,
    },
  };
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
