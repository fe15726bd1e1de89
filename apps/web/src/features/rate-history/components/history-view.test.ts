import type { TRateHistory } from '@sarraf/contracts';
import { describe, expect, it } from 'vitest';
import { alignSeries } from '../../../components/chart/chart-data';
import { historyView, isEmptyHistory } from './history-view';

const market = (id: number) => ({ id, name: `سوق ${id}`, city: 'صنعاء' });

const history = (
  series: TRateHistory['series'],
  rateKind: TRateHistory['rate_kind'] = 'market',
): TRateHistory => ({
  from: 'USD',
  to: 'YER',
  period: '30d',
  since: '2026-10-25T00:00:00.000Z',
  until: '2026-11-24T00:00:00.000Z',
  rate_kind: rateKind,
  series,
});

describe('historyView', () => {
  // Sana'a near 530, Aden near 1,600: one axis would draw both flat.
  const usdYer = history([
    {
      source: market(1),
      side: 'buy',
      points: [
        [100, '530'],
        [200, '532'],
      ],
    },
    { source: market(1), side: 'sell', points: [[100, '535']] },
    { source: market(2), side: 'buy', points: [[150, '1600']] },
    {
      source: market(2),
      side: 'sell',
      points: [
        [150, '1610'],
        [250, '1620.5'],
      ],
    },
    { source: market(3), side: 'sell', points: [] },
  ]);

  it('draws one market at a time, the first by default, with sell offered first', () => {
    const view = historyView(usdYer);
    expect(view).toMatchObject({
      markets: [
        { id: 1, name: 'سوق 1' },
        { id: 2, name: 'سوق 2' },
      ],
      marketId: 1,
      sides: ['sell', 'buy'],
      side: 'sell',
      lineCount: 1,
      low: 535,
      high: 535,
      isReference: false,
    });
    expect(view.lines.map((line) => [line.source?.id, line.side])).toEqual([[1, 'sell']]);
  });

  it('starts on the market and side the screen prefers (the answer’s), and the reader’s choice wins', () => {
    const preferred = { marketId: 2, side: 'buy' } as const;
    expect(historyView(usdYer, {}, preferred)).toMatchObject({
      marketId: 2,
      side: 'buy',
      low: 1600,
      high: 1600,
    });
    expect(historyView(usdYer, { side: 'sell' }, preferred)).toMatchObject({
      marketId: 2,
      side: 'sell',
      low: 1610,
      high: 1620.5,
    });
    expect(historyView(usdYer, { marketId: 1 }, preferred)).toMatchObject({
      marketId: 1,
      side: 'buy',
      high: 532,
    });
  });

  it('falls back to what the answer has when a choice is not in it', () => {
    // A market without points in the period, a side the pair does not have.
    expect(historyView(usdYer, { marketId: 3, side: 'mid' })).toMatchObject({ marketId: 1, side: 'sell' });
  });

  it('marks a reference history and draws its one line whatever market ties the rial in', () => {
    const jpyYer = history([{ source: market(1), side: 'mid', points: [[100, '3.42']] }], 'reference');
    const view = historyView(jpyYer, {}, { marketId: 2, side: 'buy' });
    expect(view).toMatchObject({
      markets: [],
      marketId: null,
      sides: ['mid'],
      side: 'mid',
      isReference: true,
    });
    expect(view.lineCount).toBe(1);
  });

  it('gives uPlot one time axis with gaps where a line did not publish', () => {
    const aligned = alignSeries(usdYer.series, 'sell');
    expect(aligned.xs).toEqual([100, 150, 250]);
    expect(aligned.ys).toEqual([
      [535, null, null],
      [null, 1610, 1620.5],
    ]);
  });
});

describe('isEmptyHistory', () => {
  it('is empty when no line has a point', () => {
    expect(isEmptyHistory(history([]))).toBe(true);
    expect(isEmptyHistory(history([{ source: market(1), side: 'buy', points: [] }]))).toBe(true);
    expect(isEmptyHistory(history([{ source: null, side: 'mid', points: [[1, '2']] }]))).toBe(false);
  });
});
