// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearCodeStep,
  CODE_STEP_KEY_PREFIX,
  expiresAt,
  isExpired,
  readCodeStep,
  resendAt,
  sameNumber,
  saveCodeStep,
  stepFromAnswer,
} from './code-step';

const sentAt = Date.parse('2026-03-04T10:00:00Z');
const answer = { resend_after_s: 60, expires_in_s: 300 };

describe('a pending code step in session storage', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('keeps purpose, number, when the code was sent and the waits, in session storage only', () => {
    saveCodeStep(stepFromAnswer('login', '771234567', answer, sentAt));
    const stored = JSON.parse(sessionStorage.getItem(`${CODE_STEP_KEY_PREFIX}login`) ?? 'null') as unknown;
    expect(stored).toEqual({
      purpose: 'login',
      msisdn: '771234567',
      sent_at: '2026-03-04T10:00:00.000Z',
      resend_after_s: 60,
      expires_in_s: 300,
    });
    expect(localStorage.length).toBe(0);
  });

  it('comes back after a reload while its code can still be typed', () => {
    saveCodeStep(stepFromAnswer('login', '771234567', answer, sentAt));
    const step = readCodeStep('login', { now: sentAt + 45_000 });
    expect(step?.msisdn).toBe('771234567');
    expect(resendAt(step!)).toBe(sentAt + 60_000);
    expect(expiresAt(step!)).toBe(sentAt + 300_000);
  });

  it('is forgotten once the code has expired', () => {
    const step = stepFromAnswer('mybill', '771234567', answer, sentAt);
    saveCodeStep(step);
    expect(isExpired(step, sentAt + 299_000)).toBe(false);
    expect(isExpired(step, sentAt + 300_000)).toBe(true);
    expect(readCodeStep('mybill', { now: sentAt + 300_000 })).toBeNull();
    // Removed, not just hidden: an earlier clock does not bring it back.
    expect(readCodeStep('mybill', { now: sentAt })).toBeNull();
  });

  it('is bound to its purpose: a sign-in step is not a my-bill step', () => {
    saveCodeStep(stepFromAnswer('login', '771234567', answer, sentAt));
    expect(readCodeStep('mybill', { now: sentAt })).toBeNull();
    expect(readCodeStep('login', { now: sentAt })).not.toBeNull();
  });

  it("is bound to its number: another subscriber's step is removed", () => {
    saveCodeStep(stepFromAnswer('unsubscribe', '967771234567', answer, sentAt));
    expect(readCodeStep('unsubscribe', { now: sentAt, msisdn: '967771234567' })).not.toBeNull();
    expect(readCodeStep('unsubscribe', { now: sentAt, msisdn: '967770000000' })).toBeNull();
    expect(readCodeStep('unsubscribe', { now: sentAt, msisdn: '967771234567' })).toBeNull();
  });

  it('is bound to its subject when one is asked for, and leaves another subject in place', () => {
    saveCodeStep(stepFromAnswer('change', '967771234567', answer, sentAt, 'plan-a'));
    expect(readCodeStep('change', { now: sentAt, subject: 'plan-b' })).toBeNull();
    expect(readCodeStep('change', { now: sentAt, subject: 'plan-a' })?.subject).toBe('plan-a');
  });

  it('ignores and removes what it cannot read', () => {
    sessionStorage.setItem(`${CODE_STEP_KEY_PREFIX}login`, '{"purpose":"login"');
    expect(readCodeStep('login', { now: sentAt })).toBeNull();
    sessionStorage.setItem(`${CODE_STEP_KEY_PREFIX}login`, JSON.stringify({ purpose: 'login', msisdn: 7 }));
    expect(readCodeStep('login', { now: sentAt })).toBeNull();
    expect(sessionStorage.getItem(`${CODE_STEP_KEY_PREFIX}login`)).toBeNull();
  });

  it('is forgotten when cleared (success, cancel)', () => {
    saveCodeStep(stepFromAnswer('login', '771234567', answer, sentAt));
    clearCodeStep('login');
    expect(readCodeStep('login', { now: sentAt })).toBeNull();
  });
});

describe('sameNumber', () => {
  it('reads the local, trunk, international and Arabic-Indic spellings of one number as one', () => {
    for (const spelling of ['771234567', '0771234567', '+967771234567', '00967 77-123-4567', '٧٧١٢٣٤٥٦٧']) {
      expect(sameNumber(spelling, '967771234567')).toBe(true);
    }
  });

  it('tells different numbers apart', () => {
    expect(sameNumber('771234567', '771234568')).toBe(false);
    expect(sameNumber('71234567', '967771234567')).toBe(false);
    expect(sameNumber('', '')).toBe(false);
  });
});
