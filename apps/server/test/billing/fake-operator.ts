import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { startBillingServer } from '../support/billing';
import type { TestServer } from '../support/test-server';

export interface GatewayCharge {
  msisdn: string;
  amount: number;
  currency: string;
  reference: string;
  description: string;
  status: 'succeeded' | 'failed';
  reason?: string;
  gateway_ref: string;
}

/**
 * How the fake operator treats a number:
 * - `succeed` (default) and `decline` answer at once;
 * - `hang` takes the charge (money moves) but never answers, as a gateway that times out after
 *   charging;
 * - `lose` never answers and never takes the charge, as a request lost on the way;
 * - `error` answers 500 without charging.
 */
export type NumberMode = 'succeed' | 'decline' | 'hang' | 'lose' | 'error';

/**
 * A stand-in for the operator's charging gateway (docs/operations.md#charging-drivers): `POST {url}` with
 * `{msisdn, amount, currency, reference, description}` → `{status, reason?, gateway_ref?}`, idempotent on
 * `reference` like a real one (a known reference replays its outcome and moves no money), and
 * `GET {url}/{reference}` for reconciliation (404 when it never saw it). It counts the money it
 * moved, so a test can check from the gateway's side that nothing was charged twice.
 */
export async function startFakeOperator(options: { token?: string; latencyMs?: number } = {}) {
  const charges = new Map<string, GatewayCharge>();
  const calls: { at: number; method: string; reference: string }[] = [];
  const modes = new Map<string, NumberMode>();
  const authorizations: (string | undefined)[] = [];
  const hanging: ServerResponse[] = [];
  let next = 1;

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const answerOf = (charge: GatewayCharge) => ({
    status: charge.status,
    ...(charge.reason ? { reason: charge.reason } : {}),
    gateway_ref: charge.gateway_ref,
  });

  const server: Server = createServer((request: IncomingMessage, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      void (async () => {
        authorizations.push(request.headers.authorization);
        if (options.token && request.headers.authorization !== `Bearer ${options.token}`) {
          send(response, 401, { message: 'bad token' });
          return;
        }
        if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
        const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
        if (request.method === 'GET' && path.startsWith('/charge/')) {
          const reference = path.slice('/charge/'.length);
          calls.push({ at: Date.now(), method: 'GET', reference });
          const known = charges.get(reference);
          if (known) send(response, 200, answerOf(known));
          else send(response, 404, { message: 'unknown reference' });
          return;
        }
        if (request.method !== 'POST' || path !== '/charge') {
          send(response, 404, { message: 'not found' });
          return;
        }
        const body = JSON.parse(raw) as Omit<GatewayCharge, 'status' | 'gateway_ref'>;
        calls.push({ at: Date.now(), method: 'POST', reference: body.reference });
        const mode = modes.get(body.msisdn) ?? 'succeed';
        if (mode === 'lose') {
          hanging.push(response);
          return;
        }
        if (mode === 'error') {
          send(response, 500, { message: 'internal error' });
          return;
        }
        let charge = charges.get(body.reference);
        if (!charge) {
          charge = {
            ...body,
            gateway_ref: `gw-${next++}`,
            ...(mode === 'decline'
              ? { status: 'failed' as const, reason: 'subscriber_barred' }
              : { status: 'succeeded' as const }),
          };
          charges.set(body.reference, charge);
        }
        if (mode === 'hang') {
          hanging.push(response);
          return;
        }
        send(response, 200, answerOf(charge));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}/charge`,
    charges,
    calls,
    authorizations,
    setMode(msisdn: string, mode: NumberMode) {
      modes.set(msisdn, mode);
    },
    /** Money actually taken from a number (succeeded charges, each reference once). */
    takenFrom(msisdn: string): GatewayCharge[] {
      return [...charges.values()].filter(
        (charge) => charge.msisdn === msisdn && charge.status === 'succeeded',
      );
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeOperator = Awaited<ReturnType<typeof startFakeOperator>>;

/**
 * A billing test server that charges through a new fake operator: the `http` charging driver at
 * the operator's address, CHARGING_TPS lifted (1,000) unless `env` sets it, and `env` on top.
 * `close` stops both.
 */
export async function startBillingServerWithFakeOperator(
  options: { env?: Record<string, string>; operator?: Parameters<typeof startFakeOperator>[0] } = {},
): Promise<{ gateway: FakeOperator; server: TestServer; close: () => Promise<void> }> {
  const gateway = await startFakeOperator(options.operator);
  let server: TestServer;
  try {
    server = await startBillingServer({
      env: { CHARGING_DRIVER: 'http', CHARGING_HTTP_URL: gateway.url, CHARGING_TPS: '1000', ...options.env },
    });
  } catch (error) {
    await gateway.close();
    throw error;
  }
  return {
    gateway,
    server,
    close: async () => {
      await server.close();
      await gateway.close();
    },
  };
}

/**
 * A billing server and its fake operator for the enclosing describe block: started before its
 * tests, both closed after them. `onStart` hands them to the test's own variables.
 */
export function withFakeOperator(
  options: Parameters<typeof startBillingServerWithFakeOperator>[0],
  onStart: (started: { gateway: FakeOperator; server: TestServer }) => void,
): void {
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const started = await startBillingServerWithFakeOperator(options);
    close = started.close;
    onStart(started);
  });
  afterAll(() => close?.());
}
