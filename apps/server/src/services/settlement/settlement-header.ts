import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { SettlementFileError } from './settlement-file-error';
import { SETTLEMENT_FIELDS, type SettlementColumns } from './settlement-line';

/** The error for the first mapped column a header lacks, or null when it has them all. */
export function missingSettlementColumn(
  header: readonly string[],
  columns: SettlementColumns,
): SettlementFileError | null {
  for (const field of SETTLEMENT_FIELDS) {
    const column = columns[field];
    if (!header.includes(column))
      return new SettlementFileError(`column ${column} (${field}) is missing from the header`, { column });
  }
  return null;
}

/**
 * Reads only the header row of a settlement file and throws `SettlementFileError` when a mapped
 * column is missing: the back office refuses such a file at once, before the import starts in the
 * background (docs/revenue.md#settlement). `file`: a path, or the file as a stream.
 */
export async function checkSettlementHeader(
  file: string | Readable,
  columns: SettlementColumns,
): Promise<void> {
  const source = typeof file === 'string' ? createReadStream(file) : file;
  const parser = source.pipe(parse({ bom: true, skip_empty_lines: true, relax_column_count: true }));
  // pipe() does not pass a failed read on: the parser would wait for ever.
  source.once('error', (error: Error) => parser.destroy(error));
  let header: string[] | null = null;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      header = record.map((name) => name.trim());
      break;
    }
  } catch (error) {
    // A header that does not parse as CSV is named by the import itself, with its line.
    if (error instanceof CsvError) return;
    throw error;
  } finally {
    parser.destroy();
    source.destroy();
  }
  if (!header) throw new SettlementFileError('the file has no header row', { line: 1 });
  const missing = missingSettlementColumn(header, columns);
  if (missing) throw missing;
}
