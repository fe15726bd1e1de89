import { describe, expect, it } from 'vitest';
import { alignSeries, formatAxisValue, sidesOf } from './chart-data';

const source = (id: number) => ({ id, name: `s${id}`, city: 'c' });

describe('alignSeries', () => {
  it('aligns sources that published at different times on one time axis, with gaps', () => {
    const aligned = alignSeries(
      [
        {
          source: source(1),
          side: 'sell',
          points: [
            [10, '1.5'],
            [30, '2'],
          ],
        },
        { source: source(2), side: 'sell', points: [[20, '3']] },
        { source: source(1), side: 'buy', points: [[10, '1']] },
      ],
      'sell',
    );
    expect(aligned.xs).toEqual([10, 20, 30]);
    expect(aligned.ys).toEqual([
      [1.5, null, 2],
      [null, 3, null],
    ]);
    expect(aligned.series.map((line) => line.source?.id)).toEqual([1, 2]);
  });

  it('offers only the sides that have points', () => {
    expect(
      sidesOf(
        [
          { source: null, side: 'value', points: [[1, '2']] },
          { source: source(1), side: 'buy', points: [] },
        ],
        ['sell', 'buy', 'value'],
      ),
    ).toEqual(['value']);
  });

  it('keeps the order it is given', () => {
    const lines = [
      { source: null, side: 'mid', points: [[1, '2']] },
      { source: source(1), side: 'buy', points: [[1, '2']] },
    ] as const;
    expect(sidesOf(lines, ['sell', 'buy', 'mid'])).toEqual(['buy', 'mid']);
  });
});

describe('formatAxisValue', () => {
  it('keeps small rates readable and close ticks apart, and shortens large prices', () => {
    expect(formatAxisValue(0.00482, 'latn')).toBe('0.00482');
    expect(formatAxisValue(1.255, 'latn')).not.toBe(formatAxisValue(1.26, 'latn'));
    expect(formatAxisValue(185000, 'latn')).toMatch(/^185\sألف$/);
    expect(formatAxisValue(530, 'arab')).toBe('٥٣٠');
  });
});
