import { describe, expect, it } from 'vitest';
import { DAY_BEFORE_MS, holdReason, type GuardReferences } from './hold-reason';

const now = new Date('2025-05-01T09:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const pair = (buy: string, at = ago(60_000)) => ({ buy, sell: String(Number(buy) + 2), recordedAt: at });
const hold = (next: string, references: GuardReferences) =>
  holdReason({ buy: next, sell: String(Number(next) + 2) }, references, 5, now)?.reason ?? null;

describe('holdReason', () => {
  it('holds a first value, and a pair no editor ever vouched for', () => {
    expect(hold('530', { lastPublished: null, lastVetted: null, dayBefore: null })).toBe('first_value');
    expect(hold('530', { lastPublished: pair('530'), lastVetted: null, dayBefore: null })).toBe(
      'no_editor_reference',
    );
  });

  it('publishes within the guard of every reference, and holds past it from the last published', () => {
    const references = { lastPublished: pair('530'), lastVetted: pair('530'), dayBefore: null };
    expect(hold('556', references)).toBeNull(); // +4.9 %
    expect(hold('557', references)).toBe('last_published'); // +5.09 %
    expect(hold('503', references)).toBe('last_published'); // −5.09 %
  });

  it('stops a ratchet: a step under the guard from the last published value, past it from the vetted one', () => {
    const references = {
      lastPublished: pair('556'),
      lastVetted: pair('530', ago(3_600_000)),
      dayBefore: null,
    };
    expect(hold('583', references)).toEqual('editor_reference');
    expect(holdReason({ buy: '583', sell: '585' }, references, 5, now)?.reference).toMatchObject({
      buy: '530',
    });
    expect(hold('540', references)).toBeNull();
  });

  it('measures the value 24 hours before only while the vetted value is older than that', () => {
    const old = {
      lastPublished: pair('500'),
      lastVetted: pair('500', ago(DAY_BEFORE_MS)),
      dayBefore: pair('476'),
    };
    expect(hold('502', old)).toBe('day_before'); // +5.46 % from 476
    expect(hold('499', old)).toBeNull();
    const recent = { ...old, lastVetted: pair('500', ago(DAY_BEFORE_MS - 1)) };
    expect(hold('502', recent)).toBeNull();
    expect(hold('502', { ...old, dayBefore: null })).toBeNull();
  });

  it('uses the guard as given, and compares buy and sell alike', () => {
    const references = { lastPublished: pair('530'), lastVetted: pair('530'), dayBefore: null };
    expect(holdReason({ buy: '530', sell: '560' }, references, 5, now)?.reason).toBe('last_published');
    expect(holdReason({ buy: '545', sell: '547' }, references, 2, now)?.reason).toBe('last_published');
    expect(holdReason({ buy: '545', sell: '547' }, references, 3, now)).toBeNull();
  });
});
