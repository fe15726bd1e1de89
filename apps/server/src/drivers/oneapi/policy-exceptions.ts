import type { ChargeFailureReason } from '@sarraf/contracts/charge-reasons';

/**
 * The gateway's policy exceptions (a charge it refused, no money moved) mapped to the stable reason
 * codes the ledger keeps and my bill explains in Arabic (docs/operator-integration.md#error-codes).
 * The gateway's own text goes to the log only: it is English, and worded differently by each
 * operator.
 */
export const POLICY_EXCEPTION_REASONS: Readonly<Record<string, ChargeFailureReason>> = {
  POL1000: 'insufficient_balance',
  POL1001: 'barred',
  POL1002: 'unknown_subscriber',
  POL1003: 'amount_limit',
  POL1004: 'charging_not_allowed',
  POL0008: 'charging_not_allowed',
};

/** Any other policy exception: refused, for a reason we have no word for. */
export const UNMAPPED_POLICY_REASON: ChargeFailureReason = 'declined';

export function reasonOfPolicyException(messageId: string | undefined): ChargeFailureReason {
  return (messageId && POLICY_EXCEPTION_REASONS[messageId.toUpperCase()]) || UNMAPPED_POLICY_REASON;
}
