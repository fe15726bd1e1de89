import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allContracts, contractKey, OPERATOR_SECRET_HEADER, type Contract } from '@sarraf/contracts';
import { createApiClient } from '@sarraf/contracts/typed-client';
import { createAdminUser } from '../../src/services/back-office';
import { CookieJar } from '../support/cookie-jar';
import { fieldsOf } from '../support/contract-fields';
import { startTestServer, type TestServer } from '../support/test-server';
import { signUp } from '../support/billing';

/**
 * Property: whatever anyone sends to any endpoint of the contracts — random bodies,
 * queries, path parameters and headers, payloads past the body limit, invalid UTF-8, wrong content
 * types, with no credentials, garbage ones or valid ones — the answer is never a 5xx and never
 * carries a stack trace, a source path or SQL. fast-check generates the requests from a fixed seed
 * (a failure prints the seed and the shrunk request that reproduces it), mixing values near the
 * valid ones (the contract's own field names, real ids, codes, numbers) with garbage, so both the
 * validation and the services behind it are exercised.
 */
const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const OPERATOR_SECRET = 'operator-secret-for-fuzzing-000';
const LEAK =
  /\bat .+\.(ts|js|mjs):\d+|node_modules|\bselect\b.+\bfrom\b|\binsert into\b|\bstack\b|syntax error at/i;

const NEAR_VALID = [
  '1',
  '2',
  '15',
  '0',
  '-1',
  '100',
  '1.5',
  '1e3',
  '9999999999',
  '2147483648',
  '9007199254740993',
  'USD',
  'usd',
  'YER',
  'SAR',
  'XYZ',
  'parallel',
  'official',
  'company',
  'local',
  'international',
  '7d',
  '30d',
  '1y',
  'buy',
  'sell',
  'daily',
  'weekly',
  'monthly',
  'otp',
  'login',
  'charge',
  'status',
  'active',
  'cancelled',
  '2025-01-01',
  '2025-13-45',
  '2031-06-01T09:00:00.000Z',
  'أحمد',
  'عدن',
  '771234567',
  '٧٧١٢٣٤٥٦٧',
  '+967771234567',
  '00967771234567',
  '123456',
  '000000',
  'a@b.co',
  '00000000-0000-4000-8000-000000000000',
  'null',
  'true',
  '',
  ' ',
];
const GARBAGE = [
  '%00',
  '\u0000',
  '\uFFFF',
  '\uD800',
  '😀'.repeat(50),
  'ا'.repeat(3000),
  "' OR 1=1 --",
  '"; drop table subscribers; --',
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
  '__proto__',
  'constructor',
];
const GLOBAL_KEYS = [
  'page',
  'per_page',
  'search',
  'id',
  'uuid',
  'msisdn',
  'otp',
  'now',
  '__proto__',
  'a[b]',
  '',
];

const scalar = fc.oneof(
  fc.constantFrom(...NEAR_VALID),
  fc.constantFrom(...GARBAGE),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }),
);
const jsonScalar = fc.oneof(
  scalar,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1e308, Number.MAX_SAFE_INTEGER, true, false, null),
);

/** Any JSON value, biased towards objects with the contract's own field names. */
function jsonValue(fields: string[]): fc.Arbitrary<unknown> {
  const keys = fc.constantFrom(...fields, ...GLOBAL_KEYS);
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      jsonScalar,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(keys, tie('value'), { maxKeys: 6 }),
    ),
  }));
  return fc.oneof(
    { weight: 3, arbitrary: fc.dictionary(keys, value, { minKeys: 1, maxKeys: 6 }) },
    { weight: 1, arbitrary: value },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** Percent-encoding, a lone surrogate sent as the invalid UTF-8 bytes it would be. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

type Credentials = 'none' | 'garbage' | 'subscriber' | 'admin' | 'operator';

interface FuzzRequest {
  params: string[];
  query: Array<[string, string, boolean]>;
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown; contentType: string }
    | { kind: 'raw'; bytes: Uint8Array; contentType: string };
  credentials: Credentials;
  headers: Record<string, string>;
}

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'application/json; boundary=;;;',
);

function requestArbitrary(contract: Contract): fc.Arbitrary<FuzzRequest> {
  const fields = [...fieldsOf(contract.body), ...fieldsOf(contract.query)];
  const paramCount = (contract.path.match(/:\w+/g) ?? []).length;
  const raw = fc.oneof(
    // Truncated or broken JSON.
    jsonValue(fields).map((value) => new TextEncoder().encode(JSON.stringify(value ?? null).slice(0, -1))),
    // Invalid UTF-8 inside a JSON string, and bare invalid bytes.
    fc
      .constantFrom(...fields, 'msisdn')
      .map((field) =>
        Uint8Array.from([
          ...new TextEncoder().encode(`{"${field}":"`),
          0xff,
          0xfe,
          0xc3,
          0x28,
          0xed,
          0xa0,
          0x80,
          0x22,
          0x7d,
        ]),
      ),
    fc.uint8Array({ maxLength: 200 }),
    // Past the body limit (64 KB), and far past it.
    fc
      .constantFrom(70 * 1024, 1024 * 1024)
      .map((size) => new TextEncoder().encode(JSON.stringify({ [fields[0] ?? 'x']: 'ا'.repeat(size / 2) }))),
  );
  const body: fc.Arbitrary<FuzzRequest['body']> =
    contract.method === 'GET'
      ? fc.constant({ kind: 'none' as const })
      : fc.oneof(
          {
            weight: 4,
            arbitrary: fc.record({
              kind: fc.constant('json' as const),
              value: jsonValue(fields),
              contentType: fc.constant('application/json'),
            }),
          },
          {
            weight: 1,
            arbitrary: fc.record({
              kind: fc.constant('json' as const),
              value: jsonValue(fields),
              contentType: contentTypes,
            }),
          },
          {
            weight: 2,
            arbitrary: fc.record({
              kind: fc.constant('raw' as const),
              bytes: raw,
              contentType: contentTypes,
            }),
          },
          { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
        );
  return fc.record({
    params: fc.array(fc.oneof(scalar, fc.nat().map(String)), {
      minLength: paramCount,
      maxLength: paramCount,
    }),
    query: fc.array(
      fc.tuple(
        fc.constantFrom(...fields, ...GLOBAL_KEYS),
        fc.oneof(scalar, jsonScalar.map(String)),
        fc.boolean(),
      ),
      { maxLength: 6 },
    ),
    body,
    credentials: fc.constantFrom<Credentials>(
      'none',
      'garbage',
      'subscriber',
      'subscriber',
      'admin',
      'operator',
    ),
    headers: fc.record(
      {
        'accept-language': fc.oneof(fc.constantFrom('ar', 'en', 'fr', '*', 'en;q=x', ''), scalar),
        'x-forwarded-for': fc.constantFrom('10.0.0.1', 'garbage', '1.1.1.1, 2.2.2.2', '::1'),
        accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/png'),
        'accept-encoding': fc.constantFrom('br', 'gzip', 'identity', 'deflate, x', ''),
        'if-none-match': fc.constantFrom('"abc"', 'W/"x"', '*', ''),
        range: fc.constantFrom('bytes=0-10', 'bytes=x'),
      },
      { requiredKeys: [] },
    ),
  });
}

/** Header values must be ByteStrings for fetch: anything else goes as its UTF-8 bytes read as latin1. */
const headerSafe = (value: string) =>
  Buffer.from(value, 'utf8')
    .toString('latin1')
    // A client cannot send control characters in a header (undici refuses them before the wire).
    .split('')
    .filter((char) => char === '\t' || (char >= ' ' && char !== '\u007f'))
    .join('');

describe('no endpoint answers 5xx or leaks internals, whatever it is sent (fast-check)', () => {
  let server: TestServer;
  const adminJar = new CookieJar();

  beforeAll(async () => {
    server = await startTestServer({
      env: {
        OPERATOR_WEBHOOK_SECRET: OPERATOR_SECRET,
        OTP_IP_SENDS_PER_HOUR: '10000000',
        OTP_BLOCK_SENDS_PER_HOUR: '10000000',
        OTP_RESEND_S: '0',
      },
    });
    await createAdminUser(server.database.db, {
      email: 'fuzz@sarraf.local',
      password: 'fuzz-password-123',
      role: 'admin',
    });
    const admin = createApiClient(server.url, {
      headers: () => ({ cookie: adminJar.header(), 'x-xsrf-token': adminJar.get('XSRF-TOKEN') ?? '' }),
      onResponse: (response) => adminJar.store(response),
    });
    await admin.call('getHealth');
    await admin.ok('adminSignIn', { json: { email: 'fuzz@sarraf.local', password: 'fuzz-password-123' } });
  }, 60_000);
  afterAll(() => server.close());

  it.each(allContracts.map((contract) => [contractKey(contract), contract] as const))(
    '%s',
    async (_name, contract) => {
      // A subscriber of this endpoint's own: a fuzzed logout or cancel spoils no other endpoint's run.
      const subscriber = await signUp(server);
      await fc.assert(
        fc.asyncProperty(requestArbitrary(contract), async (input) => {
          let index = 0;
          const pathname = contract.path.replace(/:\w+/g, () => encode(input.params[index++] ?? '1') || '1');
          const query = input.query
            .map(([key, value, wellFormed]) =>
              wellFormed ? `${encode(key)}=${encode(value)}` : `${key}=${value.replace(/[#\s%]/g, '')}`,
            )
            .join('&');
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(input.headers)) headers[name] = headerSafe(value);
          switch (input.credentials) {
            case 'garbage':
              headers.authorization = 'Bearer 1|not-a-token';
              headers.cookie = 'access_token=%ZZ; sarraf_admin=forged; XSRF-TOKEN=x';
              headers['x-xsrf-token'] = 'x';
              break;
            case 'subscriber':
              headers.authorization = `Bearer ${subscriber.token}`;
              break;
            case 'admin':
              headers.cookie = adminJar.header();
              headers['x-xsrf-token'] = adminJar.get('XSRF-TOKEN') ?? '';
              break;
            case 'operator':
              headers[OPERATOR_SECRET_HEADER] = OPERATOR_SECRET;
              break;
          }
          // A redirect (the plain-HTTP header-enrichment entry) is judged by its own answer.
          const init: RequestInit = { method: contract.method, headers, redirect: 'manual' };
          if (input.body.kind === 'json') {
            headers['content-type'] = input.body.contentType;
            init.body = JSON.stringify(input.body.value ?? null);
          } else if (input.body.kind === 'raw') {
            headers['content-type'] = input.body.contentType;
            init.body = input.body.bytes;
          }
          const url = `${server.url}${pathname}${query ? `?${query}` : ''}`;
          const response = await fetch(url, init);
          const text = await response.text();
          const report = `${response.status} ${contract.method} ${url} → ${text.slice(0, 300)}`;
          expect(response.status, report).toBeLessThan(500);
          expect(LEAK.test(text), report).toBe(false);
        }),
        { numRuns: RUNS_PER_ENDPOINT, seed: SEED, endOnFailure: false },
      );
    },
    120_000,
  );
});
