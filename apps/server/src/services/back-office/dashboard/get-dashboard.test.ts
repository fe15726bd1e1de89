import { describe, expect, it } from 'vitest';
import { churnRate } from './get-dashboard';

describe('dashboard figures', () => {
  it('puts cancellations against everyone who could have cancelled', () => {
    expect(churnRate(5, 95)).toBe(0.05);
    expect(churnRate(1, 2)).toBe(0.3333);
    expect(churnRate(0, 0)).toBe(0);
  });
});
