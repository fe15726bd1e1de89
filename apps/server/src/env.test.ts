import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ConfigError, ensureGeneratedSecrets, envAreas, loadConfig, startupWarnings } from './env';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'sarraf-env-'));

/** An environment production accepts: its own secret and the operator's gateways, no simulators. */
const PRODUCTION = {
  NODE_ENV: 'production',
  APP_SECRET: 'x'.repeat(40),
  SMS_DRIVER: 'http',
  SMS_HTTP_URL: 'http://sms.local',
  CHARGING_DRIVER: 'http',
  CHARGING_HTTP_URL: 'http://charging.local',
};

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      role: 'all',
      defaultCountry: 'YE',
      publicUrl: 'http://127.0.0.1:3000',
      sms: { driver: 'outbox', digits: 'latin' },
      charging: { driver: 'simulated', tps: 50 },
      otp: { length: 6, ttlS: 300, maxAttempts: 5, resendS: 60 },
      tokenTtlDays: 30,
      tokenMaxDays: 90,
      databaseUrl: undefined,
    });
  });

  it('caps an alert at 5 messages a day unless ALERT_MAX_PER_DAY says otherwise (1 to 100)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).alerts).toMatchObject({ maxPerDay: 5 });
    expect(loadConfig({ DATA_DIR: dataDir(), ALERT_MAX_PER_DAY: '2' }).alerts.maxPerDay).toBe(2);
    for (const bad of ['0', '101', '2.5', 'many'])
      expect(() => loadConfig({ DATA_DIR: dataDir(), ALERT_MAX_PER_DAY: bad }), bad).toThrow(
        /ALERT_MAX_PER_DAY/,
      );
  });

  it('keeps the service clock in Asia/Aden unless TIME_ZONE names another IANA zone', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).timeZone).toBe('Asia/Aden');
    // Not the country's: a Saudi deployment still says so itself.
    expect(loadConfig({ DATA_DIR: dataDir(), DEFAULT_COUNTRY: 'SA' }).timeZone).toBe('Asia/Aden');
    expect(loadConfig({ DATA_DIR: dataDir(), TIME_ZONE: 'Africa/Cairo' }).timeZone).toBe('Africa/Cairo');
    expect(loadConfig({ DATA_DIR: dataDir(), TIME_ZONE: 'asia/riyadh' }).timeZone).toBe('Asia/Riyadh');
    expect(loadConfig({ DATA_DIR: dataDir(), TIME_ZONE: 'UTC' }).timeZone).toBe('UTC');
    for (const bad of ['Yemen', 'Asia/Sanaa_Nowhere', '+03:00', 'UTC+3', "Asia/Aden'; drop table x"]) {
      let message = '';
      try {
        loadConfig({ DATA_DIR: dataDir(), TIME_ZONE: bad });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        message = (error as Error).message;
      }
      // One line that names the variable and what it wants.
      expect(message, bad).toMatch(
        /^Invalid configuration: TIME_ZONE must be an IANA time zone such as Asia\/Aden$/,
      );
    }
  });

  it('writes keyword replies in Arabic-Indic digits when SMS_DIGITS=arabic', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), SMS_DIGITS: 'arabic' }).sms.digits).toBe('arabic');
  });

  it('generates APP_SECRET once into DATA_DIR outside production and reuses it', () => {
    const dir = dataDir();
    ensureGeneratedSecrets({ DATA_DIR: dir });
    const first = loadConfig({ DATA_DIR: dir }).appSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'app-secret'), 'utf8')).toBe(first);
    ensureGeneratedSecrets({ DATA_DIR: dir });
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(first);
  });

  it('generates the VAPID key pair once into DATA_DIR when unset and reuses it', () => {
    const dir = dataDir();
    ensureGeneratedSecrets({ DATA_DIR: dir });
    const first = loadConfig({ DATA_DIR: dir }).push;
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse(readFileSync(path.join(dir, 'vapid-keys.json'), 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    ensureGeneratedSecrets({ DATA_DIR: dir });
    expect(loadConfig({ DATA_DIR: dir }).push.publicKey).toBe(first.publicKey);
    expect(first).toMatchObject({ subject: 'mailto:push@localhost', allowLoopbackHttp: false });
  });

  it('takes the VAPID keys and subject from the environment', () => {
    const keys = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'k'.repeat(43) };
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir, ...keys, PUBLIC_URL: 'https://sarraf.example/' }).push).toEqual({
      publicKey: keys.VAPID_PUBLIC_KEY,
      privateKey: keys.VAPID_PRIVATE_KEY,
      subject: 'https://sarraf.example',
      allowLoopbackHttp: false,
    });
    expect(
      loadConfig({ DATA_DIR: dir, ...keys, VAPID_SUBJECT: 'mailto:ops@sarraf.example' }).push.subject,
    ).toBe('mailto:ops@sarraf.example');
    expect(() => loadConfig({ DATA_DIR: dir, VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(
      /VAPID_PRIVATE_KEY is required with VAPID_PUBLIC_KEY/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, ...keys, VAPID_SUBJECT: 'http://sarraf.example' })).toThrow(
      /VAPID_SUBJECT must be a mailto: address or an https:\/\/ URL/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, ...keys, VAPID_PRIVATE_KEY: 'short' })).toThrow(
      /VAPID_PRIVATE_KEY/,
    );
  });

  it('starts on an IPv6 or any-address HOST without PUBLIC_URL: the address in brackets, a plain push subject', () => {
    const onAny = loadConfig({ DATA_DIR: dataDir(), HOST: '::', PORT: '3100' });
    expect(onAny.publicUrl).toBe('http://[::]:3100');
    expect(onAny.push.subject).toBe('mailto:push@localhost');
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0' }).push.subject).toBe('mailto:push@localhost');
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'http://sarraf.test' }).push.subject).toBe(
      'mailto:push@sarraf.test',
    );
  });

  it('accepts loopback http push endpoints only outside production', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PUSH_ALLOW_LOOPBACK_HTTP: '1' }).push.allowLoopbackHttp).toBe(
      true,
    );
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir(),
        NODE_ENV: 'production',
        APP_SECRET: 'x'.repeat(40),
        PUSH_ALLOW_LOOPBACK_HTTP: 'true',
      }),
    ).toThrow(/PUSH_ALLOW_LOOPBACK_HTTP is for tests and development, never production/);
  });

  it('refuses a bad value with one line naming the variable', () => {
    const attempt = () => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/^Invalid configuration: PORT /);
    try {
      attempt();
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it.each([
    [
      { NODE_ENV: 'production', SMS_DRIVER: 'http', SMS_HTTP_URL: 'http://sms.local' },
      /APP_SECRET is required/,
    ],
    [{ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) }, /SMS_DRIVER outbox cannot run/],
    [{ SMS_DRIVER: 'http' }, /SMS_HTTP_URL is required/],
    [{ CHARGING_DRIVER: 'http' }, /CHARGING_HTTP_URL is required/],
    [{ SMS_DIGITS: 'hindi' }, /SMS_DIGITS/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be a postgres/],
    [{ OTP_TTL_S: '900' }, /OTP_TTL_S/],
    [{ CHARGING_FAIL_PATTERN: '([' }, /CHARGING_FAIL_PATTERN must be a valid regular expression/],
    [{ APP_ROLE: 'web' }, /APP_ROLE/],
    [
      { S3_BUCKET: 'sarraf-news', S3_ENDPOINT: 'https://s3.local' },
      /S3_ACCESS_KEY_ID is required when S3_BUCKET/,
    ],
    [{ S3_BUCKET: 'Bad_Bucket' }, /S3_BUCKET must be an S3 bucket name/],
    [{ BILLING_MODE: 'carrier' }, /BILLING_MODE/],
    [{ BILLING_MODE: 'operator' }, /OPERATOR_WEBHOOK_SECRET is required when BILLING_MODE=operator/],
    [
      { BILLING_FIRST_CHARGE: 'operator', OPERATOR_WEBHOOK_SECRET: 'x'.repeat(20) },
      /BILLING_FIRST_CHARGE operator needs BILLING_MODE=operator/,
    ],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it('reads the reference feed URL, unset by default, and refuses one that is not a URL', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).referenceFeedUrl).toBeUndefined();
    const url = 'https://feeds.example/eurofxref-daily.xml';
    expect(loadConfig({ DATA_DIR: dataDir(), REFERENCE_FEED_URL: url }).referenceFeedUrl).toBe(url);
    expect(() => loadConfig({ DATA_DIR: dataDir(), REFERENCE_FEED_URL: 'ecb daily' })).toThrow(
      /REFERENCE_FEED_URL/,
    );
  });

  it('charges renewals and first payments ourselves unless told the operator does', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).billing).toMatchObject({
      mode: 'provider',
      firstCharge: 'provider',
    });
    const secret = { OPERATOR_WEBHOOK_SECRET: 'operator-shared-secret-0123' };
    expect(loadConfig({ DATA_DIR: dataDir(), ...secret, BILLING_MODE: 'operator' }).billing).toMatchObject({
      mode: 'operator',
      firstCharge: 'provider',
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        ...secret,
        BILLING_MODE: 'operator',
        BILLING_FIRST_CHARGE: 'operator',
      }).billing,
    ).toMatchObject({ mode: 'operator', firstCharge: 'operator' });
  });

  it('reads the sign-in limits and the SMS settings', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      otp: { sendsPerHour: 5, ipSendsPerHour: 200, blockSendsPerHour: 20, resendMaxS: 900, consentS: 300 },
      sms: { dailyBudget: 10_000, sendTimeoutMs: 3_000, retryDelayS: 30, maxAttempts: 6 },
      msisdnPrefixes: [],
    });
    const smpp = loadConfig({
      DATA_DIR: dataDir(),
      SMS_DRIVER: 'smpp',
      SMPP_URL: 'smpp://smsc.operator.ye:2775',
      SMPP_SYSTEM_ID: 'sarraf',
      MSISDN_PREFIXES: '77, 78',
    });
    expect(smpp.sms.smppUrl).toBe('smpp://smsc.operator.ye:2775');
    expect(smpp.msisdnPrefixes).toEqual(['77', '78']);
    expect(() => loadConfig({ DATA_DIR: dataDir(), MSISDN_PREFIXES: '77;x' })).toThrow(/MSISDN_PREFIXES/);
  });

  describe('safe defaults (docs/security.md)', () => {
    const production = PRODUCTION;

    it('trusts loopback proxies only, serves /metrics to loopback, and has dev routes on a loopback HOST', () => {
      expect(loadConfig({ DATA_DIR: dataDir() }).network).toEqual({
        trustProxy: { ranges: ['loopback'] },
        metricsCidrs: ['127.0.0.1/8', '::1/128'],
        devRoutes: true,
      });
      expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '1' }).network.trustProxy).toEqual({ hops: 1 });
    });

    it.each([
      [{ NODE_ENV: 'development', HOST: '127.0.0.1' }, true],
      [{ NODE_ENV: 'test', HOST: 'localhost' }, true],
      [{ NODE_ENV: 'development', HOST: '0.0.0.0' }, false],
      [{ NODE_ENV: 'test', HOST: '10.0.0.5' }, false],
      [{ NODE_ENV: 'development', HOST: '0.0.0.0', DEV_ROUTES: '1' }, true],
      [{ NODE_ENV: 'development', HOST: '127.0.0.1', DEV_ROUTES: '0' }, false],
      [{ ...production, HOST: '127.0.0.1' }, false],
    ])('dev routes with %o: %s', (env, on) => {
      expect(loadConfig({ DATA_DIR: dataDir(), ...env }).network.devRoutes).toBe(on);
    });

    it.each([
      [{ ...production, CHARGING_DRIVER: undefined }, /^Invalid configuration: CHARGING_DRIVER simulated/],
      [{ ...production, CHARGING_DRIVER: 'simulated' }, /^Invalid configuration: CHARGING_DRIVER simulated/],
      [
        { ...production, DEV_ROUTES: '1' },
        /^Invalid configuration: DEV_ROUTES cannot be 1 when NODE_ENV=production$/,
      ],
      [{ DEV_ROUTES: 'yes' }, /DEV_ROUTES/],
      [{ TRUST_PROXY: '10.0.0.0/33' }, /^Invalid configuration: TRUST_PROXY "10\.0\.0\.0\/33" has a prefix/],
      [{ TRUST_PROXY: 'everyone' }, /TRUST_PROXY "everyone" is not an address or CIDR/],
      [{ METRICS_CIDRS: '10.0.0.0/8,nope' }, /METRICS_CIDRS "nope" is not an address or CIDR/],
    ])('refuses %o', (env, message) => {
      const clean = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...clean })).toThrow(message);
    });

    it('warns in production when MSISDN_PREFIXES is empty', () => {
      expect(startupWarnings(loadConfig({ DATA_DIR: dataDir(), ...production }))).toEqual([
        expect.stringMatching(/^MSISDN_PREFIXES is empty/),
      ]);
      expect(
        startupWarnings(loadConfig({ DATA_DIR: dataDir(), ...production, MSISDN_PREFIXES: '77,78' })),
      ).toEqual([]);
      expect(startupWarnings(loadConfig({ DATA_DIR: dataDir() }))).toEqual([]);
    });
  });

  it('reads the back-office sign-in limits', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).admin).toEqual({ signInIpPer15Min: 30, hashConcurrency: 2 });
    expect(
      loadConfig({ DATA_DIR: dataDir(), ADMIN_SIGNIN_IP_PER_15MIN: '5', ADMIN_HASH_CONCURRENCY: '1' }).admin,
    ).toEqual({ signInIpPer15Min: 5, hashConcurrency: 1 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_HASH_CONCURRENCY: '0' })).toThrow(
      /ADMIN_HASH_CONCURRENCY/,
    );
  });

  it('reads the partner API quota, 60 a minute by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).partner).toEqual({ requestsPerMin: 60 });
    expect(loadConfig({ DATA_DIR: dataDir(), PARTNER_REQUESTS_PER_MIN: '3' }).partner).toEqual({
      requestsPerMin: 3,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), PARTNER_REQUESTS_PER_MIN: '0' })).toThrow(
      /PARTNER_REQUESTS_PER_MIN/,
    );
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '', REDIS_URL: '' })).toMatchObject({
      port: 3000,
      redisUrl: undefined,
    });
  });
});

describe('loadConfig: prices and reminders', () => {
  it('gives 30 days of notice before a new price and reminds 2 days before a renewal by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).billing).toMatchObject({
      priceNoticeDays: 30,
      renewalReminderDays: 2,
    });
    expect(
      loadConfig({ DATA_DIR: dataDir(), PRICE_NOTICE_DAYS: '45', RENEWAL_REMINDER_DAYS: '3' }).billing,
    ).toMatchObject({ priceNoticeDays: 45, renewalReminderDays: 3 });
  });

  it.each([
    [{ PRICE_NOTICE_DAYS: '0' }, /PRICE_NOTICE_DAYS/],
    [{ PRICE_NOTICE_DAYS: 'thirty' }, /PRICE_NOTICE_DAYS/],
    [{ RENEWAL_REMINDER_DAYS: '7' }, /RENEWAL_REMINDER_DAYS/],
    [{ RENEWAL_REMINDER_DAYS: '0' }, /RENEWAL_REMINDER_DAYS/],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });
});

describe('loadConfig: header enrichment (docs/header-enrichment.md)', () => {
  it('is off by default, reads x-msisdn as plain digits, and trusts no gateway', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).he).toEqual({
      enabled: false,
      msisdnHeader: 'x-msisdn',
      trustedCidrs: [],
      encoding: 'plain',
      hosts: [],
      identifyPerMin: 30,
    });
  });

  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
  ])('HE_ENABLED=%s is %s', (value, enabled) => {
    const config = loadConfig({ DATA_DIR: dataDir(), HE_ENABLED: value, HE_TRUSTED_CIDRS: '10.8.0.0/16' });
    expect(config.he.enabled).toBe(enabled);
  });

  it('reads the header name (lower-cased), the gateway list and the encoding', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      HE_ENABLED: '1',
      HE_MSISDN_HEADER: 'X-UP-CALLING-LINE-ID',
      HE_TRUSTED_CIDRS: '10.8.0.0/16, 192.0.2.7',
      HE_ENCODING: 'base64',
    });
    expect(config.he).toEqual({
      enabled: true,
      msisdnHeader: 'x-up-calling-line-id',
      trustedCidrs: ['10.8.0.0/16', '192.0.2.7'],
      encoding: 'base64',
      hosts: [],
      identifyPerMin: 30,
    });
  });

  it('reads HE_HOSTS (lower-cased, spaces trimmed) and HE_IDENTIFY_PER_MIN', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      HE_ENABLED: '1',
      HE_TRUSTED_CIDRS: '10.8.0.0/16',
      HE_HOSTS: 'HE.Example.com, he2.example.com,127.0.0.1',
      HE_IDENTIFY_PER_MIN: '12',
    });
    expect(config.he.hosts).toEqual(['he.example.com', 'he2.example.com', '127.0.0.1']);
    expect(config.he.identifyPerMin).toBe(12);
    // Blank means unset, as for every variable: any host.
    expect(loadConfig({ DATA_DIR: dataDir(), HE_HOSTS: '' }).he.hosts).toEqual([]);
  });

  it.each([
    [
      { HE_ENABLED: '1' },
      /^Invalid configuration: HE_TRUSTED_CIDRS is required when HE_ENABLED is on \(the operator's gateway addresses\)$/,
    ],
    [{ HE_ENABLED: 'yes', HE_TRUSTED_CIDRS: '10.0.0.1' }, /HE_ENABLED must be true, false, 1 or 0/],
    [
      { HE_ENABLED: '1', HE_TRUSTED_CIDRS: 'gateway' },
      /HE_TRUSTED_CIDRS "gateway" is not an address or CIDR/,
    ],
    [{ HE_ENCODING: 'hex' }, /HE_ENCODING/],
    [{ HE_MSISDN_HEADER: 'x msisdn' }, /HE_MSISDN_HEADER/],
    [{ HE_HOSTS: 'he.example.com:8080' }, /HE_HOSTS "he.example.com:8080" is not a host name/],
    [{ HE_HOSTS: 'https://he.example.com' }, /HE_HOSTS "https:\/\/he.example.com" is not a host name/],
    [{ HE_HOSTS: 'he.example.com,,www.example.com' }, /HE_HOSTS "" is not a host name/],
    [{ HE_HOSTS: '*.example.com' }, /HE_HOSTS "\*.example.com" is not a host name/],
    [{ HE_IDENTIFY_PER_MIN: '0' }, /HE_IDENTIFY_PER_MIN/],
    [{ HE_IDENTIFY_PER_MIN: 'thirty' }, /HE_IDENTIFY_PER_MIN/],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });
});

describe('loadConfig: the GSMA OneAPI gateway', () => {
  const oneApi = {
    ONEAPI_BASE_URL: 'https://gw.operator.ye/oneapi/',
    ONEAPI_TOKEN_URL: 'https://gw.operator.ye/oauth/token',
    ONEAPI_CLIENT_ID: 'sarraf',
    ONEAPI_CLIENT_SECRET: 'client-secret',
    ONEAPI_SENDER_ADDRESS: '4545',
  };

  it('reads the gateway, its callback credentials and OPERATOR_CIDRS', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      ...oneApi,
      CHARGING_DRIVER: 'oneapi',
      SMS_DRIVER: 'oneapi',
      ONEAPI_CALLBACK_USER: 'operator',
      ONEAPI_CALLBACK_PASSWORD: 'p'.repeat(16),
      OPERATOR_CIDRS: '10.20.0.0/16, 192.0.2.7',
    });
    expect(config.charging.driver).toBe('oneapi');
    expect(config.sms.driver).toBe('oneapi');
    expect(config.oneApi).toEqual({
      baseUrl: 'https://gw.operator.ye/oneapi',
      tokenUrl: 'https://gw.operator.ye/oauth/token',
      clientId: 'sarraf',
      clientSecret: 'client-secret',
      senderAddress: '4545',
      callbackUser: 'operator',
      callbackPassword: 'p'.repeat(16),
    });
    expect(config.operatorCidrs).toEqual(['10.20.0.0/16', '192.0.2.7']);
    expect(loadConfig({ DATA_DIR: dataDir() }).operatorCidrs).toEqual([]);
  });

  it('accepts oneapi in production', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      ...oneApi,
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(40),
      CHARGING_DRIVER: 'oneapi',
      SMS_DRIVER: 'oneapi',
    });
    expect(config.charging.driver).toBe('oneapi');
  });

  it.each([
    [
      { CHARGING_DRIVER: 'oneapi' },
      /ONEAPI_BASE_URL is required when CHARGING_DRIVER or SMS_DRIVER is oneapi/,
    ],
    [
      { ...oneApi, ONEAPI_SENDER_ADDRESS: undefined, SMS_DRIVER: 'oneapi' },
      /ONEAPI_SENDER_ADDRESS is required/,
    ],
    [{ ONEAPI_CALLBACK_USER: 'operator' }, /ONEAPI_CALLBACK_PASSWORD is required/],
    [
      { ONEAPI_CALLBACK_USER: 'operator', ONEAPI_CALLBACK_PASSWORD: 'short' },
      /ONEAPI_CALLBACK_PASSWORD must be/,
    ],
    [{ OPERATOR_CIDRS: '10.0.0.0/8,nope' }, /OPERATOR_CIDRS "nope" is not an address or CIDR/],
    [
      {
        NODE_ENV: 'production',
        APP_SECRET: 'x'.repeat(40),
        SMS_DRIVER: 'http',
        SMS_HTTP_URL: 'http://sms.local',
      },
      /CHARGING_DRIVER simulated \(the default\) cannot run when NODE_ENV=production; use the operator's gateway \(http or oneapi\)/,
    ],
  ])('refuses %o', (env, message) => {
    const clean = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...clean })).toThrow(message);
  });
});

describe('loadConfig writes nothing', () => {
  it('creates no file, not even DATA_DIR, whatever it loads', () => {
    const root = dataDir();
    const dir = path.join(root, 'data');
    const config = loadConfig({ DATA_DIR: dir });
    // Secrets of this process only: valid, never written.
    expect(config.appSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.push.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    loadConfig({ DATA_DIR: dir, ...PRODUCTION });
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'eighty' })).toThrow(ConfigError);
    expect(existsSync(dir)).toBe(false);
    expect(readdirSync(root)).toEqual([]);
  });

  it('reads the secrets the start step wrote, and the variables before them', () => {
    const dir = dataDir();
    ensureGeneratedSecrets({ DATA_DIR: dir });
    expect(readdirSync(dir).sort()).toEqual(['app-secret', 'vapid-keys.json']);
    const secret = readFileSync(path.join(dir, 'app-secret'), 'utf8');
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(secret);
    expect(loadConfig({ DATA_DIR: dir, APP_SECRET: 'y'.repeat(32) }).appSecret).toBe('y'.repeat(32));
  });
});

describe('ensureGeneratedSecrets', () => {
  it('writes nothing for an environment loadConfig refuses', () => {
    const dir = dataDir();
    ensureGeneratedSecrets({ DATA_DIR: dir, PORT: 'eighty' });
    ensureGeneratedSecrets({ DATA_DIR: dir, SMS_DRIVER: 'http' });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('writes only what the variables leave unset: no APP_SECRET file in production', () => {
    const dir = dataDir();
    const production = { DATA_DIR: dir, ...PRODUCTION };
    ensureGeneratedSecrets({
      ...production,
      VAPID_PUBLIC_KEY: 'B'.repeat(87),
      VAPID_PRIVATE_KEY: 'k'.repeat(43),
    });
    expect(readdirSync(dir)).toEqual([]);
    ensureGeneratedSecrets(production);
    expect(readdirSync(dir)).toEqual(['vapid-keys.json']);
  });

  it('stops with one line when DATA_DIR cannot keep the VAPID pair', () => {
    // DATA_DIR under a plain file: no directory can be made there (whoever runs the test).
    const file = path.join(dataDir(), 'not-a-directory');
    writeFileSync(file, '');
    expect(() =>
      ensureGeneratedSecrets({ DATA_DIR: path.join(file, 'data'), APP_SECRET: 'x'.repeat(40) }),
    ).toThrow(
      /^Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are unset and .*vapid-keys\.json cannot be written; set them$/,
    );
  });
});

describe('loadConfig: one declaration per variable, one gateway per driver', () => {
  it('declares every variable in exactly one area', () => {
    const names = envAreas.flatMap((area) => Object.keys(area.shape));
    expect(names.length).toBeGreaterThan(80);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('needs no gateway URL for the simulated charging driver or the outbox, and narrows on the driver', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.charging).toMatchObject({ driver: 'simulated', failPattern: undefined });
    expect(config.sms).toMatchObject({ driver: 'outbox' });
    const http = loadConfig({
      DATA_DIR: dataDir(),
      CHARGING_DRIVER: 'http',
      CHARGING_HTTP_URL: 'http://charging.local/charge',
      SMS_DRIVER: 'smpp',
      SMPP_URL: 'smpp://smsc.local:2775',
      SMPP_SYSTEM_ID: 'sarraf',
    });
    if (http.charging.driver !== 'http' || http.sms.driver !== 'smpp') throw new Error('drivers not read');
    // Narrowed: the chosen driver's settings are present, no `!` needed.
    expectTypeOf(http.charging.httpUrl).toEqualTypeOf<string>();
    expectTypeOf(http.sms.smppSystemId).toEqualTypeOf<string>();
    expect(http.charging.httpUrl).toBe('http://charging.local/charge');
    expect(http.sms).toMatchObject({
      smppUrl: 'smpp://smsc.local:2775',
      smppSystemId: 'sarraf',
      smppPassword: undefined,
    });
  });

  it('refuses a real driver without its gateway with the one-line message of old', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), CHARGING_DRIVER: 'http' })).toThrow(
      /^Invalid configuration: CHARGING_HTTP_URL is required when CHARGING_DRIVER=http$/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), SMS_DRIVER: 'smpp' })).toThrow(
      /^Invalid configuration: SMPP_URL is required when SMS_DRIVER=smpp; SMPP_SYSTEM_ID is required when SMS_DRIVER=smpp$/,
    );
  });

  it('hands both oneapi drivers the same gateway and names a missing setting once', () => {
    const gateway = {
      ONEAPI_BASE_URL: 'https://gw.operator.ye/oneapi/',
      ONEAPI_TOKEN_URL: 'https://gw.operator.ye/oauth/token',
      ONEAPI_CLIENT_ID: 'sarraf',
      ONEAPI_CLIENT_SECRET: 'client-secret',
    };
    const config = loadConfig({
      DATA_DIR: dataDir(),
      ...gateway,
      ONEAPI_SENDER_ADDRESS: '4545',
      CHARGING_DRIVER: 'oneapi',
      SMS_DRIVER: 'oneapi',
    });
    if (config.charging.driver !== 'oneapi' || config.sms.driver !== 'oneapi')
      throw new Error('drivers not read');
    expect(config.charging.gateway).toEqual({
      baseUrl: 'https://gw.operator.ye/oneapi',
      tokenUrl: 'https://gw.operator.ye/oauth/token',
      clientId: 'sarraf',
      clientSecret: 'client-secret',
    });
    expect(config.sms.gateway).toBe(config.charging.gateway);
    expect(config.sms.senderAddress).toBe('4545');
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir(),
        ...gateway,
        ONEAPI_CLIENT_SECRET: '',
        CHARGING_DRIVER: 'oneapi',
        SMS_DRIVER: 'oneapi',
        ONEAPI_SENDER_ADDRESS: '4545',
      }),
    ).toThrow(
      /^Invalid configuration: ONEAPI_CLIENT_SECRET is required when CHARGING_DRIVER or SMS_DRIVER is oneapi$/,
    );
  });
});
