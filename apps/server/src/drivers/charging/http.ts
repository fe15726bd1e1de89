import { z } from 'zod';
import type { ChargeOutcome, ChargingDriver, LookupOutcome } from './types';

// The gateway answers `{status: "succeeded"|"failed", reason?, gateway_ref?}` to a charge and a lookup alike.
const ZGatewayAnswer = z.object({
  status: z.enum(['succeeded', 'failed']),
  reason: z.string().max(200).nullish(),
  gateway_ref: z.union([z.string().max(200), z.number()]).nullish(),
});

function describeFetchError(error: unknown, signal: AbortSignal): string {
  if (signal.aborted) return 'timed out';
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.message : 'failed';
}

async function readAnswer(response: Response): Promise<ChargeOutcome> {
  const parsed = ZGatewayAnswer.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return { status: 'unknown', error: `unreadable answer (HTTP ${response.status})` };
  const gatewayRef = parsed.data.gateway_ref == null ? null : String(parsed.data.gateway_ref);
  return parsed.data.status === 'succeeded'
    ? { status: 'succeeded', gatewayRef }
    : { status: 'failed', reason: parsed.data.reason || 'declined', gatewayRef };
}

/**
 * One request to the gateway, read as an outcome: only a 2xx in the documented shape settles;
 * no answer, a cut answer or any other status is `unknown`. A lookup passes `notFound`, the
 * outcome of a 404 (the gateway never saw the reference, so no money moved under it).
 */
async function askGateway<Outcome extends LookupOutcome = never>(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  notFound?: Outcome,
): Promise<ChargeOutcome | Outcome> {
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal });
  } catch (error) {
    return { status: 'unknown', error: `charging gateway unreachable: ${describeFetchError(error, signal)}` };
  }
  if (notFound && response.status === 404) {
    await response.body?.cancel();
    return notFound;
  }
  if (response.status < 200 || response.status > 299) {
    await response.body?.cancel();
    return { status: 'unknown', error: `charging gateway answered ${response.status}` };
  }
  try {
    return await readAnswer(response);
  } catch (error) {
    return { status: 'unknown', error: `charging gateway answer cut: ${describeFetchError(error, signal)}` };
  }
}

/**
 * The `http` charging gateway (docs/operations.md#charging-drivers): `POST {url}` with `{msisdn, amount,
 * currency, reference, description}` (amount in minor units) and `GET {url}/{reference}` for reconciliation,
 * both with the bearer token. Only a 2xx answer in the documented shape settles a charge; a timeout, a
 * network error, a 5xx or any other answer leaves it `unknown` (kept pending, looked up later),
 * because the gateway may have moved the money before it failed to tell us.
 */
export function createHttpChargingDriver(options: {
  url: string;
  token?: string;
  timeoutMs: number;
}): ChargingDriver {
  const base = options.url.replace(/\/+$/, '');
  const headers = {
    accept: 'application/json',
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
  };
  return {
    name: 'http',
    charge: (request) =>
      askGateway(
        base,
        {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            msisdn: request.msisdn,
            amount: request.amountMinor,
            currency: request.currency,
            reference: request.reference,
            description: request.description,
          }),
        },
        options.timeoutMs,
      ),
    lookup: ({ reference }) =>
      askGateway(`${base}/${encodeURIComponent(reference)}`, { headers }, options.timeoutMs, {
        status: 'not_found' as const,
      }),
  };
}
