import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The operator's header-enrichment gateway, simulated (docs/header-enrichment.md#deployment): a
 * plain-HTTP reverse proxy in front of the portal that adds the subscriber's number to every
 * request, as the gateway does on mobile data. Bodies stream both ways untouched; every other header
 * is kept, except the hop-by-hop ones, and a number header the client sent itself is replaced (a
 * real gateway never lets a phone choose its own number).
 */
export interface HeProxyOptions {
  /** Where to listen; 0 picks a free port. */
  port: number;
  host?: string;
  /** The portal's origin, e.g. `http://127.0.0.1:3000`. */
  target: string;
  /** The number to add, as the gateway sends it (e.g. `967771234567`). */
  msisdn: string;
  /** HE_MSISDN_HEADER on the server's side; default `x-msisdn`. */
  header?: string;
  /** HE_ENCODING on the server's side; default `plain`. */
  encoding?: 'plain' | 'base64';
}

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

export async function startHeProxy(options: HeProxyOptions): Promise<HeProxy> {
  const target = new URL(options.target);
  const header = (options.header ?? 'x-msisdn').toLowerCase();
  const value =
    options.encoding === 'base64' ? Buffer.from(options.msisdn).toString('base64') : options.msisdn;

  const server = createServer((incoming, outgoing) => {
    const upstream = httpRequest(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...forwardable(incoming.headers), [header]: value },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, forwardable(answer.headers));
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end('HE proxy: the portal did not answer');
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
