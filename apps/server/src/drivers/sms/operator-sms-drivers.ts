import type { SmsDriver } from './types';

/**
 * Each operator's SMS gateway (docs/operators.md#routing), built once per process: a message goes
 * out through the gateway of the operator it was stored under, never another's.
 */
export interface OperatorSmsDrivers {
  /** The gateway of an operator this deployment serves; undefined for any other id. */
  of(operatorId: string): SmsDriver | undefined;
  /** Closes every gateway (an SMPP session unbinds), after the last job that could send. */
  close(): Promise<void>;
}

export function operatorSmsDrivers(byOperator: ReadonlyMap<string, SmsDriver>): OperatorSmsDrivers {
  return {
    of: (operatorId) => byOperator.get(operatorId),
    close: async () => {
      await Promise.all([...byOperator.values()].map((driver) => driver.close()));
    },
  };
}
