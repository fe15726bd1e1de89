import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
