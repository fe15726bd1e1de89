import { Counter, Registry } from 'prom-client';

/**
 * What the service does for each operator, as Prometheus counters (docs/operations.md#metrics):
 * charges, renewals and SMS, each labelled with the operator whose gateway it went through. They
 * count in the process that does the work; `/metrics` of an API process shows them beside its
 * request durations, and a worker process serves its own (see docs/operations.md#metrics).
 * Process-wide, not per app: a charge is counted once, whichever app or job recorded it.
 */
export const operatorMetrics = new Registry();

/** Charge outcomes the ledger recorded (refunds apart), by operator, cause and status. */
export const chargesTotal = new Counter({
  name: 'sarraf_charges_total',
  help: 'Charge outcomes recorded in the ledger, by operator, cause (first, renewal, renew, reactivation, change) and status',
  labelNames: ['operator', 'cause', 'status'] as const,
  registers: [operatorMetrics],
});

/** Renewal charges settled, by operator and status: the sweep's and the operator's own. */
export const renewalsTotal = new Counter({
  name: 'sarraf_renewals_total',
  help: 'Renewal charges settled, by operator and status',
  labelNames: ['operator', 'status'] as const,
  registers: [operatorMetrics],
});

/** Send attempts at an operator's SMS gateway, by outcome (sent, failed, retrying). */
export const smsTotal = new Counter({
  name: 'sarraf_sms_total',
  help: "SMS send attempts at each operator's gateway, by outcome (sent, failed, retrying)",
  labelNames: ['operator', 'outcome'] as const,
  registers: [operatorMetrics],
});
