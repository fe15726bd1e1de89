import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { pathOf } from '@sarraf/contracts/api';

/**
 * Request size and slow-client protection (docs/operations.md#bad-input-and-slow-clients): a body past 64 KB
 * is refused with 413 before it is read whole; a client that sends its headers or body too slowly loses its
 * socket instead of holding it (HTTP_REQUEST_TIMEOUT_S, shortened here to 3 s: headers within 1 s).
 */
describe('request size and slow clients', () => {
  let server: TestServer;
  let port: number;

  beforeAll(async () => {
    server = await startTestServer({ env: { HTTP_REQUEST_TIMEOUT_S: '3' } });
    port = Number(new URL(server.url).port);
  });
  afterAll(() => server.close());

  /** A raw socket: what it receives, and when the server closed it. */
  function rawClient() {
    const socket: Socket = connect(port, '127.0.0.1');
    const opened = Date.now();
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', () => {});
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - opened)));
    return { socket, closed, received: () => received };
  }

  it('refuses a body over 64 KB with an Arabic 413', async () => {
    const refused = await server.api.fails('login', 413, { json: { msisdn: '7'.repeat(70 * 1024) } });
    expect(refused.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses an announced body over the limit without waiting for it', async () => {
    const client = rawClient();
    client.socket.write(
      `POST ${pathOf('login')} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000000\r\n\r\n{`,
    );
    const ms = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 413/);
    expect(ms).toBeLessThan(2_000);
  });

  it('closes the socket of a client that never finishes its headers (slowloris)', async () => {
    const client = rawClient();
    client.socket.write(`GET ${pathOf('getHealth')} HTTP/1.1\r\nHost: x\r\n`);
    const drip = setInterval(() => client.socket.write('X-a: b\r\n'), 200);
    const ms = await client.closed;
    clearInterval(drip);
    // Headers get 1 s; Node checks deadlines every 2 s.
    expect(ms).toBeLessThan(4_500);
    expect(client.received()).not.toMatch(/200 OK/);
  });

  it('closes the socket of a client that never finishes its body', async () => {
    const client = rawClient();
    client.socket.write(
      `POST ${pathOf('login')} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n{"msisdn":`,
    );
    const ms = await client.closed;
    expect(ms).toBeLessThan(6_500);
    // Node answers 408 when it can; never a 200 or a 5xx.
    expect(client.received()).not.toMatch(/HTTP\/1\.1 (200|5\d\d)/);
  });

  it('still serves a normal client meanwhile', async () => {
    await server.api.ok('getHealth');
  });
});
