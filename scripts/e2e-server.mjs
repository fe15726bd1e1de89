// Playwright's web server: the real built product on a fresh embedded database (port E2E_PORT, 4310).
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn, execFileSync } from 'node:child_process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '4310';
const dataDir = path.join(root, '.tmp', `e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
execFileSync(process.execPath, [path.join(root, 'scripts/ensure-built.mjs')], { stdio: 'inherit' });

// The browser tests run the embedded default; the scaled-out mode has its own tests.
const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    // Header enrichment on, with this machine as the gateway: the HE proxy in front (E2E_HE_PORT)
    // plays the gateway and our nginx's plain-HTTP HE block (number header, X-Forwarded-Proto:
    // http). Loopback stays the trusted proxy (TRUST_PROXY's default), so a request reaching this
    // server directly, without X-Forwarded-Proto, counts as HTTPS, where no number header is
    // believed: every other spec sees HE answer "not identified" and the portal unchanged.
    HE_ENABLED: '1',
    HE_TRUSTED_CIDRS: '127.0.0.1/32',
    TRUST_PROXY: 'loopback',
    // The simulated gateway declines the 73… block (insufficient balance), so a spec can make a
    // failed charge with a number of its own; every other spec's numbers are 77….
    CHARGING_FAIL_PATTERN: '^96773',
    // Every spec signs in to the back office from this one address, more than the 30 sign-ins per
    // 15 minutes a real client gets; that limit has its own API test.
    ADMIN_SIGNIN_IP_PER_15MIN: '1000',
    // The specs read exact rates: the demo feed must not move them under a test.
    DEMO_FEED: '0',
    // The feeds spec serves its feed from this machine, which a real server refuses to fetch.
    FEEDS_ALLOW_PRIVATE: '1',
    // The push spec's browser subscribes with an endpoint on this machine (its own receiver):
    // docs/design.md#web-push, never in production.
    PUSH_ALLOW_LOOPBACK_HTTP: '1',
  },
});
// The first start prints the back-office login; the browser tests sign in with exactly
// that, so they prove the printed login works.
const firstAdminFile = path.join(root, '.tmp', `e2e-first-admin-${port}.json`);
rmSync(firstAdminFile, { force: true });
let printed = '';
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  printed += chunk.toString();
  const email = /email:\s+(\S+)/.exec(printed)?.[1];
  const password = /password:\s+(\S+)/.exec(printed)?.[1];
  if (email && password && !existsSync(firstAdminFile)) {
    writeFileSync(firstAdminFile, JSON.stringify({ email, password }));
  }
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
