import { isLoopbackAddress, isLoopbackHost } from '../../lib/ip-ranges';
import type { MessageKey } from '../../lib/messages';
import { addressesOf, isPublicAddress } from '../../lib/public-address';

/**
 * Whether the server will POST pushes to this endpoint's URL: any `https:` URL (push services differ
 * by browser, and docs/design.md#web-push accepts them all), and `http:` only on a loopback host
 * with PUSH_ALLOW_LOOPBACK_HTTP on — a local receiver in tests and development, never in production.
 * Where its host points is `isAllowedPushAddress`'s question.
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

/**
 * Whether a push may connect to this address (docs/security.md#push-endpoints-reach-only-the-public-internet):
 * a public one only, as feeds. A browser hands us the endpoint, so without this anyone signed in
 * could make the server POST to its own loopback services, the cloud's metadata endpoint or the
 * operator's private network. The one exception is the test allowance's plain-http loopback
 * receiver.
 */
export function isAllowedPushAddress(address: string, protocol: string, allowLoopbackHttp: boolean): boolean {
  if (isPublicAddress(address)) return true;
  return allowLoopbackHttp && protocol === 'http:' && isLoopbackAddress(address);
}

// A name server that does not answer within this leaves the check to the send.
const SAVE_LOOKUP_TIMEOUT_MS = 2000;

/**
 * Why an endpoint a browser gave cannot be saved, or null. An address literal or a name that
 * resolves to any address that is not public is refused. A name that does not resolve now (a name
 * server down, a push service's outage) is accepted: refusing would turn push off for a subscriber
 * over a passing failure, and nothing connects to it before the send resolves it again and checks
 * that answer (`dispatch-alert-push.ts`).
 */
export async function pushEndpointProblem(
  endpoint: string,
  allowLoopbackHttp: boolean,
): Promise<MessageKey | null> {
  if (!isAcceptedPushEndpoint(endpoint, allowLoopbackHttp)) return 'push_endpoint_not_https';
  const url = new URL(endpoint);
  let addresses: string[];
  let timer: NodeJS.Timeout | undefined;
  try {
    addresses = await Promise.race([
      addressesOf(url),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('lookup timed out')), SAVE_LOOKUP_TIMEOUT_MS);
      }),
    ]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
  return addresses.every((address) => isAllowedPushAddress(address, url.protocol, allowLoopbackHttp))
    ? null
    : 'push_endpoint_not_public';
}
