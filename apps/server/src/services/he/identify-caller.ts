import type { THeIdentifyResponse } from '@sarraf/contracts';
import { readHeMsisdn } from '../../lib/he-header';
import { hostNameOf } from '../../lib/host-name';
import { isHeHost, type Scheme } from '../../lib/he-request';
import { encodeHeToken, newHeTokenId } from '../../lib/he-token';
import { tooManyRequests } from '../../lib/http-error';
import { maskMsisdn, maskMsisdnForDisplay, msisdnRules } from '../../lib/msisdn';
import type { Operator } from '../../env';
import { assertCallerOperator } from '../operators';
import { findSubscriberId } from './find-subscriber-id';
import { HE_IDENTIFY_WINDOW_S, HE_TOKEN_TTL_S, type HeDeps } from './he-deps';
import { heKey } from './he-key';

export interface IdentifyRequest {
  /** The client address after TRUST_PROXY (`request.ip`). */
  ip: string;
  /**
   * The operator whose gateway that address is (one of its HE_TRUSTED_CIDRS, or `he_trusted_cidrs`),
   * with header enrichment on; null for any other address.
   */
  gateway: Pick<Operator, 'id' | 'he'> | null;
  /** The scheme the request had at the edge (lib/he-request.ts): the gateway adds numbers to `http` only. */
  scheme: Scheme;
  /** The Host header, for HE_HOSTS. */
  host: string | undefined;
  /** The gateway operator's HE_MSISDN_HEADER value(s) as received (any HE operator's, elsewhere). */
  header: string | string[] | undefined;
}

const notIdentified = { identified: false } as const;

/**
 * `GET /api/client/he/identify` and `/api/client/he/start` (docs/header-enrichment.md#identify): the
 * gateway's number, masked, whether it is a subscriber, and a token bound to it and to this client
 * address. The number is believed only from the gateway's address, on a request that was plain HTTP
 * all the way (HTTPS leaves the operator from the same addresses, untouched by the gateway, so a
 * header on it is the subscriber's own), and on an HE_HOSTS host when that is set. Anything else is
 * simply "not identified": the page then offers the SMS-code sign-in, as on Wi-Fi. A header that is
 * not believed is someone claiming a number: ignored, and logged with the number masked. The
 * gateway's range names its operator, whose header, encoding and hosts apply; a number of another
 * operator from it answers 403 (docs/operators.md#callers-are-told-apart).
 */
export async function identifyCaller(
  deps: HeDeps,
  request: IdentifyRequest,
): Promise<THeIdentifyResponse['data']> {
  const { config, log } = deps;
  if (!config.operators.some((operator) => operator.he.enabled)) return notIdentified;
  const { gateway } = request;
  // Per address only outside the gateway: its few addresses carry the whole operator's subscribers
  // (their HTTPS too), where a per-address limit would turn everyone away at once.
  if (!gateway) await countIdentify(deps, `he:identify:ip:${request.ip}`);
  if (request.header === undefined) return notIdentified;

  const claimed = { ip: request.ip, msisdn: maskMsisdn(String(request.header).slice(0, 24)) };
  if (!gateway) {
    log.warn(claimed, 'he: number header from an untrusted address ignored');
    return notIdentified;
  }
  if (request.scheme !== 'http') {
    log.warn(claimed, 'he: number header on an HTTPS request ignored');
    return notIdentified;
  }
  if (!isHeHost(request.host, gateway.he.hosts)) {
    log.warn(
      { ...claimed, host: hostNameOf(request.host).slice(0, 100) },
      'he: number header on a host not in HE_HOSTS ignored',
    );
    return notIdentified;
  }
  const msisdn = readHeMsisdn(request.header, gateway.he.encoding, msisdnRules(config));
  if (!msisdn) {
    log.info({ ip: request.ip }, 'he: the gateway sent no usable number');
    return notIdentified;
  }
  await assertCallerOperator(deps, gateway.id, { msisdn });
  // Counted only once believed: a forged header cannot use up a real subscriber's identifies.
  await countIdentify(deps, `he:identify:msisdn:${msisdn}`);

  const subscriberId = await findSubscriberId(deps.database.db, msisdn);
  const token = encodeHeToken(heKey(config.appSecret), {
    msisdn,
    ip: request.ip,
    expiresAt: Date.now() + HE_TOKEN_TTL_S * 1000,
    id: newHeTokenId(),
  });
  return {
    identified: true,
    msisdn_masked: maskMsisdnForDisplay(msisdn),
    subscriber: subscriberId !== null,
    he_token: token,
  };
}

/** One identify against a limit of HE_IDENTIFY_PER_MIN a minute; past it, 429 with Retry-After. */
async function countIdentify(deps: HeDeps, key: string): Promise<void> {
  const hit = await deps.counters.hit(key, HE_IDENTIFY_WINDOW_S);
  if (hit.count > deps.config.he.identifyPerMin) throw tooManyRequests(hit.resetInS);
}
