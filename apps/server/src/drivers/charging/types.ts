/** One charge as the gateway takes it: amount in minor units, reference = idempotency key. */
export interface ChargeRequest {
  msisdn: string;
  amountMinor: number;
  currency: string;
  reference: string;
  /** The Arabic line the operator may show on the subscriber's statement. */
  description: string;
}

/**
 * What the gateway said. `unknown` means we cannot tell whether money moved (timeout, network
 * error, a 5xx, an answer we cannot read): the ledger row stays `pending` and the reconcile job
 * asks the gateway later by reference. Never guess a failure: a "failed" row whose money was in
 * fact taken is a charge the subscriber cannot see.
 */
export type ChargeOutcome =
  | { status: 'succeeded'; gatewayRef: string | null }
  | { status: 'failed'; reason: string; gatewayRef: string | null }
  | { status: 'unknown'; error: string };

/** A status lookup also knows `not_found`: the gateway never received that reference. */
export type LookupOutcome = ChargeOutcome | { status: 'not_found' };

/**
 * Every charging gateway behind one small interface (drivers hide outside systems), chosen
 * by CHARGING_DRIVER. Both calls are idempotent on the reference: charging a reference the gateway
 * has already seen returns its first outcome and moves no money again.
 */
export interface ChargingDriver {
  readonly name: 'simulated' | 'http';
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  lookup(reference: string): Promise<LookupOutcome>;
}
