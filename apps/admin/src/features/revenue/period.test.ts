import { describe, expect, it } from 'vitest';
import { isValidRange, periodFromSearch, rangeOfPeriod, searchOfPeriod } from './period';

describe('the revenue period', () => {
  it('defaults to the last 30 days, and reads the presets and a from/to from the URL', () => {
    expect(periodFromSearch(new URLSearchParams(''))).toEqual({ kind: 'last', days: 30 });
    expect(periodFromSearch(new URLSearchParams('days=7'))).toEqual({ kind: 'last', days: 7 });
    expect(periodFromSearch(new URLSearchParams('days=365'))).toEqual({ kind: 'last', days: 365 });
    expect(periodFromSearch(new URLSearchParams('from=2026-01-01&to=2026-01-31'))).toEqual({
      kind: 'range',
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('falls back to the default on anything the API would refuse', () => {
    for (const search of [
      'days=8',
      'days=abc',
      'from=2026-02-01&to=2026-01-01',
      'from=2024-01-01&to=2026-01-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-01-01',
    ]) {
      expect(periodFromSearch(new URLSearchParams(search)), search).toEqual({ kind: 'last', days: 30 });
    }
  });

  it('ends the last N days today, N days in all, across months and years', () => {
    expect(rangeOfPeriod({ kind: 'last', days: 7 }, '2026-03-03')).toEqual({
      from: '2026-02-25',
      to: '2026-03-03',
    });
    expect(rangeOfPeriod({ kind: 'last', days: 30 }, '2026-01-15')).toEqual({
      from: '2025-12-17',
      to: '2026-01-15',
    });
    expect(rangeOfPeriod({ kind: 'last', days: 365 }, '2026-12-31')).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
    });
    expect(rangeOfPeriod({ kind: 'range', from: '2026-01-01', to: '2026-01-02' }, '2026-05-05')).toEqual({
      from: '2026-01-01',
      to: '2026-01-02',
    });
  });

  it('accepts a year (a leap one too) and no more', () => {
    expect(isValidRange('2024-01-01', '2025-01-01')).toBe(true);
    expect(isValidRange('2024-01-01', '2025-01-02')).toBe(false);
    expect(isValidRange('2026-01-01', '2026-01-01')).toBe(true);
  });

  it('writes the default as the bare address, the rest as query fields', () => {
    expect(searchOfPeriod({ kind: 'last', days: 30 })).toEqual({});
    expect(searchOfPeriod({ kind: 'last', days: 90 })).toEqual({ days: '90' });
    expect(searchOfPeriod({ kind: 'range', from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });
});
