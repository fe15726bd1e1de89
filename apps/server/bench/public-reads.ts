/**
 * Public read endpoints against a bare Fastify "hello", side by side in one run (docs/benchmarks.md).
 *
 *   npx tsx apps/server/bench/public-reads.ts                      # PGlite, seeded, 5 × 2 s per target
 *   npx tsx apps/server/bench/public-reads.ts --database-url postgres://postgres@127.0.0.1:5432/postgres
 *   npx tsx apps/server/bench/public-reads.ts --duration 4 --rounds 7 --connections 10,50
 *
 * It measures the product as `npm start` runs it: the production bundle (`node server.js`, no
 * source maps), on a fresh database that it migrates and seeds itself, with LOG_LEVEL=warn (a
 * log line per request is an operator's choice, and the bare route logs nothing). With PGlite the
 * process is the whole app (APP_ROLE=all: API and worker); with --database-url it is an API
 * process (APP_ROLE=api) on a temporary database of that server, dropped at the end. Beside it,
 * in a process of its own, a bare `Fastify()` with only `GET /hello`.
 *
 * autocannon runs in a child process against each target in turn, in rounds, at each connection
 * count, as two clients:
 *
 * - `browser`: a returning portal visitor (Accept-Encoding with br, the XSRF cookie, Arabic);
 * - `plain`: autocannon's own request, no Accept-Encoding and no cookie, as a load tool or a
 *   script sends it: uncompressed bodies, and a new XSRF cookie minted for every request (the XSRF
 *   plugin gives one to any GET without it).
 *
 * The table gives the median requests/second, its ratio to the bare hello of the same round, and
 * the CPU time per request of the server process and of autocannon. On Linux with `taskset` both
 * servers run on CPU 0 and autocannon on CPU 1: on a 2-core machine they would otherwise share a
 * core now and then, and the figures would measure the scheduler. Where autocannon's CPU per
 * request is the larger, the client sets the pace (it decodes every body to a string), and the
 * server's CPU ratio is what a load generator on a machine of its own would see.
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import pg from 'pg';
import { freePort, startServerProcess } from '../test/scale-out/processes';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10,50' },
    'database-url': { type: 'string' },
    /** Seconds between the server's start and the first round (its start-up jobs, the JIT). */
    warmup: { type: 'string', default: '20' },
  },
});
const DURATION_S = Math.max(1, Math.min(60, Number(args.duration)));
const ROUNDS = Math.max(1, Math.min(15, Number(args.rounds)));
const WARMUP_S = Math.max(0, Math.min(300, Number(args.warmup)));
const CONNECTIONS = args.connections
  .split(',')
  .map(Number)
  .filter((n) => n >= 1 && n <= 200);

type Client = 'browser' | 'plain';

/** Request headers of each client (autocannon `-H name=value`). */
const CLIENT_HEADERS: Record<Client, string[]> = {
  browser: ['accept-language=ar', 'cookie=XSRF-TOKEN=bench', 'accept-encoding=gzip, deflate, br'],
  plain: [],
};

const ROUTES: Array<[label: string, path: string, clients: Client[]]> = [
  ['currency list', '/api/client/get/currency/list', ['browser', 'plain']],
  ['converter', '/api/client/converter/currency?amount=100&from=USD&to=SAR', ['browser', 'plain']],
  ['news list', '/api/client/get/news', ['browser', 'plain']],
  ['price sources', '/api/client/get/priceSources', ['browser']],
  ['local companies', '/api/client/get/exchange/companies/local', ['browser']],
  // Routed through every hook (no hot read): what a read would cost without the content cache.
  ['health (routed, every hook)', '/api/health', ['browser']],
];

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const autocannonBin = path.join(path.dirname(require.resolve('autocannon/package.json')), 'autocannon.js');

/** `taskset` on Linux with two CPUs or more: servers on CPU 0, autocannon on CPU 1. */
const pinned = (() => {
  if (process.platform !== 'linux' || os.cpus().length < 2) return false;
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** CPU time (user + system) of a process, or of this one's waited-for children, in µs (Linux). */
function cpuUs(pid: number | 'children'): number | undefined {
  try {
    const file = pid === 'children' ? '/proc/self/stat' : `/proc/${pid}/stat`;
    const fields = readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
    // utime/stime (own) or cutime/cstime (children), in clock ticks of 10 ms (USER_HZ 100).
    const [user, system] = pid === 'children' ? [fields[13], fields[14]] : [fields[11], fields[12]];
    return (Number(user) + Number(system)) * 10_000;
  } catch {
    return undefined;
  }
}

const perRequest = (before: number | undefined, after: number | undefined, requests: number) =>
  before === undefined || after === undefined ? undefined : (after - before) / requests;

interface Result {
  rps: number;
  /** The server process's CPU time per request served, in microseconds (Linux only). */
  serverCpuUs: number | undefined;
  /** autocannon's CPU time per request, in microseconds (Linux only). */
  clientCpuUs: number | undefined;
  p99: number;
  non2xx: number;
  errors: number;
}

/** autocannon in a child process, so load generation does not share the servers' event loops. */
async function measure(target: Target, connections: number): Promise<Result> {
  const serverBefore = cpuUs(target.pid);
  const clientBefore = cpuUs('children');
  const autocannon = [
    autocannonBin,
    '--json',
    '-c',
    String(connections),
    '-d',
    String(DURATION_S),
    ...CLIENT_HEADERS[target.client].flatMap((header) => ['-H', header]),
    target.url,
  ];
  const { stdout } = await promisify(execFile)(
    pinned ? 'taskset' : process.execPath,
    pinned ? ['-c', '1', process.execPath, ...autocannon] : autocannon,
    { maxBuffer: 16 * 1024 * 1024, timeout: (DURATION_S + 30) * 1000 },
  );
  const json = JSON.parse(stdout) as {
    requests: { average: number; total: number };
    latency: { p99: number };
    non2xx: number;
    errors: number;
  };
  const requests = Math.max(1, json.requests.total);
  return {
    rps: json.requests.average,
    serverCpuUs: perRequest(serverBefore, cpuUs(target.pid), requests),
    clientCpuUs: perRequest(clientBefore, cpuUs('children'), requests),
    p99: json.latency.p99,
    non2xx: json.non2xx,
    errors: json.errors,
  };
}

interface Target {
  label: string;
  client: Client;
  url: string;
  pid: number;
}

async function temporaryDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `sarraf_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A bare `Fastify()` with `GET /hello`, in a process of its own (the budget's yardstick). */
async function startBareFastify(): Promise<{ url: string; pid: number; stop(): void }> {
  const port = await freePort();
  const source = [
    "import Fastify from 'fastify';",
    'const app = Fastify();',
    "app.get('/hello', () => ({ hello: 'world' }));",
    `await app.listen({ port: ${port}, host: '127.0.0.1' });`,
  ].join('\n');
  const node = [process.execPath, '--input-type=module', '-e', source];
  const [command, ...rest] = (pinned ? ['taskset', '-c', '0', ...node] : node) as [string, ...string[]];
  const child = spawn(command, rest, { cwd: serverDir, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (
      await fetch(`${url}/hello`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (attempt > 100) throw new Error('the bare Fastify server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, pid: child.pid!, stop: () => child.kill() };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[Math.floor(middle)]!;
};

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sarraf-bench-data-'));
  const database = args['database-url'] ? await temporaryDatabase(args['database-url']) : undefined;
  process.stdout.write(
    `${database ? 'PostgreSQL, APP_ROLE=api' : 'PGlite, APP_ROLE=all'}; starting the production bundle…\n`,
  );
  const app = await startServerProcess(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(database ? { DATABASE_URL: database.url, APP_ROLE: 'api' } : { APP_ROLE: 'all' }),
    },
    { sourceMaps: false, ...(pinned ? { cpu: 0 } : {}), timeoutMs: 120_000 },
  );
  const bare = await startBareFastify();
  try {
    for (const [, route] of ROUTES) {
      const response = await fetch(app.url + route);
      if (response.status !== 200) throw new Error(`${route} answered ${response.status}`);
    }
    process.stdout.write(
      `${pinned ? 'servers pinned to CPU 0, autocannon to CPU 1' : 'not pinned (no taskset, or one CPU)'}; ` +
        `warming up for ${WARMUP_S} s…\n`,
    );
    await new Promise((resolve) => setTimeout(resolve, WARMUP_S * 1000));

    const BARE = 'bare Fastify GET /hello';
    const targets: Target[] = [
      { label: BARE, client: 'plain', url: `${bare.url}/hello`, pid: bare.pid },
      ...ROUTES.flatMap(([label, route, clients]) =>
        clients.map((client) => ({ label, client, url: app.url + route, pid: app.child.pid! })),
      ),
    ];
    const rows: string[] = [];
    for (const connections of CONNECTIONS) {
      process.stdout.write(`\n${connections} connections, ${ROUNDS} rounds of ${DURATION_S} s per target…\n`);
      const samples = targets.map((): Result[] => []);
      for (let round = 0; round < ROUNDS; round++) {
        // Every target once per round, the bare hello first: a drift of the machine's speed during
        // the run moves each round's numerator and denominator alike.
        for (const [index, target] of targets.entries()) {
          const result = await measure(target, connections);
          samples[index]!.push(result);
          process.stdout.write(`  ${target.label} (${target.client}): ${result.rps.toFixed(0)} req/s\n`);
        }
      }
      const bareRounds = samples[0]!;
      for (const [index, target] of targets.entries()) {
        const list = samples[index]!;
        const known = (values: Array<number | undefined>) => values.filter((value) => value !== undefined);
        const serverCpu = known(list.map((result) => result.serverCpuUs));
        const clientCpu = known(list.map((result) => result.clientCpuUs));
        const cpuRatios = known(
          list.map(({ serverCpuUs }, round) => {
            const bareCpu = bareRounds[round]!.serverCpuUs;
            return serverCpuUs && bareCpu ? bareCpu / serverCpuUs : undefined;
          }),
        );
        const figure = (values: number[], digits: number) =>
          values.length ? median(values).toFixed(digits) : '-';
        rows.push(
          [
            target.label.padEnd(28),
            (index === 0 ? '' : target.client).padEnd(7),
            String(connections).padStart(5),
            median(list.map((result) => result.rps))
              .toFixed(0)
              .padStart(6),
            median(list.map((result, round) => result.rps / bareRounds[round]!.rps))
              .toFixed(2)
              .padStart(6),
            figure(serverCpu, 1).padStart(9),
            figure(cpuRatios, 2).padStart(10),
            figure(clientCpu, 1).padStart(9),
            String(median(list.map((result) => result.p99))).padStart(6),
            String(list.reduce((sum, result) => sum + result.non2xx + result.errors, 0)).padStart(6),
          ].join(' | '),
        );
      }
    }

    process.stdout.write(
      `\n${database ? 'PostgreSQL' : 'PGlite'}: medians of ${ROUNDS} rounds of ${DURATION_S} s` +
        `${pinned ? ', servers on CPU 0, autocannon on CPU 1' : ''}.\n` +
        `÷ bare: req/s over the bare Fastify hello's in the same round. server µs, client µs: CPU time per\n` +
        `request of the server process and of autocannon. cpu ÷ bare: the bare hello's server CPU per request\n` +
        `over the route's (the req/s ratio when the server, not the client, sets the pace).\n` +
        `${'target'.padEnd(28)} | client  | conns |  req/s | ÷ bare | server µs | cpu ÷ bare | client µs | p99 ms | errors\n` +
        `${'-'.repeat(111)}\n${rows.join('\n')}\n`,
    );
  } finally {
    bare.stop();
    await app.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
