// The operator whose host the portal was opened on, which the server writes into the document it
// answers for that host and the portal reads before any call (docs/operators.md#brand-by-host).
// Zod-free, so the browser bundle may import it (`@sarraf/contracts/portal-operator`).

/** The id of the `<script type="application/json">` element that carries the operator. */
export const PORTAL_OPERATOR_ELEMENT_ID = 'portal-operator';

/** What the portal shows of the operator: its name, beside the service's own. */
export interface TPortalOperator {
  name: { ar: string; en: string };
}
