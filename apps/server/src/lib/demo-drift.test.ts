import { describe, expect, it } from 'vitest';
import { driftRate, DRIFT_STEP } from './demo-drift';
import { seededRandom } from './seeded-random';

describe('the demo feed’s drift', () => {
  it('moves a rate by at most one step, keeping the spread and the editors’ decimals', () => {
    const next = driftRate(
      { buy: '1620.00', sell: '1630.00', anchorBuy: '1620.00', anchorSell: '1630.00' },
      () => 0.99,
    );
    const mid = (Number(next.buy) + Number(next.sell)) / 2;
    expect(Math.abs(mid / 1625 - 1)).toBeLessThanOrEqual(DRIFT_STEP);
    expect(Number(next.sell) - Number(next.buy)).toBeCloseTo(10, 1);
    expect(next.buy).toMatch(/^\d+\.\d{2}$/);
    expect(
      driftRate({ buy: '0.2660', sell: '0.2670', anchorBuy: '0.2660', anchorSell: '0.2670' }, () => 0.5).buy,
    ).toMatch(/^0\.\d{4}$/);
  });

  it('stays near yesterday’s close over a day of five-minute steps', () => {
    const random = seededRandom(11);
    let rate = { buy: '535.00', sell: '538.00' };
    let farthest = 0;
    for (let step = 0; step < 288; step++) {
      rate = driftRate({ ...rate, anchorBuy: '535.00', anchorSell: '538.00' }, random);
      farthest = Math.max(farthest, Math.abs(Number(rate.buy) / 535 - 1));
      expect(Number(rate.sell)).toBeGreaterThanOrEqual(Number(rate.buy));
    }
    // It moves (more than a rial at some point) and never by more than 2 %.
    expect(farthest).toBeGreaterThan(1 / 535);
    expect(farthest).toBeLessThan(0.02);
  });
});
