import { describe, expect, it } from 'vitest';
import {
  checkOtp,
  digestsEqual,
  generateOtpCode,
  hashOtpCode,
  msisdnBlock,
  resendWaitS,
  secondsUntilResend,
} from './otp-policy';

const secret = 'test-secret-test-secret-test-secret-000';

describe('generateOtpCode', () => {
  it('makes codes of the configured length, digits only', () => {
    for (const length of [4, 6, 8]) {
      for (let i = 0; i < 50; i++) expect(generateOtpCode(length)).toMatch(new RegExp(`^\\d{${length}}$`));
    }
  });

  it('keeps leading zeros', () => {
    expect(generateOtpCode(6, () => 42)).toBe('000042');
  });

  it('spreads codes evenly over the digits (no modulo bias)', () => {
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 20_000; i++) {
      for (const digit of generateOtpCode(6)) counts[Number(digit)]! += 1;
    }
    // 12,000 draws per digit expected; a biased or constant generator falls far outside ±5 %.
    for (const count of counts) expect(Math.abs(count - 12_000)).toBeLessThan(600);
  });
});

describe('hashOtpCode', () => {
  const otp = { msisdn: '967771234567', purpose: 'login' as const, code: '123456' };

  it('never contains the code and depends on the key', () => {
    const hash = hashOtpCode(secret, otp);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('123456');
    expect(hashOtpCode(`${secret}x`, otp)).not.toBe(hash);
  });

  it('binds the code to its number and purpose', () => {
    const hash = hashOtpCode(secret, otp);
    expect(hashOtpCode(secret, { ...otp, msisdn: '967771234568' })).not.toBe(hash);
    expect(hashOtpCode(secret, { ...otp, purpose: 'profile' })).not.toBe(hash);
    expect(hashOtpCode(secret, otp)).toBe(hash);
  });
});

describe('digestsEqual', () => {
  it('compares digests, and refuses different lengths or empty ones', () => {
    expect(digestsEqual('ab'.repeat(32), 'ab'.repeat(32))).toBe(true);
    expect(digestsEqual('ab'.repeat(32), 'ac'.repeat(32))).toBe(false);
    expect(digestsEqual('ab'.repeat(32), 'ab')).toBe(false);
    expect(digestsEqual('', '')).toBe(false);
  });
});

describe('resend waits', () => {
  it('grow with every send of the hour, up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => resendWaitS(n, 60, 900))).toEqual([
      0, 60, 120, 240, 480, 900, 900,
    ]);
  });

  it('are off when OTP_RESEND_S is 0', () => {
    expect(resendWaitS(4, 0, 900)).toBe(0);
  });

  it('count down from the last send', () => {
    const lastSentAt = new Date('2025-01-01T00:00:00Z');
    const at = (s: number) => new Date(lastSentAt.getTime() + s * 1000);
    const base = { lastSentAt, sendsThisHour: 2, baseS: 60, maxS: 900 };
    expect(secondsUntilResend({ ...base, now: at(30) })).toBe(90);
    expect(secondsUntilResend({ ...base, now: at(120) })).toBe(0);
    expect(secondsUntilResend({ ...base, lastSentAt: null, now: at(0) })).toBe(0);
  });
});

describe('msisdnBlock', () => {
  it('drops the last four digits', () => {
    expect(msisdnBlock('967771234567')).toBe('96777123');
  });
});

describe('checkOtp', () => {
  const now = new Date('2025-01-01T00:00:00Z');
  const right = hashOtpCode(secret, { msisdn: '967771234567', purpose: 'login', code: '123456' });
  const wrong = hashOtpCode(secret, { msisdn: '967771234567', purpose: 'login', code: '654321' });
  const stored = { codeHash: right, expiresAt: new Date(now.getTime() + 60_000), attempts: 0 };
  const options = { now, maxAttempts: 5 };

  it('accepts the right code once checked against the stored hash', () => {
    expect(checkOtp(stored, right, options)).toBe('ok');
  });

  it('refuses a wrong code, and burns it on the last allowed try', () => {
    expect(checkOtp(stored, wrong, options)).toBe('wrong');
    expect(checkOtp({ ...stored, attempts: 3 }, wrong, options)).toBe('wrong');
    expect(checkOtp({ ...stored, attempts: 4 }, wrong, options)).toBe('burnt');
  });

  it('refuses the right code once burnt or expired', () => {
    expect(checkOtp({ ...stored, attempts: 5 }, right, options)).toBe('burnt');
    expect(checkOtp({ ...stored, expiresAt: now }, right, options)).toBe('expired');
  });

  it('says missing when there is no open code', () => {
    expect(checkOtp(undefined, right, options)).toBe('missing');
  });
});
