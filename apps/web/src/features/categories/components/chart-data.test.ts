import { describe, expect, it } from 'vitest';
import { alignSeries, sidesOf } from './chart-data';

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
      sidesOf([
        { source: null, side: 'value', points: [[1, '2']] },
        { source: source(1), side: 'buy', points: [] },
      ]),
    ).toEqual(['value']);
  });
});
