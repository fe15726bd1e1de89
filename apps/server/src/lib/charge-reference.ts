/**
 * Idempotency references of the charging ledger (docs/design.md#the-ledger-and-idempotency), pure. A
 * reference names what a charge pays for, so the same attempt always gets the same key and the ledger's
 * unique index (and the gateway, for which the reference is the idempotency key) can refuse it a second time:
 *
 *   renewal:<subscription>:<period start ISO>   the automatic renewal of a period (the sweep)
 *   first:<subscription>:<period start ISO>     the first charge at sign-up
 *   renew:…  reactivation:…  change:…           a subscriber's own renew / reactivate / change
 *
 * A period charged again after an attempt that never reached the gateway gets `:<attempt>` (2, 3…):
 * a gateway replays the outcome of a reference it has seen, so a new attempt needs a new key.
 */
export const CHARGE_CAUSES = ['first', 'renewal', 'renew', 'reactivation', 'change'] as const;
export type ChargeCause = (typeof CHARGE_CAUSES)[number];

export function chargeReference(
  cause: ChargeCause,
  subscriptionId: string,
  periodStart: Date,
  attempt = 1,
): string {
  const base = `${cause}:${subscriptionId}:${periodStart.toISOString()}`;
  return attempt > 1 ? `${base}:${attempt}` : base;
}

/** The cause a reference was written for; null for a reference this code did not write. */
export function causeOfReference(reference: string): ChargeCause | null {
  const prefix = reference.slice(0, reference.indexOf(':'));
  return (CHARGE_CAUSES as readonly string[]).includes(prefix) ? (prefix as ChargeCause) : null;
}
