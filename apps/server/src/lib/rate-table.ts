/**
 * Reads rates pasted from a spreadsheet (the back office's import): TSV as Excel and Google Sheets copy it,
 * or CSV (`,` or `;`). Each line is `code, buy, sell` or `source, code, buy, sell`; a header line
 * and blank lines are skipped. Arabic-Indic digits and the Arabic decimal separator are read as
 * ASCII, because Arabic-locale spreadsheets copy them that way.
 */
export interface RateTableLine {
  /** 1-based line number in the pasted text, so the editor can find it. */
  line: number;
  /** The source column as written (name or id), when the line has four columns. */
  source: string | null;
  code: string;
  buy: string;
  sell: string;
  /** `columns` when the line has neither 3 nor 4 columns. */
  problem: 'columns' | null;
}

const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

function toAsciiNumber(value: string): string {
  return value
    .replace(ARABIC_DIGITS, (digit) => String((digit.charCodeAt(0) & 0xf) % 10))
    .replace(/\u066B/g, '.') // Arabic decimal separator
    .replace(/[\u066C\s]/g, ''); // Arabic thousands separator and spaces
}

/** Splits one line on its delimiter, honouring double quotes ("1,5" stays one cell). */
function splitCells(line: string): string[] {
  const delimiter = line.includes('\t') ? '\t' : line.includes(';') ? ';' : ',';
  const cells: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (char === '"') {
      if (quoted && line[index + 1] === '"') {
        current += '"';
        index++;
      } else quoted = !quoted;
    } else if (char === delimiter && !quoted) {
      cells.push(current);
      current = '';
    } else current += char;
  }
  cells.push(current);
  return cells.map((cell) => cell.trim());
}

// A header names its columns; a data line has a number where the buy price goes.
function isHeader(cells: string[]): boolean {
  const buy = cells.length === 4 ? cells[2] : cells[1];
  return buy !== undefined && !/\d/.test(toAsciiNumber(buy));
}

export function parseRateTable(text: string): RateTableLine[] {
  const lines: RateTableLine[] = [];
  const rows = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  rows.forEach((raw, index) => {
    if (raw.trim() === '') return;
    // Trailing empty cells (a spreadsheet's blank columns) do not count.
    const cells = splitCells(raw);
    while (cells.length > 3 && cells[cells.length - 1] === '') cells.pop();
    if (lines.length === 0 && isHeader(cells)) return;
    const line = index + 1;
    if (cells.length === 3 || cells.length === 4) {
      const [a = '', b = '', c = '', d = ''] = cells;
      const hasSource = cells.length === 4;
      lines.push({
        line,
        source: hasSource ? a : null,
        code: (hasSource ? b : a).toUpperCase(),
        buy: toAsciiNumber(hasSource ? c : b),
        sell: toAsciiNumber(hasSource ? d : c),
        problem: null,
      });
    } else lines.push({ line, source: null, code: cells[0] ?? '', buy: '', sell: '', problem: 'columns' });
  });
  return lines;
}
