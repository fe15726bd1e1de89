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
    async charge(request) {
      const signal = AbortSignal.timeout(options.timeoutMs);
      let response: Response;
      try {
        response = await fetch(base, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            msisdn: request.msisdn,
            amount: request.amountMinor,
            currency: request.currency,
            reference: request.reference,
            description: request.description,
          }),
          signal,
        });
      } catch (error) {
        return {
          status: 'unknown',
          error: `charging gateway unreachable: ${describeFetchError(error, signal)}`,
        };
      }
      if (response.status < 200 || response.status > 299) {
        await response.body?.cancel();
        return { status: 'unknown', error: `charging gateway answered ${response.status}` };
      }
      try {
        return await readAnswer(response);
      } catch (error) {
        return {
          status: 'unknown',
          error: `charging gateway answer cut: ${describeFetchError(error, signal)}`,
        };
      }
    },
    async lookup({ reference }): Promise<LookupOutcome> {
      const signal = AbortSignal.timeout(options.timeoutMs);
      let response: Response;
      try {
        response = await fetch(`${base}/${encodeURIComponent(reference)}`, { headers, signal });
      } catch (error) {
        return {
          status: 'unknown',
          error: `charging gateway unreachable: ${describeFetchError(error, signal)}`,
        };
      }
      // The gateway never saw the reference: no money moved under it.
      if (response.status === 404) {
        await response.body?.cancel();
        return { status: 'not_found' };
      }
      if (response.status < 200 || response.status > 299) {
        await response.body?.cancel();
        return { status: 'unknown', error: `charging gateway answered ${response.status}` };
      }
      try {
        return await readAnswer(response);
      } catch (error) {
        return {
          status: 'unknown',
          error: `charging gateway answer cut: ${describeFetchError(error, signal)}`,
        };
      }
    },
  };
}
