import type { TAdminOperator } from '@sarraf/contracts';
import type { Operator } from '../../env';

/**
 * The operators as the back office names them, in the configuration's order: who each is, never
 * its settings (gateways, secrets). The plan form offers them (docs/operators.md#plans).
 */
export function presentOperators(
  operators: readonly Pick<Operator, 'id' | 'name' | 'color'>[],
): TAdminOperator[] {
  return operators.map(({ id, name, color }) => ({
    id,
    name: { ar: name.ar, en: name.en },
    ...(color ? { color } : {}),
  }));
}
