import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

export interface ReceivedSms {
  authorization: string | undefined;
  contentType: string | undefined;
  body: { to: string; text: string; sender: string };
}

/**
 * A stand-in for the operator's HTTP SMS gateway (docs/operations.md#sms-drivers): `POST {to, text, sender}`
 * with a bearer token. `mode` switches it between accepting, failing (500) and hanging.
 */
export async function startFakeHttpGateway() {
  const received: ReceivedSms[] = [];
  const state = { mode: 'up' as 'up' | 'failing' | 'hanging', next: 1 };
  const server: Server = createServer((request: IncomingMessage, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      if (state.mode === 'hanging') return;
      if (state.mode === 'failing') {
        response.writeHead(500).end('gateway error');
        return;
      }
      received.push({
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body: JSON.parse(raw) as ReceivedSms['body'],
      });
      response
        .writeHead(202, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: `gw-${state.next++}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls until `check` returns a value (or the time is up): for what the worker does in the background. */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export type FakeHttpGateway = Awaited<ReturnType<typeof startFakeHttpGateway>>;

/**
 * A test server whose SMS go to a fake HTTP gateway (`SMS_DRIVER=http`), for the enclosing describe
 * block: started before its tests with `env` added, both closed after them. `onStart` hands them to
 * the test's own variables.
 */
export function withHttpSmsGateway(
  env: Record<string, string>,
  onStart: (started: { gateway: FakeHttpGateway; server: TestServer }) => void,
): void {
  let started: { gateway: FakeHttpGateway; server: TestServer } | undefined;
  beforeAll(async () => {
    const gateway = await startFakeHttpGateway();
    const server = await startTestServer({ env: { SMS_DRIVER: 'http', SMS_HTTP_URL: gateway.url, ...env } });
    started = { gateway, server };
    onStart(started);
  });
  afterAll(async () => {
    await started?.server.close();
    await started?.gateway.close();
  });
}
