import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { plans } from '../../src/db/schema/index';
import { startBillingServer } from './billing';
import type { TestServer } from './test-server';

/** Each operator's webhook secret in the files below. */
export const webhookSecretOf = (id: string) => `${id}-secret-0123456789`;

/**
 * An operators file of two networks, for a test server's OPERATORS_FILE: `default` keeps today's 77
 * and 78 (and the template's plans); Sabafon's 71 is the second network. `fields` adds each
 * operator's own settings (its gateways, hosts, credentials) over the ones here.
 */
export function twoOperators(fields: Record<string, Record<string, unknown>> = {}): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'sarraf-operators-')), 'operators.json');
  const operator = (id: string, prefixes: string[]) => ({
    id,
    name: { ar: id, en: id },
    msisdn_prefixes: prefixes,
    operator_webhook_secret: webhookSecretOf(id),
    sms_daily_budget: 1_000_000,
    ...fields[id],
  });
  writeFileSync(
    file,
    JSON.stringify({ operators: [operator('default', ['77', '78']), operator('sabafon', ['71'])] }),
  );
  return file;
}

/** A billing test server of the two operators above; each operator's SMS budget is its own. */
export function startTwoOperatorServer(
  fields: Record<string, Record<string, unknown>> = {},
): Promise<TestServer> {
  return startBillingServer({ env: { OPERATORS_FILE: twoOperators(fields), SMS_DAILY_BUDGET: '' } });
}

/** Sabafon's monthly plan, on sale: a Sabafon number's `Code: 50` offers it. */
export async function sellSabafonPlan(server: TestServer) {
  const [plan] = await server.database.db
    .insert(plans)
    .values({
      name: 'سبأفون الشهرية',
      priceMinor: 30_000,
      currency: 'YER',
      period: 'monthly',
      operatorId: 'sabafon',
    })
    .returning();
  return plan!;
}
