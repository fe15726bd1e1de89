/**
 * Cells of every CSV file the product writes (the settlement report and totals, the partner read
 * feed). Such files are opened in spreadsheets, and a spreadsheet reads a cell that starts with
 * `=`, `+`, `-` or `@` (or a tab or carriage return before one) as a formula: a reference the
 * operator wrote as `=HYPERLINK("https://…?"&A1,"…")` would send the neighbouring cells away when
 * clicked, `@SUM(…)` computes. Such a cell is written with a leading `'`, which spreadsheets show as
 * text and never evaluate (docs/security.md#csv-cells-never-run-as-formulas). A cell that is wholly a decimal
 * number (`-12.50`) or an ISO time stays as it is: it is data, and a spreadsheet reads it as such.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const ISO_TIME =
  /^[+-]?\d{4,6}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/** One CSV cell: formula-safe, then quoted when it holds a comma, a quote or a line break (RFC 4180). */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text) && !DECIMAL.test(text) && !ISO_TIME.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line's cells joined by commas, without the line end. */
export function csvRow(values: ReadonlyArray<string | number | null | undefined>): string {
  return values.map(csvCell).join(',');
}
