import { describe, expect, it } from 'vitest';
import { parseRateTable } from './rate-table';

describe('parseRateTable', () => {
  it('reads tab-separated lines as Excel copies them, skipping the header and blank lines', () => {
    const lines = parseRateTable('code\tbuy\tsell\nusd\t530\t535.5\n\nSAR\t140\t141\n');
    expect(lines).toEqual([
      { line: 2, source: null, code: 'USD', buy: '530', sell: '535.5', problem: null },
      { line: 4, source: null, code: 'SAR', buy: '140', sell: '141', problem: null },
    ]);
  });

  it('reads CSV with a source column, quoted cells and semicolons', () => {
    expect(parseRateTable('"سوق صنعاء",USD,530,535')[0]).toMatchObject({
      source: 'سوق صنعاء',
      code: 'USD',
      buy: '530',
      sell: '535',
    });
    expect(parseRateTable('USD;530;535')[0]).toMatchObject({ code: 'USD', buy: '530', sell: '535' });
  });

  it('turns Arabic-Indic digits and the Arabic decimal separator into ASCII', () => {
    expect(parseRateTable('USD\t٥٣٠٫٥\t٥٣٥')[0]).toMatchObject({ buy: '530.5', sell: '535' });
  });

  it('flags a line with the wrong number of columns, keeping its line number', () => {
    expect(parseRateTable('USD,530,535\nEUR,600')[1]).toMatchObject({ line: 2, problem: 'columns' });
  });
});
