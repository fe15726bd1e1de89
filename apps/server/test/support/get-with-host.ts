import { request as httpRequest } from 'node:http';

export interface HostAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent (still compressed when a Content-Encoding was asked for). */
  bytes: Buffer;
  /** The bytes as UTF-8 text. */
  body: string;
}

/**
 * A GET to the server at `baseUrl` with a Host of our choosing: fetch always sends the URL's own,
 * and what the portal shows, the plans it offers and header enrichment depend on the host
 * (docs/operators.md#brand-by-host, docs/header-enrichment.md#trust-model).
 */
export function getWithHost(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
): Promise<HostAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { hostname: url.hostname, port: url.port, path, headers: { accept: 'application/json', ...headers } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            bytes,
            body: bytes.toString('utf8'),
          });
        });
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}
