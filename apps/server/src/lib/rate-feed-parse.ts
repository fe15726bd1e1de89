import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';

/**
 * Reads a price source's feed body into lines of code, buy and sell (docs/design.md#rate-feeds),
 * pure: no database, no network. The mapping says where the items are and which of their fields
 * hold the three values. A body that cannot be read at all (not JSON, no items where the mapping
 * points) is an error; a single bad line is not: the caller validates each line and skips the bad.
 */
export type RateFeedKind = 'json' | 'csv' | 'xml';

export interface RateFeedMappingInput {
  items: string;
  code: string;
  buy: string;
  sell: string;
}

export interface RawFeedLine {
  code: string;
  buy: string;
  sell: string;
}

export class RateFeedParseError extends Error {}

/** `a.b.c` → ['a','b','c']; '' → []. */
const pathOf = (path: string) =>
  path
    .split('.')
    .map((part) => part.trim())
    .filter(Boolean);

function walk(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A field's value as text: numbers as JS writes them (the validator refuses exponents), objects as nothing. */
function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  // fast-xml-parser puts an element's text beside its attributes under '#text'.
  if (value && typeof value === 'object' && '#text' in value) return text(value['#text']);
  return '';
}

function lineOf(item: unknown, mapping: RateFeedMappingInput): RawFeedLine {
  return {
    code: text(walk(item, pathOf(mapping.code))),
    buy: text(walk(item, pathOf(mapping.buy))),
    sell: text(walk(item, pathOf(mapping.sell))),
  };
}

function parseJson(body: string, mapping: RateFeedMappingInput): RawFeedLine[] {
  let document: unknown;
  try {
    document = JSON.parse(body);
  } catch (error) {
    throw new RateFeedParseError(`not valid JSON: ${(error as Error).message}`);
  }
  const items = walk(document, pathOf(mapping.items));
  if (!Array.isArray(items))
    throw new RateFeedParseError(`no array at "${mapping.items || '(root)'}" in the JSON`);
  return items.map((item) => lineOf(item, mapping));
}

function parseCsvBody(body: string, mapping: RateFeedMappingInput): RawFeedLine[] {
  let rows: Array<Record<string, string>>;
  try {
    rows = parseCsv<Record<string, string>>(body, {
      columns: (header: string[]) => header.map((name) => name.trim()),
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    });
  } catch (error) {
    throw new RateFeedParseError(`not valid CSV: ${(error as Error).message}`);
  }
  const first = rows[0];
  for (const column of [mapping.code, mapping.buy, mapping.sell])
    if (first && !(column in first)) throw new RateFeedParseError(`no column "${column}" in the CSV header`);
  return rows.map((row) => ({
    code: (row[mapping.code] ?? '').trim(),
    buy: (row[mapping.buy] ?? '').trim(),
    sell: (row[mapping.sell] ?? '').trim(),
  }));
}

function parseXml(body: string, mapping: RateFeedMappingInput): RawFeedLine[] {
  const itemsPath = pathOf(mapping.items);
  if (itemsPath.length === 0) throw new RateFeedParseError('the XML mapping needs the path to the items');
  const parser = new XMLParser({
    ignoreAttributes: false,
    // Attributes and child elements are read by the same plain name: `code` is either.
    attributeNamePrefix: '',
    removeNSPrefix: true,
    // The items are a list however many there are, so one code path reads them.
    isArray: (_name, jpath) => jpath === itemsPath.join('.'),
    // Entities and DOCTYPEs are not expanded: the body comes from outside.
    processEntities: false,
    parseAttributeValue: false,
    parseTagValue: false,
  });
  let document: unknown;
  try {
    document = parser.parse(body, true);
  } catch (error) {
    throw new RateFeedParseError(`not well-formed XML: ${(error as Error).message.split('\n')[0]}`);
  }
  const items = walk(document, itemsPath);
  if (!Array.isArray(items)) throw new RateFeedParseError(`no <${itemsPath.join('/')}> elements in the XML`);
  return items.map((item) => lineOf(item, mapping));
}

export function parseRateFeed(
  kind: RateFeedKind,
  body: string,
  mapping: RateFeedMappingInput,
): RawFeedLine[] {
  if (kind === 'json') return parseJson(body, mapping);
  if (kind === 'csv') return parseCsvBody(body, mapping);
  return parseXml(body, mapping);
}
