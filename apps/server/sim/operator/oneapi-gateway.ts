import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createApiClient } from '@sarraf/contracts/typed-client';

/**
 * A GSMA OneAPI service gateway for tests, benchmarks and development
 * (docs/operator-integration.md#the-simulator): the OAuth 2 token endpoint, Payment (charge and
 * refund, idempotent on `clientCorrelator` like a real gateway), outbound SMS with delivery
 * receipts posted back, and inbound SMS posted to the server. Everything lives in memory; a small
 * JSON control API under `/_sim/` chooses how each number behaves and shows what happened.
 */

/** How the gateway treats a number. */
export type NumberMode =
  /** Charges, and delivers SMS (the default). */
  | 'ok'
  /** Refuses charges with a policy exception (`code`, default POL1000: insufficient balance). */
  | 'decline'
  /** Charges, then never answers (the caller times out). */
  | 'hang'
  /** Charges, then drops the connection without an answer. */
  | 'lose'
  /** Answers 503 and moves no money. */
  | 'error'
  /** Accepts SMS, and reports them `DeliveryImpossible`. */
  | 'undeliverable';

export interface NumberBehaviour {
  mode: NumberMode;
  /** The policy exception a declined charge gets (POL1000, POL1001…). */
  code?: string;
}

export interface OneApiGatewayOptions {
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  /** Lifetime of an access token, in seconds (default 3600). */
  tokenLifetimeS?: number;
  /** The Sarraf server inbound SMS are posted to (`{serverUrl}/api/operator/oneapi/inbound`). */
  serverUrl?: string;
  /** HTTP Basic credentials of the callbacks (ONEAPI_CALLBACK_USER/PASSWORD on the server). */
  callbackUser?: string;
  callbackPassword?: string;
  /** Wait before a delivery receipt is posted (default 50 ms). */
  deliveryDelayMs?: number;
  /**
   * Posts delivery receipts to this origin instead of the notifyURL's own (a server that does not
   * know its public address, as in tests); the path is kept.
   */
  callbackOrigin?: string;
  /** The short code inbound SMS are addressed to (default 4545). */
  shortCode?: string;
}

interface PaymentRecord {
  correlator: string;
  msisdn: string;
  operation: 'Charged' | 'Refunded';
  amount: string;
  currency: string;
  status: number;
  body: unknown;
  serverReferenceCode: string | null;
  originalServerReferenceCode: string | null;
}

interface SmsRecord {
  id: string;
  correlator: string | null;
  address: string;
  senderAddress: string;
  message: string;
  notifyURL: string | null;
  callbackData: string | null;
  deliveryStatus: 'DeliveredToTerminal' | 'DeliveryImpossible';
  /** The HTTP status the server answered to the receipt, once posted. */
  receiptAnswer: number | null;
}

export interface GatewayState {
  tokenFetches: number;
  /** Payment calls (charges, refunds and their replays) and those refused for the token. */
  paymentCalls: number;
  unauthorized: number;
  /** How many times money moved under each correlator (a charge or a refund; replays move none). */
  moneyMoved: Record<string, number>;
  payments: PaymentRecord[];
  sms: SmsRecord[];
  inbound: { messageId: string; from: string; text: string; answer: number }[];
  numbers: Record<string, NumberBehaviour>;
}

export interface OneApiGateway {
  /** `http://host:port`. */
  url: string;
  /** ONEAPI_BASE_URL and ONEAPI_TOKEN_URL for a server pointed at this gateway. */
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  setNumber(msisdn: string, behaviour: NumberBehaviour): void;
  /** Every token issued so far is refused from now on (a gateway restart, a key rotation). */
  expireTokens(): void;
  /** Where inbound SMS go and with which credentials (known only once the server listens). */
  configure(
    settings: Pick<
      OneApiGatewayOptions,
      'serverUrl' | 'callbackUser' | 'callbackPassword' | 'callbackOrigin'
    >,
  ): void;
  /** Posts an `inboundSMSMessageNotification` to the server; the server's HTTP status. */
  sendInbound(sms: {
    from: string;
    text: string;
    messageId?: string;
  }): Promise<{ status: number; messageId: string }>;
  state(): GatewayState;
  /** Receipts not yet posted settle within this promise (tests wait for it). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const digitsOf = (value: string) => value.replace(/\D/g, '');

function json(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

const exception = (kind: 'policyException' | 'serviceException', messageId: string, text: string) => ({
  requestError: { [kind]: { messageId, text } },
});

// What the simulator's policy codes mean, in the gateway's own (English) words.
const POLICY_TEXTS: Record<string, string> = {
  POL1000: 'User has insufficient credit for transaction',
  POL1001: 'User account has been barred',
  POL1002: 'Unknown subscriber',
  POL1003: 'Amount exceeds the allowed limit',
  POL1004: 'Charging not allowed for this subscriber',
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const safeEqual = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export async function startOneApiGateway(options: OneApiGatewayOptions = {}): Promise<OneApiGateway> {
  const clientId = options.clientId ?? 'sarraf';
  const clientSecret = options.clientSecret ?? 'sarraf-client-secret';
  const settings = {
    serverUrl: options.serverUrl,
    callbackUser: options.callbackUser,
    callbackPassword: options.callbackPassword,
    callbackOrigin: options.callbackOrigin,
  };
  const tokens = new Map<string, number>();
  const numbers = new Map<string, NumberBehaviour>();
  const payments = new Map<string, PaymentRecord>();
  const smsByCorrelator = new Map<string, SmsRecord>();
  const state = {
    tokenFetches: 0,
    paymentCalls: 0,
    unauthorized: 0,
    moneyMoved: new Map<string, number>(),
    sms: [] as SmsRecord[],
    inbound: [] as GatewayState['inbound'],
  };
  const hanging = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  const pending = new Set<Promise<void>>();
  let nextRef = 1;
  let nextSms = 1;
  let nextInbound = 1;

  const behaviourOf = (msisdn: string): NumberBehaviour => numbers.get(digitsOf(msisdn)) ?? { mode: 'ok' };

  const authorized = (request: IncomingMessage): boolean => {
    const match = /^Bearer\s+(\S+)$/.exec(request.headers.authorization ?? '');
    const expiresAt = match ? tokens.get(match[1]!) : undefined;
    return expiresAt !== undefined && expiresAt > Date.now();
  };

  const basicHeader = (): Record<string, string> =>
    settings.callbackUser && settings.callbackPassword
      ? {
          authorization: `Basic ${Buffer.from(`${settings.callbackUser}:${settings.callbackPassword}`).toString('base64')}`,
        }
      : {};

  const track = (work: Promise<void>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };

  const handleToken = async (request: IncomingMessage, response: ServerResponse) => {
    const body = new URLSearchParams(await readBody(request));
    const basic = /^Basic\s+(\S+)$/.exec(request.headers.authorization ?? '');
    const [id, secret] = basic
      ? Buffer.from(basic[1]!, 'base64').toString('utf8').split(':').map(decodeURIComponent)
      : [body.get('client_id') ?? '', body.get('client_secret') ?? ''];
    if (body.get('grant_type') !== 'client_credentials') {
      return json(response, 400, { error: 'unsupported_grant_type' });
    }
    if (!safeEqual(id ?? '', clientId) || !safeEqual(secret ?? '', clientSecret)) {
      return json(response, 401, { error: 'invalid_client' });
    }
    state.tokenFetches++;
    const token = randomBytes(18).toString('base64url');
    const lifetimeS = options.tokenLifetimeS ?? 3600;
    tokens.set(token, Date.now() + lifetimeS * 1000);
    json(response, 200, { access_token: token, token_type: 'Bearer', expires_in: lifetimeS });
  };

  const handlePayment = async (request: IncomingMessage, response: ServerResponse, endUser: string) => {
    const text = await readBody(request);
    state.paymentCalls++;
    if (!authorized(request)) {
      state.unauthorized++;
      return json(response, 401, exception('serviceException', 'SVC0901', 'Invalid or expired access token'));
    }
    let transaction: Record<string, unknown>;
    try {
      transaction = (JSON.parse(text) as { amountTransaction: Record<string, unknown> }).amountTransaction;
    } catch {
      return json(response, 400, exception('serviceException', 'SVC0002', 'Invalid input value'));
    }
    const correlator = transaction.clientCorrelator;
    const operation = transaction.transactionOperationStatus;
    const charging = (
      transaction.paymentAmount as { chargingInformation?: Record<string, unknown> } | undefined
    )?.chargingInformation;
    if (
      typeof correlator !== 'string' ||
      (operation !== 'Charged' && operation !== 'Refunded') ||
      typeof charging?.amount !== 'string' ||
      !/^\d+(\.\d+)?$/.test(charging.amount) ||
      typeof charging.currency !== 'string'
    ) {
      return json(response, 400, exception('serviceException', 'SVC0002', 'Invalid input value'));
    }
    // A known correlator gets its first outcome back and moves no money, whatever the mode now.
    const known = payments.get(correlator);
    if (known) return json(response, known.status, known.body);

    const msisdn = digitsOf(endUser);
    const behaviour = behaviourOf(msisdn);
    if (behaviour.mode === 'error') {
      return json(response, 503, exception('serviceException', 'SVC1000', 'Service unavailable'));
    }
    const record: PaymentRecord = {
      correlator,
      msisdn,
      operation,
      amount: charging.amount,
      currency: charging.currency,
      status: 201,
      body: null,
      serverReferenceCode: null,
      originalServerReferenceCode:
        typeof transaction.originalServerReferenceCode === 'string'
          ? transaction.originalServerReferenceCode
          : null,
    };
    if (behaviour.mode === 'decline' && operation === 'Charged') {
      const code = behaviour.code ?? 'POL1000';
      record.status = 403;
      record.body = exception('policyException', code, POLICY_TEXTS[code] ?? 'Policy error');
    } else {
      record.serverReferenceCode = `sim-${nextRef++}`;
      record.body = {
        amountTransaction: {
          ...transaction,
          serverReferenceCode: record.serverReferenceCode,
          resourceURL: `${gateway.url}/payment/v1/${encodeURIComponent(endUser)}/transactions/amount/${record.serverReferenceCode}`,
        },
      };
      state.moneyMoved.set(correlator, (state.moneyMoved.get(correlator) ?? 0) + 1);
    }
    payments.set(correlator, record);
    if (behaviour.mode === 'hang') {
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
      return;
    }
    if (behaviour.mode === 'lose') {
      request.socket.destroy();
      return;
    }
    json(response, record.status, record.body);
  };

  const postDelivery = async (sms: SmsRecord) => {
    await new Promise((resolve) => setTimeout(resolve, options.deliveryDelayMs ?? 50));
    if (!sms.notifyURL) return;
    let target = sms.notifyURL;
    if (settings.callbackOrigin) {
      const url = new URL(sms.notifyURL);
      target = `${settings.callbackOrigin.replace(/\/+$/, '')}${url.pathname}${url.search}`;
    }
    try {
      const answer = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...basicHeader() },
        body: JSON.stringify({
          deliveryInfoNotification: {
            callbackData: sms.callbackData ?? undefined,
            deliveryInfo: { address: sms.address, deliveryStatus: sms.deliveryStatus },
          },
        }),
      });
      await answer.body?.cancel();
      sms.receiptAnswer = answer.status;
    } catch {
      sms.receiptAnswer = 0;
    }
  };

  const handleSms = async (request: IncomingMessage, response: ServerResponse, sender: string) => {
    const text = await readBody(request);
    if (!authorized(request)) {
      state.unauthorized++;
      return json(response, 401, exception('serviceException', 'SVC0901', 'Invalid or expired access token'));
    }
    let message: Record<string, unknown>;
    try {
      message = (JSON.parse(text) as { outboundSMSMessageRequest: Record<string, unknown> })
        .outboundSMSMessageRequest;
    } catch {
      return json(response, 400, exception('serviceException', 'SVC0002', 'Invalid input value'));
    }
    const address: unknown = Array.isArray(message.address) ? (message.address as unknown[])[0] : undefined;
    const body = (message.outboundSMSTextMessage as { message?: unknown } | undefined)?.message;
    if (typeof address !== 'string' || typeof body !== 'string') {
      return json(response, 400, exception('serviceException', 'SVC0002', 'Invalid input value'));
    }
    const correlator = typeof message.clientCorrelator === 'string' ? message.clientCorrelator : null;
    const resource = (sms: SmsRecord) => ({
      resourceReference: {
        resourceURL: `${gateway.url}/smsmessaging/v1/outbound/${encodeURIComponent(sender)}/requests/${sms.id}`,
      },
    });
    const known = correlator ? smsByCorrelator.get(correlator) : undefined;
    if (known) return json(response, 201, resource(known));
    const receipt = message.receiptRequest as { notifyURL?: unknown; callbackData?: unknown } | undefined;
    const sms: SmsRecord = {
      id: `sms-${nextSms++}`,
      correlator,
      address,
      senderAddress: typeof message.senderAddress === 'string' ? message.senderAddress : sender,
      message: body,
      notifyURL: typeof receipt?.notifyURL === 'string' ? receipt.notifyURL : null,
      callbackData: typeof receipt?.callbackData === 'string' ? receipt.callbackData : null,
      deliveryStatus:
        behaviourOf(address).mode === 'undeliverable' ? 'DeliveryImpossible' : 'DeliveredToTerminal',
      receiptAnswer: null,
    };
    state.sms.push(sms);
    if (correlator) smsByCorrelator.set(correlator, sms);
    json(response, 201, resource(sms));
    track(postDelivery(sms));
  };

  const sendInbound: OneApiGateway['sendInbound'] = async ({ from, text, messageId }) => {
    if (!settings.serverUrl) throw new Error('the simulator does not know the server (serverUrl)');
    const id = messageId ?? `mo-${Date.now()}-${nextInbound++}`;
    const server = createApiClient(settings.serverUrl.replace(/\/+$/, ''));
    const answer = await server.call('receiveOneApiInbound', {
      headers: basicHeader(),
      json: {
        inboundSMSMessageNotification: {
          inboundSMSMessage: {
            dateTime: new Date().toISOString(),
            destinationAddress: `tel:${options.shortCode ?? '4545'}`,
            messageId: id,
            message: text,
            senderAddress: `tel:+${digitsOf(from)}`,
          },
        },
      },
    });
    await answer.body?.cancel();
    state.inbound.push({ messageId: id, from: digitsOf(from), text, answer: answer.status });
    return { status: answer.status, messageId: id };
  };

  const snapshot = (): GatewayState => ({
    tokenFetches: state.tokenFetches,
    paymentCalls: state.paymentCalls,
    unauthorized: state.unauthorized,
    moneyMoved: Object.fromEntries(state.moneyMoved),
    payments: [...payments.values()],
    sms: state.sms.map((sms) => ({ ...sms })),
    inbound: [...state.inbound],
    numbers: Object.fromEntries(numbers),
  });

  const handleControl = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    const text = await readBody(request);
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      return json(response, 400, { error: 'body is not JSON' });
    }
    const number = /^\/_sim\/numbers\/\+?(\d{6,15})$/.exec(path);
    if (request.method === 'POST' && number) {
      const modes: NumberMode[] = ['ok', 'decline', 'hang', 'lose', 'error', 'undeliverable'];
      if (!modes.includes(body.mode as NumberMode)) {
        return json(response, 400, { error: `mode must be one of ${modes.join(', ')}` });
      }
      gateway.setNumber(number[1]!, {
        mode: body.mode as NumberMode,
        ...(typeof body.code === 'string' ? { code: body.code } : {}),
      });
      return json(response, 200, { msisdn: number[1], ...numbers.get(number[1]!) });
    }
    if (request.method === 'POST' && path === '/_sim/inbound') {
      if (typeof body.from !== 'string' || typeof body.text !== 'string') {
        return json(response, 400, { error: 'from and text are required' });
      }
      try {
        const sent = await sendInbound({
          from: body.from,
          text: body.text,
          ...(typeof body.message_id === 'string' ? { messageId: body.message_id } : {}),
        });
        return json(response, 200, { server_status: sent.status, message_id: sent.messageId });
      } catch (error) {
        return json(response, 502, { error: error instanceof Error ? error.message : 'failed' });
      }
    }
    if (request.method === 'POST' && path === '/_sim/tokens/expire') {
      gateway.expireTokens();
      return json(response, 200, { expired: true });
    }
    if (request.method === 'GET' && path === '/_sim/state') return json(response, 200, snapshot());
    json(response, 404, { error: 'no such control' });
  };

  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0]!);
    const route = async () => {
      if (request.method === 'POST' && path === '/oauth/token') return handleToken(request, response);
      const payment = /^\/payment\/v1\/(tel:\+?\d{6,15})\/transactions\/amount$/.exec(path);
      if (request.method === 'POST' && payment) return handlePayment(request, response, payment[1]!);
      const sms = /^\/smsmessaging\/v1\/outbound\/(tel:\+?[0-9A-Za-z]{1,20})\/requests$/.exec(path);
      if (request.method === 'POST' && sms) return handleSms(request, response, sms[1]!);
      if (path.startsWith('/_sim/')) return handleControl(request, response, path);
      json(response, 404, exception('serviceException', 'SVC0002', 'No such resource'));
    };
    route().catch(() => {
      if (!response.headersSent)
        json(response, 500, exception('serviceException', 'SVC0001', 'Simulator failure'));
    });
  });
  server.keepAliveTimeout = 30_000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;

  const gateway: OneApiGateway = {
    url,
    baseUrl: url,
    tokenUrl: `${url}/oauth/token`,
    clientId,
    clientSecret,
    setNumber(msisdn, behaviour) {
      numbers.set(digitsOf(msisdn), behaviour);
    },
    expireTokens() {
      tokens.clear();
    },
    configure(next) {
      Object.assign(settings, next);
    },
    sendInbound,
    state: snapshot,
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    async close() {
      for (const response of hanging) response.destroy();
      await Promise.allSettled([...pending]);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return gateway;
}
