import { describe, expect, it } from 'vitest';
import {
  budgetDay,
  refusingWindow,
  secondsUntilRoom,
  sendWindows,
  unknownBudget,
  type SendLimits,
} from './send-limits';

const limits: SendLimits = {
  sendsPerHour: 5,
  ipSendsPerHour: 200,
  blockSendsPerHour: 20,
  dailyBudget: 10_000,
  knownBudgetPercent: 30,
  timeZone: 'UTC',
};
const now = new Date('2025-03-04T22:00:00Z');
const request = { msisdn: '967771234567', ip: '10.0.0.1', now };

describe('unknownBudget', () => {
  it('keeps the known numbers their percent of the day, rounded in favour of everyone', () => {
    expect(unknownBudget(10_000, 30)).toBe(7_000);
    expect(unknownBudget(10, 50)).toBe(5);
    // 30 % of 2 is 0.6: a tiny budget keeps no reserve rather than refusing every unknown number.
    expect(unknownBudget(2, 30)).toBe(2);
    expect(unknownBudget(100, 0)).toBe(100);
    expect(unknownBudget(100, 100)).toBe(0);
  });
});

describe('budgetDay', () => {
  it("names the service zone's day and the seconds to its midnight", () => {
    expect(budgetDay(now, 'UTC')).toEqual({ day: '2025-03-04', secondsLeft: 7_200 });
    // 22:00 UTC is 01:00 on the 5th in Aden: 23 hours until its midnight.
    expect(budgetDay(now, 'Asia/Aden')).toEqual({ day: '2025-03-05', secondsLeft: 23 * 3_600 });
  });
});

describe('sendWindows', () => {
  it('holds an unknown number to its own, its address, its block, the day and the unknown share', () => {
    expect(sendWindows(limits, { ...request, standing: 'unknown' })).toEqual([
      { key: 'otp:msisdn:967771234567', limit: 5, windowS: 3600, kind: 'hourly' },
      { key: 'otp:ip:10.0.0.1', limit: 200, windowS: 3600, kind: 'hourly' },
      { key: 'otp:block:96777123', limit: 20, windowS: 3600, kind: 'hourly', unknownOnly: true },
      { key: 'sms:budget:2025-03-04', limit: 10_000, windowS: 172_800, kind: 'budget' },
      {
        key: 'sms:budget:unknown:2025-03-04',
        limit: 7_000,
        windowS: 172_800,
        kind: 'unknown-budget',
        unknownOnly: true,
      },
    ]);
  });

  it("counts another operator's codes in that operator's own budget", () => {
    const keys = sendWindows({ ...limits, budgetOwner: 'sabafon' }, { ...request, standing: 'unknown' })
      .filter((window) => window.kind !== 'hourly')
      .map((window) => window.key);
    expect(keys).toEqual(['sms:budget:sabafon:2025-03-04', 'sms:budget:unknown:sabafon:2025-03-04']);
  });

  it('never holds a known number to its block or to the unknown share, nor counts it there', () => {
    const keys = sendWindows(limits, { ...request, standing: 'known' }).map((window) => window.key);
    expect(keys).toEqual(['otp:msisdn:967771234567', 'otp:ip:10.0.0.1', 'sms:budget:2025-03-04']);
  });

  it("gives a signed-in subscriber's own requests their own number window", () => {
    const [anyone] = sendWindows(limits, { ...request, standing: 'known' });
    const [signedIn] = sendWindows(limits, { ...request, standing: 'known', signedIn: true });
    expect(anyone!.key).toBe('otp:msisdn:967771234567');
    expect(signedIn).toEqual({ ...anyone, key: 'otp:msisdn:967771234567:signed-in' });
  });

  it('has no address window without an address (jobs, the CLI)', () => {
    const keys = sendWindows(limits, { ...request, ip: null, standing: 'unknown' }).map((w) => w.key);
    expect(keys.some((key) => key.startsWith('otp:ip:'))).toBe(false);
  });
});

describe('refusingWindow', () => {
  const windows = sendWindows(limits, { ...request, standing: 'unknown' });

  it('lets a send through while every window has room', () => {
    expect(refusingWindow(windows, [4, 199, 19, 9_999, 6_999], false)).toBeUndefined();
  });

  it('refuses at the limit before counting, past it after counting', () => {
    expect(refusingWindow(windows, [0, 0, 20, 0, 0], false)?.key).toBe('otp:block:96777123');
    expect(refusingWindow(windows, [0, 0, 20, 0, 0], true)).toBeUndefined();
    expect(refusingWindow(windows, [0, 0, 21, 0, 0], true)?.key).toBe('otp:block:96777123');
  });

  it('prefers the hourly 429 over a budget, and the day total over the unknown share', () => {
    expect(refusingWindow(windows, [5, 0, 0, 10_000, 7_000], false)?.kind).toBe('hourly');
    expect(refusingWindow(windows, [0, 0, 0, 10_000, 7_000], false)?.kind).toBe('budget');
    expect(refusingWindow(windows, [0, 0, 0, 7_000, 7_000], false)?.kind).toBe('unknown-budget');
  });

  it('lets a known number use what the unknown numbers left, up to the day total', () => {
    const known = sendWindows(limits, { ...request, standing: 'known' });
    expect(refusingWindow(known, [0, 0, 9_999], false)).toBeUndefined();
    expect(refusingWindow(known, [0, 0, 10_000], false)?.kind).toBe('budget');
  });
});

describe('secondsUntilRoom', () => {
  const windows = sendWindows(limits, { ...request, standing: 'unknown' });
  const hits = (counts: number[]) => counts.map((count, index) => ({ count, resetInS: 100 * (index + 1) }));

  it('is 0 while the number and its address have room for another send', () => {
    expect(secondsUntilRoom(windows, hits([4, 199, 0, 0, 0]))).toBe(0);
  });

  it("waits for the number's window once this send filled it", () => {
    expect(secondsUntilRoom(windows, hits([5, 1, 0, 0, 0]))).toBe(100);
  });

  it("waits for the address's window once this send filled it", () => {
    expect(secondsUntilRoom(windows, hits([1, 200, 0, 0, 0]))).toBe(200);
  });

  it('ignores the windows of unknown numbers only, and the day budgets', () => {
    expect(secondsUntilRoom(windows, hits([1, 1, 20, 10_000, 7_000]))).toBe(0);
  });
});
