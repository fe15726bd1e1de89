import { describe, expect, it } from 'vitest';
import { downsampleLttb } from './downsample';

const series = (n: number, f: (i: number) => number) =>
  Array.from({ length: n }, (_, i) => [i * 60, f(i).toFixed(2)] as const);

describe('downsampleLttb', () => {
  it('returns a short series unchanged', () => {
    const points = series(150, (i) => 530 + i / 10);
    expect(downsampleLttb(points, 200, Number)).toEqual(points.map((p) => [...p]));
  });

  it('thins a long series to exactly the threshold, oldest first, keeping both ends', () => {
    const points = series(5_000, (i) => 530 + Math.sin(i / 50));
    const out = downsampleLttb(points, 200, Number);
    expect(out).toHaveLength(200);
    expect(out[0]).toEqual([...points[0]!]);
    expect(out.at(-1)).toEqual([...points.at(-1)!]);
    for (let i = 1; i < out.length; i++) expect(out[i]![0]).toBeGreaterThan(out[i - 1]![0]);
  });

  it('keeps a one-off spike that averaging would flatten', () => {
    const points = series(10_000, (i) => (i === 4_321 ? 900 : 535));
    const out = downsampleLttb(points, 200, Number);
    expect(out.some(([, value]) => value === '900.00')).toBe(true);
  });

  it('keeps the values exactly as given (decimal strings, never re-rounded)', () => {
    const points = series(1_000, (i) => 1617.35 + i / 1000);
    const given = new Set(points.map(([, value]) => value));
    for (const [, value] of downsampleLttb(points, 100, Number)) expect(given.has(value)).toBe(true);
  });

  it('handles tiny thresholds and empty series', () => {
    expect(downsampleLttb([], 200, Number)).toEqual([]);
    expect(
      downsampleLttb(
        series(10, () => 1),
        2,
        Number,
      ),
    ).toHaveLength(2);
  });
});
