import type { THeIdentifyResponse } from '@sarraf/contracts';
import { readHeMsisdn } from '../../lib/he-header';
import { encodeHeToken, newHeTokenId } from '../../lib/he-token';
import { tooManyRequests } from '../../lib/http-error';
import { maskMsisdn, maskMsisdnForDisplay, msisdnRules } from '../../lib/msisdn';
import { findSubscriberId } from './find-subscriber-id';
import { HE_IDENTIFY_PER_NUMBER_PER_HOUR, HE_TOKEN_TTL_S, type HeDeps } from './he-deps';
import { heKey } from './he-key';

export interface IdentifyRequest {
  /** The client address after TRUST_PROXY (`request.ip`). */
  ip: string;
  /** Whether that address is one of HE_TRUSTED_CIDRS (the operator's gateway). */
  fromGateway: boolean;
  /** The HE_MSISDN_HEADER value(s) as received. */
  header: string | string[] | undefined;
}

const notIdentified = { identified: false } as const;

/**
 * `GET /api/client/he/identify` (docs/header-enrichment.md#identify): the gateway's number, masked,
 * whether it is a subscriber, and a token bound to it and to this client address. Anything else
 * (HE off, another address, no or a malformed header) is simply "not identified": the page then
 * offers the SMS-code sign-in, as on Wi-Fi. A header from outside the gateway is someone claiming a
 * number: ignored, and logged with the number masked.
 */
export async function identifyCaller(
  deps: HeDeps,
  request: IdentifyRequest,
): Promise<THeIdentifyResponse['data']> {
  const { config, log } = deps;
  if (!config.he.enabled) return notIdentified;
  if (request.header === undefined) return notIdentified;
  if (!request.fromGateway) {
    const claimed = String(request.header).slice(0, 24);
    log.warn(
      { ip: request.ip, msisdn: maskMsisdn(claimed) },
      'he: number header from an untrusted address ignored',
    );
    return notIdentified;
  }
  const msisdn = readHeMsisdn(request.header, config.he.encoding, msisdnRules(config));
  if (!msisdn) {
    log.info({ ip: request.ip }, 'he: the gateway sent no usable number');
    return notIdentified;
  }
  const hit = await deps.counters.hit(`he:identify:${msisdn}`, 3600);
  if (hit.count > HE_IDENTIFY_PER_NUMBER_PER_HOUR) throw tooManyRequests(hit.resetInS);

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
