import { Decimal } from './decimal';

export type AlertCondition = 'above' | 'below' | 'move';

/**
 * How far a rate must come back past a threshold before the alert can fire again
 * (hysteresis, docs/product.md#rate-alerts): 0.5 % of the threshold. Small enough that a real reversal
 * re-arms it (530 → 527.35 for "above 530"), large enough that quotes hovering at the threshold — 530, 529.9,
 * 530.1 — send one SMS, not one per publish.
 */
export const REARM_MARGIN = new Decimal('0.005');

/** The state an alert keeps between publishes (columns of `alerts`). */
export interface AlertState {
  condition: AlertCondition;
  /** Threshold (above/below) or percentage (move), as a decimal string. */
  value: string;
  armed: boolean;
  /** Local day ('YYYY-MM-DD') a move alert last fired. */
  firedOn: string | null;
}

export interface RateObservation {
  /** The published quote on the alert's side. */
  rate: string;
  /**
   * Move alerts: the quote the day is measured from — the last one before the local day began,
   * or the day's first when there is none. Null: nothing to compare with yet.
   */
  reference: string | null;
  /** The local day of the publish. */
  day: string;
}

export interface AlertDecision {
  fire: boolean;
  armed: boolean;
  firedOn: string | null;
  /** Move alerts: the signed change in percent, two decimals (for the SMS). */
  movePercent?: string;
}

/**
 * One alert against one published rate. Reaching the threshold counts (above: rate ≥ value;
 * below: rate ≤ value), as a subscriber who asks "tell me at 530" expects a message at 530.
 * Firing disarms; an above alert re-arms once the rate falls below value × (1 − margin), a below
 * alert once it rises above value × (1 + margin). A move alert fires when the rate has moved at
 * least `value` % either way from the day's reference, once per local day.
 */
export function evaluateAlert(alert: AlertState, observation: RateObservation): AlertDecision {
  const rate = new Decimal(observation.rate);
  const value = new Decimal(alert.value);
  const unchanged = { fire: false, armed: alert.armed, firedOn: alert.firedOn };
  switch (alert.condition) {
    case 'above':
      if (alert.armed && rate.gte(value)) return { ...unchanged, fire: true, armed: false };
      if (!alert.armed && rate.lt(value.times(Decimal.sub(1, REARM_MARGIN))))
        return { ...unchanged, armed: true };
      return unchanged;
    case 'below':
      if (alert.armed && rate.lte(value)) return { ...unchanged, fire: true, armed: false };
      if (!alert.armed && rate.gt(value.times(Decimal.add(1, REARM_MARGIN))))
        return { ...unchanged, armed: true };
      return unchanged;
    case 'move': {
      if (observation.reference === null) return unchanged;
      const reference = new Decimal(observation.reference);
      if (reference.lte(0)) return unchanged;
      const percent = rate.minus(reference).div(reference).times(100);
      if (alert.firedOn === observation.day || percent.abs().lt(value)) return unchanged;
      return { fire: true, armed: alert.armed, firedOn: observation.day, movePercent: percent.toFixed(2) };
    }
  }
}
