import { describe, expect, it } from 'vitest';
import { churnRate, startOfUtcDay } from './get-dashboard';

describe('dashboard figures', () => {
  it('puts cancellations against everyone who could have cancelled', () => {
    expect(churnRate(5, 95)).toBe(0.05);
    expect(churnRate(1, 2)).toBe(0.3333);
    expect(churnRate(0, 0)).toBe(0);
  });

  it('counts today from midnight UTC, when the SMS budget resets', () => {
    expect(startOfUtcDay(new Date('2026-11-22T23:59:59.999Z')).toISOString()).toBe(
      '2026-11-22T00:00:00.000Z',
    );
  });
});
