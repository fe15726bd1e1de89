import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLocalMsisdn } from '../session/helpers';
import { startServerProcess, type ServerProcess } from './processes';
import { readOk } from '@sarraf/contracts/typed-client';

/**
 * Graceful stop (docs/operations.md#stopping): on SIGTERM the built server stops accepting connections, lets
 * the request in flight finish, closes its pools and exits 0 within SHUTDOWN_TIMEOUT_S. The request kept in
 * flight is a real one: a sign-in whose SMS gateway takes 2 s to answer.
 */
describe('graceful shutdown of the built server', () => {
  let dataDir: string;
  let gateway: Server;
  let gatewayUrl: string;
  let gatewayCalls = 0;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'sarraf-shutdown-'));
    gateway = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        gatewayCalls++;
        setTimeout(() => {
          response.writeHead(202, { 'content-type': 'application/json' }).end('{"id":"slow-1"}');
        }, 2_000);
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const address = gateway.address();
    gatewayUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/sms`;
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    gateway.closeAllConnections();
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight, refuses new connections, and exits 0', async () => {
    server = await startServerProcess({
      // development, not test: the test environment silences the log this test reads.
      NODE_ENV: 'development',
      APP_ROLE: 'all',
      DATA_DIR: dataDir,
      APP_SECRET: 'test-secret-test-secret-test-secret-000',
      SMS_DRIVER: 'http',
      SMS_HTTP_URL: gatewayUrl,
      SMS_SEND_TIMEOUT_MS: '10000',
      SHUTDOWN_TIMEOUT_S: '15',
      LOG_LEVEL: 'info',
    });
    const before = gatewayCalls;
    const inFlight = server.api.call('login', { json: { msisdn: newLocalMsisdn() } });
    // The sign-in is now waiting on the gateway: stop the server under it.
    const deadline = Date.now() + 10_000;
    while (gatewayCalls === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(gatewayCalls).toBeGreaterThan(before);
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));

    // No new connection is accepted while the old request finishes.
    const refused = await server.api.call('getHealth').then(
      (response) => response.status,
      () => 'refused' as const,
    );
    expect(['refused', 503]).toContain(refused);

    const response = await inFlight;
    expect((await readOk('login', response)).message).toMatch(/[\u0600-\u06FF]/);

    const exit = await server.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - stoppedAt).toBeLessThan(15_000);
    const lines = server.output();
    expect(lines).toContain('shutting down');
    expect(lines).toContain('"msg":"stopped"');
    expect(lines).not.toMatch(/shutdown (failed|timed out)/);
  }, 90_000);

  it('exits at SHUTDOWN_TIMEOUT_S even when a request never ends', async () => {
    const hanging = createServer(() => {
      /* never answers: a gateway that hangs past every timeout */
    });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const address = hanging.address();
    server = await startServerProcess({
      // development, not test: the test environment silences the log this test reads.
      NODE_ENV: 'development',
      APP_ROLE: 'all',
      DATA_DIR: dataDir,
      APP_SECRET: 'test-secret-test-secret-test-secret-000',
      SMS_DRIVER: 'http',
      SMS_HTTP_URL: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/sms`,
      SMS_SEND_TIMEOUT_MS: '30000',
      SHUTDOWN_TIMEOUT_S: '2',
      LOG_LEVEL: 'info',
    });
    const inFlight = server.api
      .call('login', { json: { msisdn: newLocalMsisdn() } })
      .catch(() => 'dropped' as const);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    expect(exit.code).toBe(1);
    expect(Date.now() - stoppedAt).toBeLessThan(6_000);
    expect(server.output()).toContain('shutdown timed out');
    await inFlight;
    hanging.closeAllConnections();
    await new Promise<void>((resolve) => hanging.close(() => resolve()));
  }, 90_000);
});
