import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'sarraf-env-'));

describe('loadConfig', () => {
  it('applies the defaults of DESIGN §3', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      role: 'all',
      defaultCountry: 'YE',
      publicUrl: 'http://127.0.0.1:3000',
      sms: { driver: 'outbox' },
      charging: { driver: 'simulated', tps: 50 },
      otp: { length: 6, ttlS: 300, maxAttempts: 5, resendS: 60 },
      tokenTtlDays: 30,
      tokenMaxDays: 90,
      databaseUrl: undefined,
    });
  });

  it('generates APP_SECRET once into DATA_DIR outside production and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).appSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'app-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(first);
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
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be a postgres/],
    [{ OTP_TTL_S: '900' }, /OTP_TTL_S/],
    [{ CHARGING_FAIL_PATTERN: '([' }, /CHARGING_FAIL_PATTERN must be a valid regular expression/],
    [{ APP_ROLE: 'web' }, /APP_ROLE/],
    [
      { S3_BUCKET: 'sarraf-news', S3_ENDPOINT: 'https://s3.local' },
      /S3_ACCESS_KEY_ID is required when S3_BUCKET/,
    ],
    [{ S3_BUCKET: 'Bad_Bucket' }, /S3_BUCKET must be an S3 bucket name/],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it('reads the sign-in limits and the SMS settings of issue 3', () => {
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

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '', REDIS_URL: '' })).toMatchObject({
      port: 3000,
      redisUrl: undefined,
    });
  });
});
