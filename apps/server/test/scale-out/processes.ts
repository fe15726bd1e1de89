import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer as createNetServer, connect, type Server as NetServer, type Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { type ApiClient, createApiClient } from '@sarraf/contracts/typed-client';
import { requestTo, type TestServer } from '../support/test-server';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let built: Promise<string> | undefined;

/**
 * The production bundle of the server (the same esbuild options as `npm run build`), built once per
 * test file into a directory of this test process: parallel test files and the engineer's own
 * `dist/` never see a half-written bundle. It sits under apps/server so that npm packages resolve
 * from node_modules exactly as they do for `node apps/server/dist/server.js`.
 */
export function builtServer(): Promise<string> {
  built ??= (async () => {
    const { buildOptions } = (await import(path.join(serverDir, 'build.mjs'))) as {
      buildOptions: Parameters<typeof build>[0];
    };
    const outdir = path.join(serverDir, '.tmp', 'dist', `test-${process.pid}`);
    await build({ ...buildOptions, absWorkingDir: serverDir, outdir, logLevel: 'error' });
    process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
    return path.join(outdir, 'server.js');
  })();
  return built;
}

/** A free loopback port (the server prints its PUBLIC_URL, so the port must be known beforehand). */
export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** The typed client for this process (the portal's headers). */
  api: ApiClient;
  /** Everything the process wrote (pino JSON lines on stdout, anything on stderr). */
  output(): string;
  /** The portal's fetch, as TestServer.request (so the session helpers work on a process too). */
  request: TestServer['request'];
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM and wait (SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `node dist/server.js` with this environment; resolves once /api/health answers (API roles). */
export async function startServerProcess(
  env: Record<string, string>,
  options: {
    waitFor?: 'health' | RegExp;
    timeoutMs?: number;
    /** Stack traces through the source maps (tests); off as `npm start` runs it (benchmarks). */
    sourceMaps?: boolean;
    /** Linux: run on this CPU only (`taskset`), so a benchmark's client cannot share its core. */
    cpu?: number;
  } = {},
): Promise<ServerProcess> {
  const entry = await builtServer();
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const node = [...(options.sourceMaps === false ? [] : ['--enable-source-maps']), entry];
  const pinned = options.cpu === undefined ? [] : ['taskset', '-c', String(options.cpu)];
  const [command, ...args] = [...pinned, process.execPath, ...node] as [string, ...string[]];
  const child = spawn(command, args, {
    cwd: serverDir,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const started: ServerProcess = {
    child,
    url,
    api: createApiClient(url),
    output: () => out,
    exited,
    request: requestTo(url),
    async stop(graceMs = 30_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  const waitFor = options.waitFor ?? 'health';
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start (${child.exitCode}):\n${out}`);
    if (waitFor === 'health') {
      const ok = await started.api.call('getHealth').then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return started;
    } else if (waitFor.test(out)) {
      return started;
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in time:\n${out}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The session helpers' server type, for a process (they only use `request`). */
export const asServer = (process: ServerProcess) => process as unknown as TestServer;

export interface TcpProxy {
  port: number;
  /** Connections accepted and forwarded to the target. */
  opened: number;
  /** Drops every open connection and refuses new ones (the database "goes away"). */
  cut(): Promise<void>;
  /** Listens again on the same port and forwards as before. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of a service of this machine (PostgreSQL, Redis) that the test can cut and
 * restore: the machine's own server cannot be restarted from a test, but from the application's side
 * an outage looks the same — established connections reset, new ones refused.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: NetServer | undefined;
  let port = 0;
  const proxy: TcpProxy = {
    port: 0,
    opened: 0,
    async cut() {
      const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      server = undefined;
      await closed;
    },
    async restore() {
      await listen();
    },
    async close() {
      await proxy.cut();
    },
  };
  const listen = async () => {
    const next = createNetServer((client) => {
      proxy.opened++;
      const upstream = connect(target.port, target.host);
      sockets.add(client);
      sockets.add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    const address = next.address();
    port = typeof address === 'object' && address ? address.port : 0;
    proxy.port = port;
    server = next;
  };
  await listen();
  return proxy;
}

export { answers } from '../support/port-answers';

/**
 * Two API processes and two workers on one environment, as production scales out: the first API
 * process migrates and seeds (under the startup lock), then the others start together. Each process
 * is added to `started` as soon as it is up, so that an afterAll stops it even when another fails
 * to start.
 */
export async function startTwoApisTwoWorkers(
  env: Record<string, string>,
  started: ServerProcess[],
): Promise<{ apiA: ServerProcess; apiB: ServerProcess; workers: ServerProcess[] }> {
  const up = (process: ServerProcess) => {
    started.push(process);
    return process;
  };
  const apiA = up(await startServerProcess({ ...env, APP_ROLE: 'api' }));
  const workers: ServerProcess[] = [];
  const [apiB] = await Promise.all([
    startServerProcess({ ...env, APP_ROLE: 'api' }).then(up),
    ...[1, 2].map(async () => {
      workers.push(
        up(await startServerProcess({ ...env, APP_ROLE: 'worker' }, { waitFor: /worker started/ })),
      );
    }),
  ]);
  return { apiA, apiB, workers };
}
