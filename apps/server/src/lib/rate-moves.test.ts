import { describe, expect, it } from 'vitest';
import { largestMove, movePercent } from './rate-moves';

describe('movePercent', () => {
  it('measures the move from the last value in percent, either direction', () => {
    expect(movePercent('530', '535.3')).toBe(1);
    expect(movePercent('500', '450')).toBe(10);
    expect(movePercent('140', '140')).toBe(0);
  });

  it('catches a typo with an extra digit as a huge move', () => {
    expect(largestMove({ buy: '530', sell: '535' }, { buy: '530', sell: '5350' })).toBe(900);
  });
});
