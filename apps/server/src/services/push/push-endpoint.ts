import { isLoopbackHost } from '../../lib/ip-ranges';

/**
 * Whether the server will POST pushes to this endpoint: any `https:` URL (push services differ by
 * browser, and docs/design.md#web-push accepts them all), and `http:` only on a loopback host with
 * PUSH_ALLOW_LOOPBACK_HTTP on — a local receiver in tests and development, never in production.
 */
export function isAcceptedPushEndpoint(endpoint: string, allowLoopbackHttp: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return allowLoopbackHttp && url.protocol === 'http:' && isLoopbackHost(url.hostname);
}
