import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { addressMatcher } from '../../src/lib/ip-ranges';
import { builtServer, freePort, startServerProcess, type ServerProcess } from '../scale-out/processes';
import { pathOf } from '@sarraf/contracts/api';

/**
 * Start-up rules of the safe defaults (docs/security.md), on the built server as `npm start` runs
 * it: what production refuses (one line naming the variable, exit ≠ 0), what it warns about, and
 * what a public HOST gets in development.
 */

const dataDirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sarraf-safe-defaults-'));
  dataDirs.push(dir);
  return dir;
};
const processes: ServerProcess[] = [];
afterAll(async () => {
  for (const started of processes) await started.stop(5_000);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const PRODUCTION = {
  NODE_ENV: 'production',
  APP_SECRET: 'production-secret-production-secret-0001',
  SMS_DRIVER: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
  CHARGING_DRIVER: 'http',
  CHARGING_HTTP_URL: 'http://127.0.0.1:9/charge',
};

/** `node dist/server.js` with this environment, expected to stop by itself: its code and output. */
async function runToExit(env: Record<string, string | undefined>) {
  const entry = await builtServer();
  const child = spawn(process.execPath, [entry], {
    cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
    env: Object.fromEntries(
      Object.entries({
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        PORT: String(await freePort()),
        DATA_DIR: newDataDir(),
        ...env,
      }).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  const code = await new Promise<number | null>((resolve) =>
    child.on('exit', (exitCode) => resolve(exitCode)),
  );
  clearTimeout(timer);
  return { code, stdout, stderr };
}

describe('production refuses to start', () => {
  it.each([
    ['with CHARGING_DRIVER unset (the simulated default)', { CHARGING_DRIVER: undefined }, 'CHARGING_DRIVER'],
    ['with CHARGING_DRIVER=simulated', { CHARGING_DRIVER: 'simulated' }, 'CHARGING_DRIVER'],
    ['with DEV_ROUTES=1', { DEV_ROUTES: '1' }, 'DEV_ROUTES'],
    ['with a bad TRUST_PROXY CIDR', { TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
  ])('%s: one line naming the variable', async (_name, env, variable) => {
    const { code, stdout, stderr } = await runToExit({ ...PRODUCTION, ...env });
    expect(code).not.toBe(0);
    expect(stdout).toBe('');
    const lines = stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
    expect(lines[0]).toContain(variable === 'TRUST_PROXY' ? '10.0.0.0/33' : 'NODE_ENV=production');
  });
});

describe('production starts with the operator’s gateways', () => {
  it('and warns, in one line naming the variable, that MSISDN_PREFIXES is empty', async () => {
    const server = await startServerProcess({ ...PRODUCTION, DATA_DIR: newDataDir(), LOG_LEVEL: 'info' });
    processes.push(server);
    const warnings = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.level === 40 && line.msg.includes('MSISDN_PREFIXES'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toMatch(/^MSISDN_PREFIXES is empty/);
    expect((await server.api.call('getDevSms')).status).toBe(404);
    await server.stop();
  }, 90_000);
});

/** A non-loopback private address of this machine (a subscriber's 10.x or fd00:: peer), if any. */
const privatePeer = Object.values(networkInterfaces())
  .flat()
  .find(
    (address) =>
      address !== undefined && !address.internal && addressMatcher(['uniquelocal'])(address.address),
  );

describe('development on a public HOST', () => {
  it(`has no /api/dev/*, and a private-address peer (${privatePeer?.address ?? 'none on this machine'}) cannot choose its client address`, async () => {
    const server = await startServerProcess({
      NODE_ENV: 'development',
      HOST: privatePeer?.family === 'IPv6' ? '::' : '0.0.0.0',
      DATA_DIR: newDataDir(),
      LOG_LEVEL: 'warn',
      OTP_IP_SENDS_PER_HOUR: '2',
    });
    processes.push(server);
    expect((await server.api.call('getDevSms')).status).toBe(404);
    expect((await server.api.call('runDevBillingSweep', { rawJson: {} })).status).toBe(404);

    if (privatePeer) {
      // Connecting to our own private address makes it the peer: once trusted as a "proxy" (any
      // private range was), each request could claim another address and dodge the per-IP limit.
      const host = privatePeer.family === 'IPv6' ? `[${privatePeer.address}]` : privatePeer.address;
      const base = server.url.replace('127.0.0.1', host);
      const statuses: number[] = [];
      for (let index = 0; index < 3; index++) {
        const response = await fetch(`${base}${pathOf('login')}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'x-forwarded-for': `198.51.100.${index + 1}`,
          },
          body: JSON.stringify({ msisdn: `77${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}` }),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    }
    await server.stop();
  }, 90_000);
});
