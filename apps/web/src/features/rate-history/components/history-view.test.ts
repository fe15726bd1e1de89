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
    {
      source: market(2),
      side: 'sell',
      points: [
        [150, '1610'],
        [250, '1620.5'],
      ],
    },
  ]);

  it('offers sell then buy, draws sell first, and sums up its lines', () => {
    expect(historyView(usdYer, null)).toEqual({
      sides: ['sell', 'buy'],
      side: 'sell',
      lineCount: 2,
      low: 535,
      high: 1620.5,
      isReference: false,
    });
  });

  it('keeps the chosen side while the answer has it, else falls back to the first', () => {
    expect(historyView(usdYer, 'buy')).toMatchObject({ side: 'buy', lineCount: 1, low: 530, high: 532 });
    expect(historyView(usdYer, 'mid').side).toBe('sell');
  });

  it('marks a reference history, whose single unsourced line is the mid rate', () => {
    const jpyGbp = history([{ source: null, side: 'mid', points: [[100, '0.004858']] }], 'reference');
    expect(historyView(jpyGbp, null)).toMatchObject({ sides: ['mid'], side: 'mid', isReference: true });
  });

  it('gives uPlot one time axis with gaps where a market did not publish', () => {
    const view = historyView(usdYer, null);
    const aligned = alignSeries(usdYer.series, view.side);
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
