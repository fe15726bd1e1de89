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
  | {
      status: 'failed';
      reason: string;
      gatewayRef: string | null;
      /** The gateway's own words on the refusal, for the log (never shown to the subscriber). */
      detail?: string;
    }
  | { status: 'unknown'; error: string };

/** A status lookup also knows `not_found`: the gateway never received that reference. */
export type LookupOutcome = ChargeOutcome | { status: 'not_found' };

/**
 * Money given back for a settled charge. A refund is a ledger row of its own: `reference` is that
 * row's reference (the idempotency key of the refund), never the charge's.
 */
export interface RefundRequest {
  msisdn: string;
  amountMinor: number;
  currency: string;
  reference: string;
  description: string;
  /** The charge refunded: its reference and the gateway's id for it. */
  charge: { reference: string; gatewayRef: string | null };
}

/**
 * Every charging gateway behind one small interface (drivers hide outside systems), chosen
 * by CHARGING_DRIVER. Both calls are idempotent on the reference: charging a reference the gateway
 * has already seen returns its first outcome and moves no money again.
 */
export interface ChargingDriver {
  readonly name: 'simulated' | 'http' | 'oneapi';
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /**
   * The outcome of a charge left pending, given the request that was sent. A gateway without a
   * status query (OneAPI) replays the same request under the same idempotency key: it answers the
   * original outcome, or charges now if it never received the first attempt (then never `not_found`).
   */
  lookup(request: ChargeRequest): Promise<LookupOutcome>;
  /**
   * Gives money back at the gateway, idempotent on `request.reference`. Absent when the gateway
   * has no refund call: the back office then records a refund done by the operator by other means.
   */
  refund?(request: RefundRequest): Promise<ChargeOutcome>;
}
