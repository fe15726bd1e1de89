// Why a charge failed, as the ledger keeps it (`transaction.reason`, `last_failure_reason`): stable
// codes the portal explains in Arabic. Zod-free, so a browser bundle may import it
// (`@sarraf/contracts/charge-reasons`). A gateway may still send a code not listed here; the portal
// then shows a generic reason.

export const CHARGE_FAILURE_REASONS = [
  /** Not enough credit on the line (OneAPI POL1000, the simulated gateway's decline). */
  'insufficient_balance',
  /** The line is barred or suspended by the operator (OneAPI POL1001). */
  'barred',
  /** The gateway does not know the number (OneAPI POL1002). */
  'unknown_subscriber',
  /** The amount is over the line's spending limit (OneAPI POL1003). */
  'amount_limit',
  /** The line may not be charged for services (OneAPI POL1004, POL0008). */
  'charging_not_allowed',
  /** Refused for a reason the gateway did not name in a way we know. */
  'declined',
  /** The gateway never received the charge, and it was too late to send it again. */
  'not_received',
  /** The number went to another person before the charge was settled. */
  'msisdn_recycled',
] as const;

export type ChargeFailureReason = (typeof CHARGE_FAILURE_REASONS)[number];

export function isChargeFailureReason(value: string): value is ChargeFailureReason {
  return (CHARGE_FAILURE_REASONS as readonly string[]).includes(value);
}
