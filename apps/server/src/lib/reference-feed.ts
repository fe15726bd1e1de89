import { XMLParser } from 'fast-xml-parser';

/**
 * The international reference feed, pure (docs/design.md#reference-rates): an ECB-style daily XML
 * file, `<Cube time="YYYY-MM-DD"><Cube currency="USD" rate="1.0812"/>…</Cube>`, where each rate is
 * how many units of the currency one unit of the feed's base (the euro) buys. A file is taken
 * whole or not at all: a missing date, a malformed code or a rate that is not a positive decimal
 * refuses it, naming what is wrong.
 */
export interface ReferenceDay {
  /** The day the rates are for, `YYYY-MM-DD`. */
  day: string;
  /** The feed's base currency: every rate is units per one of it. */
  base: string;
  /** Currency code → units per one base, as the decimal text of the file. */
  rates: Map<string, string>;
}

export class ReferenceFeedError extends Error {}

const RATE = /^\d{1,14}(\.\d{1,10})?$/;
const CODE = /^[A-Z]{3}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  // Every Cube is a list, however many there are, so one code path reads them.
  isArray: (name) => name === 'Cube',
  // Entities and DOCTYPEs are not expanded: the file comes from outside.
  processEntities: false,
  parseAttributeValue: false,
  parseTagValue: false,
});

type Cube = { time?: string; currency?: string; rate?: string; Cube?: Cube[] };

/** Reads one daily file; the base is the euro unless `base` says otherwise. */
export function parseReferenceXml(xml: string, base = 'EUR'): ReferenceDay {
  let document: { Envelope?: { Cube?: Cube[] } };
  try {
    document = parser.parse(xml, true) as typeof document;
  } catch (error) {
    throw new ReferenceFeedError(`not well-formed XML: ${(error as Error).message.split('\n')[0]}`);
  }
  const days = (document.Envelope?.Cube ?? [])
    .flatMap((outer) => outer.Cube ?? [])
    .filter((cube) => cube.time);
  if (days.length === 0) throw new ReferenceFeedError('no <Cube time="…"> in the file');
  // A daily file has one day; a history file has many, newest first: the newest is taken.
  const newest = days.reduce((a, b) => ((a.time ?? '') >= (b.time ?? '') ? a : b));
  const day = String(newest.time);
  if (!DAY.test(day) || Number.isNaN(Date.parse(day))) throw new ReferenceFeedError(`bad date "${day}"`);
  const rates = new Map<string, string>();
  for (const [index, cube] of (newest.Cube ?? []).entries()) {
    const code = String(cube.currency ?? '');
    const rate = String(cube.rate ?? '').trim();
    if (!CODE.test(code)) throw new ReferenceFeedError(`rate ${index + 1}: bad currency code "${code}"`);
    if (!RATE.test(rate) || Number(rate) <= 0)
      throw new ReferenceFeedError(`${code}: rate "${rate}" is not a positive decimal`);
    if (code === base) continue;
    rates.set(code, rate);
  }
  if (rates.size === 0) throw new ReferenceFeedError(`no rates for ${day}`);
  return { day, base, rates };
}
