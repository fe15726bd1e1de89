import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathOf } from '@sarraf/contracts/api';

/**
 * The operator's header-enrichment gateway and our nginx's HE server block, simulated
 * (docs/header-enrichment.md#deployment, deploy/nginx.conf): what a phone on mobile data reaches at
 * the plain-HTTP HE host. The gateway adds the subscriber's number to plain HTTP (a number header
 * the phone sent itself is replaced: a real gateway never lets a phone choose its own number); the
 * HE block then passes `/api/client/he/start` to the server saying `X-Forwarded-Proto: http` and
 * naming the gateway's address in `X-Forwarded-For`, and sends every other path to
 * `/api/client/he/start`. The server sees exactly what it sees in production from that block, and
 * the start's redirect takes the browser to the portal itself (`PUBLIC_URL`), outside this proxy,
 * as it leaves the plain-HTTP host for the HTTPS portal in production.
 */
export interface HeProxyOptions {
  /** Where to listen; 0 picks a free port. */
  port: number;
  host?: string;
  /** The server's origin, e.g. `http://127.0.0.1:3000`. */
  target: string;
  /** The number to add, as the gateway sends it (e.g. `967771234567`). */
  msisdn: string;
  /** HE_MSISDN_HEADER on the server's side; default `x-msisdn`. */
  header?: string;
  /** HE_ENCODING on the server's side; default `plain`. */
  encoding?: 'plain' | 'base64';
}

/** The one path the HE server block passes on (deploy/nginx.conf). */
export const HE_START_PATH = pathOf('heStart');

export interface HeProxy {
  url: string;
  port: number;
  close(): Promise<void>;
}

// Headers about one connection, not the request: never forwarded by a proxy (RFC 9110 §7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const listed = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !listed.includes(name)),
  );
}

/** The peer's address as nginx's `$remote_addr` writes it: `::ffff:127.0.0.1` is `127.0.0.1`. */
const remoteAddress = (address: string | undefined) => (address ?? '').replace(/^::ffff:(?=\d+\.)/i, '');

export async function startHeProxy(options: HeProxyOptions): Promise<HeProxy> {
  const target = new URL(options.target);
  const header = (options.header ?? 'x-msisdn').toLowerCase();
  const value =
    options.encoding === 'base64' ? Buffer.from(options.msisdn).toString('base64') : options.msisdn;

  const server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    if (path.split('?')[0] !== HE_START_PATH) {
      // The HE host serves nothing but the start: any other address there leads to it.
      outgoing.writeHead(302, { location: HE_START_PATH, 'cache-control': 'no-store' });
      outgoing.end();
      return;
    }
    const upstream = httpRequest(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: incoming.method,
        path,
        headers: {
          ...forwardable(incoming.headers),
          // The gateway's number, and what the HE block says of the request: whatever the phone
          // wrote in these is replaced, as nginx's proxy_set_header replaces it.
          [header]: value,
          'x-forwarded-proto': 'http',
          'x-forwarded-for': remoteAddress(incoming.socket.remoteAddress),
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, forwardable(answer.headers));
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end('HE proxy: the server did not answer');
    });
    incoming.pipe(upstream);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host ?? '127.0.0.1';
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
