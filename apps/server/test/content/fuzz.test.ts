import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allContracts } from '@sarraf/contracts';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Property: whatever a visitor sends to a content endpoint — random query strings, random JSON
 * bodies, wrong types, odd Unicode, huge numbers — the answer is never a 5xx and never leaks a
 * stack trace or SQL. Generated from a fixed seed (reproducible), mixing values near the valid
 * ones (real ids, codes, periods) with garbage, so both the validation and the services behind it
 * are exercised.
 */
const CONTENT = allContracts.filter((contract) => contract.tags[0] === 'content');
const RUNS_PER_ENDPOINT = 120;

function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}

const KEYS = [
  'page',
  'per_page',
  'search',
  'source_id',
  'type',
  'currency',
  'category_id',
  'item_id',
  'company_id',
  'scope',
  'city',
  'from',
  'to',
  'amount',
  'period',
  'side',
  'key',
  'name',
  'msisdn',
  'email',
  'subject',
  'message',
  'id',
  '__proto__',
  'constructor',
  'a[b]',
  '',
];
const NEAR_VALID = [
  '1',
  '2',
  '15',
  '0',
  '-1',
  '100',
  '101',
  '1.5',
  '1e3',
  '9999999999',
  '2147483648',
  'USD',
  'usd',
  'YER',
  'SAR',
  'XYZ',
  'parallel',
  'official',
  'company',
  'black',
  'local',
  'international',
  '7d',
  '30d',
  '1y',
  '2w',
  'buy',
  'sell',
  'value',
  'who',
  'privacy',
  '2025-01-01',
  '2025-13-45',
  '2025-01-01T00:00:00Z',
  'أحمد',
  'عدن',
  '٧٧١٢٣٤٥٦٧',
  'a@b.co',
  '',
  ' ',
  'null',
  'true',
  '123456789012345.12345678',
  '0.00000001',
];
const GARBAGE = [
  '%00',
  '\u0000',
  '\uFFFF',
  '\uD800',
  '😀'.repeat(50),
  'ا'.repeat(3000),
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '${7*7}',
  '{{7*7}}',
  '[]',
  '{}',
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  '١٢٣',
];

function randomValue(random: ReturnType<typeof createRandom>, depth = 0): unknown {
  switch (random.int(depth > 1 ? 5 : 8)) {
    case 0:
      return random.pick(NEAR_VALID);
    case 1:
      return random.pick(GARBAGE);
    case 2:
      return random.pick([0, 1, -1, 2.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 15, 2]);
    case 3:
      return random.pick([true, false, null]);
    case 4:
      return Array.from({ length: random.int(40) }, () => String.fromCharCode(random.int(0x700))).join('');
    case 5:
      return Array.from({ length: random.int(4) }, () => randomValue(random, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: random.int(5) }, () => [random.pick(KEYS), randomValue(random, depth + 1)]),
      );
  }
}

/** Percent-encoding, with a lone surrogate sent as the invalid UTF-8 bytes it would be. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function randomQuery(random: ReturnType<typeof createRandom>): string {
  const parts: string[] = [];
  for (let i = random.int(6); i > 0; i--) {
    const key = random.pick(KEYS);
    const raw =
      random.next() < 0.7 ? String(random.pick([...NEAR_VALID, ...GARBAGE])) : String(randomValue(random));
    // Sometimes a well-formed pair, sometimes raw bytes a browser would never send.
    parts.push(
      random.next() < 0.85 ? `${encode(key)}=${encode(raw)}` : `${key}=${raw.replace(/[#\s]/g, '')}`,
    );
  }
  return parts.join('&');
}

function randomPath(random: ReturnType<typeof createRandom>, path: string): string {
  return path.replace(
    /:(\w+)/g,
    () => encode(String(random.pick([...NEAR_VALID, ...GARBAGE, String(random.int(1_000_000))]))) || '1',
  );
}

describe('no content endpoint answers 5xx to anything a visitor sends', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(CONTENT.map((contract) => [`${contract.method} ${contract.path}`, contract] as const))(
    '%s',
    async (_name, contract) => {
      const random = createRandom(
        [...contract.path].reduce((hash, c) => hash * 31 + c.charCodeAt(0), contract.method.length),
      );
      const failures: string[] = [];
      for (let run = 0; run < RUNS_PER_ENDPOINT; run++) {
        const query = randomQuery(random);
        const path = `${randomPath(random, contract.path)}${query ? `?${query}` : ''}`;
        const init: RequestInit = { method: contract.method };
        if (contract.method !== 'GET') {
          const kind = random.int(6);
          init.headers = { 'content-type': kind === 5 ? 'text/plain' : 'application/json' };
          init.body =
            kind === 4
              ? '{"item_id": 1,'
              : JSON.stringify(random.next() < 0.5 ? randomValue(random, 1) : randomValue(random));
        }
        const response = await fetch(server.url + path, init).catch((error: unknown) => error as Error);
        if (response instanceof Error) {
          failures.push(`${contract.method} ${path}: ${response.message}`);
          continue;
        }
        const text = await response.text();
        if (response.status >= 500 || /\bat .+\.(ts|js):\d+|select .+ from|stack/i.test(text)) {
          failures.push(
            `${response.status} ${contract.method} ${path} ${typeof init.body === 'string' ? init.body : ''} → ${text.slice(0, 200)}`,
          );
        }
      }
      expect(failures).toEqual([]);
    },
  );
});
