import { describe, expect, it } from 'vitest';
import { alignSeries, axisSizeFor, chooseChartScale, formatAxisValue, sidesOf } from './chart-data';

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

describe('axisSizeFor', () => {
  // A stand-in for the canvas's measureText: 7 px a character.
  const measure = (label: string) => label.length * 7;

  it('makes room for the widest label, the tick and the gap, and a margin', () => {
    expect(axisSizeFor(['535', '1.66 ألف', null], measure, 10, 5)).toBe(8 * 7 + 10 + 5 + 4);
  });

  it('grows with wider labels rather than clipping them', () => {
    const arabic = axisSizeFor(['١٫٦٦ ألف', '١٫٦٤ ألف'], measure, 10, 5);
    expect(arabic).toBeGreaterThanOrEqual(measure('١٫٦٦ ألف') + 10 + 5);
    expect(axisSizeFor(['1,659,270.5'], measure, 10, 5)).toBeGreaterThan(arabic);
  });

  it('keeps the tick and gap for an axis without labels yet', () => {
    expect(axisSizeFor([], measure, 10, 5)).toBe(19);
  });
});

describe('chooseChartScale', () => {
  it('keeps one axis while the levels are within twice each other', () => {
    expect(
      chooseChartScale([
        [534.9, 535.2],
        [1000, null, 1069],
      ]),
    ).toEqual({ kind: 'shared' });
  });

  it("splits the axes when one line's level is more than twice another's", () => {
    // Gold in Sana'a (old rials) and in Aden (new rials): about three times apart.
    expect(
      chooseChartScale([
        [189_727, 185_000],
        [62_349, 61_066],
      ]),
    ).toEqual({
      kind: 'split',
      lower: [1],
      upper: [0],
    });
  });

  it('cuts at the widest gap between neighbouring levels and ignores empty lines', () => {
    expect(chooseChartScale([[1600], [535], [1620], [null], [540], [1615]])).toEqual({
      kind: 'split',
      lower: [1, 4],
      upper: [0, 2, 5],
    });
  });

  it('reads a level as the median, so one spike does not split the axes', () => {
    expect(
      chooseChartScale([
        [100, 100, 900],
        [150, 160, 170],
      ]),
    ).toEqual({ kind: 'shared' });
  });
});
