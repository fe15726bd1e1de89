import type { ChargeOutcome, ChargingDriver } from './types';

// References remembered for idempotency and lookups; the oldest are forgotten past this many, so a
// long-running development server does not grow without bound.
const REMEMBERED = 500_000;

/**
 * The `simulated` driver (the default): succeeds at once, except for numbers matching
 * CHARGING_FAIL_PATTERN, which fail with `insufficient_balance`. It behaves like a real gateway in
 * what matters to the ledger: a reference charged twice gets its first outcome back, and a lookup
 * knows the references it has charged. Its memory is the process's own: after a restart every
 * reference is unknown, as if the crashed attempt had never reached it.
 */
export function createSimulatedChargingDriver(options: { failPattern?: string | undefined }): ChargingDriver {
  const failing = options.failPattern ? new RegExp(options.failPattern) : null;
  const seen = new Map<string, ChargeOutcome>();
  let next = 1;
  return {
    name: 'simulated',
    charge(request) {
      const known = seen.get(request.reference);
      if (known) return Promise.resolve(known);
      const gatewayRef = `sim-${next++}`;
      const outcome: ChargeOutcome = failing?.test(request.msisdn)
        ? { status: 'failed', reason: 'insufficient_balance', gatewayRef }
        : { status: 'succeeded', gatewayRef };
      seen.set(request.reference, outcome);
      if (seen.size > REMEMBERED) seen.delete(seen.keys().next().value!);
      return Promise.resolve(outcome);
    },
    lookup({ reference }) {
      return Promise.resolve(seen.get(reference) ?? { status: 'not_found' });
    },
  };
}
