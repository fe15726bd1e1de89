import { createHash } from 'node:crypto';

/**
 * HTTP caching helpers for the public read endpoints: validators, freshness headers and
 * the content negotiation of cached, pre-compressed bodies.
 */

/**
 * A weak validator: the same JSON is sent identity, gzip or brotli encoded, and a strong ETag
 * would have to differ per encoding (RFC 9110 §8.8.3); `If-None-Match` compares weakly anyway.
 */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** RFC 9110 §13.1.2: true when `If-None-Match` names this representation (weak comparison) or is `*`. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || opaque(trimmed) === wanted;
  });
}

/**
 * `public, max-age=…, stale-while-revalidate=…`: browsers and any shared cache may reuse a read
 * for a short while and revalidate it in the background (the ETag makes that a 304). `maxAgeS` is
 * bounded by the caller to the moment the content changes by itself (a rate turning stale).
 */
export function publicCacheControl(maxAgeS: number, staleWhileRevalidateS: number): string {
  return `public, max-age=${Math.max(0, Math.floor(maxAgeS))}, stale-while-revalidate=${Math.max(0, Math.floor(staleWhileRevalidateS))}`;
}

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to send for an `Accept-Encoding` header: brotli when accepted, else gzip, else
 * none. A `q=0` refuses a coding (RFC 9110 §12.5.3); `*` accepts any coding not named.
 */
export function preferredEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  // Browsers send a handful of distinct headers: parse each once (bounded, cleared when full).
  if (encodingByHeader.has(header)) return encodingByHeader.get(header);
  if (encodingByHeader.size >= 256) encodingByHeader.clear();
  const encoding = parseAcceptEncoding(header);
  encodingByHeader.set(header, encoding);
  return encoding;
}

const encodingByHeader = new Map<string, ContentEncoding | undefined>();

function parseAcceptEncoding(header: string): ContentEncoding | undefined {
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: ContentEncoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}
