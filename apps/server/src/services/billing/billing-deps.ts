import type { SmsDeps } from '../sms';
import type { OperatorCharging } from './charging';

/**
 * What billing needs: the configuration, the database, the jobs it asks for (SMS notices), a log, and the
 * charging gateway built by runtime.ts. The API (`app.deps` + `app.log`), the worker's dependencies
 * and the CLI all fit, so routes, jobs and the `billing:sweep` command run the same code.
 */
export interface BillingDeps extends SmsDeps {
  charging: OperatorCharging;
}
