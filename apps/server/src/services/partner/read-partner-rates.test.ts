import { describe, expect, it } from 'vitest';
import { partnerRatesCsv } from './read-partner-rates';

describe('partnerRatesCsv', () => {
  it('writes the exact header and CRLF lines', () => {
    expect(
      partnerRatesCsv([
        { currency: 'USD', buy: '530.5', sell: '535', recorded_at: '2026-01-08T09:30:00.000Z' },
      ]),
    ).toBe('currency,buy,sell,recorded_at\r\nUSD,530.5,535,2026-01-08T09:30:00.000Z\r\n');
  });

  it('never writes a cell a spreadsheet would run as a formula, whatever a field holds', () => {
    const csv = partnerRatesCsv([
      { currency: '=HYPERLINK("https://evil.example")', buy: '@SUM(1)', sell: '-12.50', recorded_at: '+1' },
    ]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""https://evil.example"")",'@SUM(1),-12.50,+1`);
  });
});
