import type { BillingDeps } from './billing-deps';
import { type Charging, throughLimiter } from './charging';
import type { OpenCharge } from './open-charges';
import type { Settlement } from './settle-charges';

export interface GatewayPass {
  /** Charges the gateway answered. */
  settlements: Settlement[];
  /** Charges whose outcome is unknown (timeout, error): left `pending` for the reconcile job. */
  unknown: { charge: OpenCharge; error: string }[];
}

/**
 * Calls the gateway for opened charges, each through the gateway of the operator its ledger row is
 * filed under, under that operator's CHARGING_TPS and at most `concurrency` at a time per operator
 * (so a capped operator's queue never holds up another's), with each row's reference as the
 * idempotency key. Never throws for a gateway problem: an unanswered charge stays pending, and is
 * reconciled by reference.
 */
export async function callGateway(
  deps: BillingDeps,
  charges: readonly OpenCharge[],
  options: { concurrency?: number; at?: Date } = {},
): Promise<GatewayPass> {
  const pass: GatewayPass = { settlements: [], unknown: [] };
  const byOperator = new Map<string, OpenCharge[]>();
  for (const charge of charges) {
    const queue = byOperator.get(charge.row.operatorId) ?? [];
    queue.push(charge);
    byOperator.set(charge.row.operatorId, queue);
  }
  await Promise.all(
    [...byOperator].map(([operatorId, queue]) =>
      callOperatorGateway(deps, deps.charging.of(operatorId), queue, pass, options),
    ),
  );
  return pass;
}

async function callOperatorGateway(
  deps: BillingDeps,
  charging: Charging | undefined,
  charges: readonly OpenCharge[],
  pass: GatewayPass,
  options: { concurrency?: number; at?: Date },
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < charges.length) {
      const charge = charges[next++]!;
      const outcome = !charging
        ? // An operator taken out of the configuration: left pending until it is back.
          { status: 'unknown' as const, error: `no charging gateway for operator ${charge.row.operatorId}` }
        : await throughLimiter(charging, () =>
            charging.driver
              .charge({
                msisdn: charge.msisdn,
                amountMinor: charge.row.amountMinor,
                currency: charge.row.currency,
                reference: charge.row.reference,
                description: charge.row.description,
              })
              .catch((error: unknown) => ({
                status: 'unknown' as const,
                error: error instanceof Error ? error.message : 'charging driver failed',
              })),
          );
      if (outcome.status === 'unknown') {
        pass.unknown.push({ charge, error: outcome.error });
        deps.log.warn(
          { reference: charge.row.reference, error: outcome.error },
          'charge outcome unknown; left pending',
        );
        continue;
      }
      if (outcome.status === 'failed' && outcome.detail) {
        deps.log.info(
          { reference: charge.row.reference, reason: outcome.reason, gateway: outcome.detail },
          'charge refused',
        );
      }
      pass.settlements.push({
        transactionId: charge.row.id,
        status: outcome.status,
        reason: outcome.status === 'failed' ? outcome.reason : null,
        gatewayRef: outcome.gatewayRef,
        ...(options.at ? { at: options.at } : {}),
      });
    }
  };
  const parallel = Math.max(1, Math.min(options.concurrency ?? 1, charges.length));
  await Promise.all(Array.from({ length: parallel }, worker));
}
