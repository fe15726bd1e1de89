import { notFound, unprocessable } from '../../lib/http-error';
import type { AuthenticatedAdmin } from './authenticate-admin-session';

/**
 * Whose rows a back-office request sees: one operator's id, or undefined for every operator. The one
 * rule of operator isolation (docs/operators.md#the-care-role), applied by every route that lists or
 * acts on subscribers, ledger rows, SMS, channel messages, settlements and revenue:
 * - a care user sees its own operator only; `?operator=` naming another answers 404, as if there
 *   were nothing there;
 * - an admin or editor sees every operator, or the one `?operator=` names (422 for an id the
 *   configuration does not serve).
 */
export function operatorScope(
  admin: AuthenticatedAdmin,
  asked: string | undefined,
  served: readonly { id: string }[],
): string | undefined {
  const own = boundOperatorOf(admin);
  if (own !== undefined) {
    if (asked !== undefined && asked !== own) throw notFound();
    return own;
  }
  if (asked !== undefined && !served.some((operator) => operator.id === asked)) {
    throw unprocessable({ operator: ['unknown_operator'] });
  }
  return asked;
}

/**
 * The operator an account is bound to: a care user's own, undefined (every operator) for an admin
 * or an editor. The scope of a request that names one row by its id.
 */
export function boundOperatorOf(admin: AuthenticatedAdmin): string | undefined {
  if (admin.user.role !== 'care') return undefined;
  // The database holds every care account to its operator; one without would see nothing.
  if (!admin.user.operator_id) throw notFound();
  return admin.user.operator_id;
}

/** A row of another operator than the scope's is not there for the request: 404, before anything. */
export function assertInScope(scope: string | undefined, operatorId: string): void {
  if (scope !== undefined && scope !== operatorId) throw notFound();
}

/** An operator id a request names for an account must be one the configuration serves (422). */
export function assertServedOperator(
  served: readonly { id: string }[],
  operatorId: string | null | undefined,
  field: string,
): void {
  if (operatorId != null && !served.some((operator) => operator.id === operatorId)) {
    throw unprocessable({ [field]: ['unknown_operator'] });
  }
}
