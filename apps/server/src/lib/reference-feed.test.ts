import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from './paths';
import { parseReferenceXml, ReferenceFeedError } from './reference-feed';

const sample = readFileSync(path.join(serverRoot, 'fixtures', 'eurofxref-daily.xml'), 'utf8');
const file = (cubes: string, time = '2026-11-24') =>
  `<?xml version="1.0"?><gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01"
   xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref"><Cube><Cube time="${time}">${cubes}</Cube></Cube></gesmes:Envelope>`;

describe('the reference feed file', () => {
  it('reads the committed sample: one day, every currency per one euro', () => {
    const parsed = parseReferenceXml(sample);
    expect(parsed.day).toBe('2026-11-24');
    expect(parsed.base).toBe('EUR');
    expect(parsed.rates.size).toBe(29);
    expect(parsed.rates.get('USD')).toBe('1.1561');
    expect(parsed.rates.get('IDR')).toBe('19280.00');
  });

  it('reads a single rate, and takes the newest day of a history file', () => {
    expect(parseReferenceXml(file(`<Cube currency="USD" rate="1.08"/>`)).rates).toEqual(
      new Map([['USD', '1.08']]),
    );
    const history = `<Envelope><Cube><Cube time="2026-11-23"><Cube currency="USD" rate="1.07"/></Cube>
      <Cube time="2026-11-24"><Cube currency="USD" rate="1.08"/></Cube></Cube></Envelope>`;
    expect(parseReferenceXml(history)).toMatchObject({
      day: '2026-11-24',
      rates: new Map([['USD', '1.08']]),
    });
  });

  it.each([
    ['not XML at all', 'hello <'],
    ['no day', '<Envelope><Cube></Cube></Envelope>'],
    ['a bad date', file('<Cube currency="USD" rate="1.08"/>', '24/11/2026')],
    ['a bad code', file('<Cube currency="US1" rate="1.08"/>')],
    ['a zero rate', file('<Cube currency="USD" rate="0"/>')],
    ['a negative rate', file('<Cube currency="USD" rate="-1.08"/>')],
    ['an exponent', file('<Cube currency="USD" rate="1e3"/>')],
    ['no rates', file('')],
  ])('refuses a file with %s, whole', (_, xml) => {
    expect(() => parseReferenceXml(xml)).toThrow(ReferenceFeedError);
  });

  it('expands no entity the file defines', () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY big "1.08">]>${file('<Cube currency="USD" rate="&big;"/>')}`;
    expect(() => parseReferenceXml(xml)).toThrow(ReferenceFeedError);
  });
});
