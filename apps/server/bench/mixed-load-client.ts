/**
 * The load generator of bench/mixed-load.ts, in a child process of its own (so that it never shares
 * an event loop with what it measures): autocannon against one API process with the realistic mix
 * of production, cycling per connection through 50 requests — 45 public reads (90 %), 4 sign-in steps
 * (8 %: a code requested for a random number, a wrong code confirmed), 1 subscription action (2 %:
 * the subscription read, or a renewal without consent, with a real subscriber's token). Prints the
 * autocannon result as one JSON line.
 */
import { randomInt } from 'node:crypto';
import autocannon from 'autocannon';

interface Options {
  url: string;
  connections: number;
  durationS: number;
  tokens: string[];
}

const options = JSON.parse(process.argv[2] ?? '{}') as Options;

const PUBLIC_READS = [
  '/api/client/get/currency/list',
  '/api/client/get/currency/list?currency=USD',
  '/api/client/converter/currency?amount=100&from=USD&to=SAR',
  '/api/client/get/news',
  '/api/client/get/priceSources',
  '/api/client/get/exchange/companies/local',
  '/api/client/get/priceLists',
  '/api/client/get/categories',
  '/api/get/informations',
];

const randomMsisdn = () => `77${String(randomInt(10_000_000)).padStart(7, '0')}`;
const anyToken = () => options.tokens[randomInt(options.tokens.length)]!;

type Request = NonNullable<autocannon.Options['requests']>[number];

const json = { 'content-type': 'application/json' };
const signInSteps: Request[] = [
  {
    method: 'POST',
    path: '/api/client/login',
    headers: json,
    setupRequest: (request) => ({ ...request, body: JSON.stringify({ msisdn: randomMsisdn() }) }),
  },
  {
    method: 'POST',
    path: '/api/client/confirm/otp',
    headers: json,
    setupRequest: (request) => ({
      ...request,
      body: JSON.stringify({ msisdn: randomMsisdn(), otp: String(randomInt(1_000_000)).padStart(6, '0') }),
    }),
  },
];
const subscriptionAction: Request = {
  method: 'GET',
  path: '/api/client/fetch/subscription',
  setupRequest: (request) =>
    randomInt(2) === 0
      ? {
          ...request,
          method: 'GET',
          path: '/api/client/fetch/subscription',
          headers: { authorization: `Bearer ${anyToken()}` },
        }
      : {
          ...request,
          method: 'POST',
          path: '/api/client/renew/subscription',
          headers: { ...json, authorization: `Bearer ${anyToken()}` },
          body: '{}',
        },
};

const requests: Request[] = [];
for (let i = 0; i < 45; i++) requests.push({ method: 'GET', path: PUBLIC_READS[i % PUBLIC_READS.length]! });
// Spread the sign-in steps and the action through the cycle rather than bunching them.
for (const [index, step] of [signInSteps[0]!, signInSteps[1]!, signInSteps[0]!, signInSteps[1]!].entries()) {
  requests.splice(5 + index * 11, 0, step);
}
requests.splice(27, 0, subscriptionAction);

const result = await autocannon({
  url: options.url,
  connections: options.connections,
  duration: options.durationS,
  // A portal visitor's browser: Arabic, compression, the XSRF cookie of the first page.
  headers: { 'accept-language': 'ar', 'accept-encoding': 'gzip, br', cookie: 'XSRF-TOKEN=bench' },
  requests,
  timeout: 10,
});
process.stdout.write(
  `${JSON.stringify({
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats as Record<string, { count: number }>).map(([code, stat]) => [
        code,
        stat.count,
      ]),
    ),
    errors: result.errors,
    timeouts: result.timeouts,
  })}\n`,
);
