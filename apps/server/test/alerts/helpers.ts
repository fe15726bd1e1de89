import { sql } from 'drizzle-orm';
import { createAlert, type TAlertInput } from '@sarraf/contracts';
import { expect } from 'vitest';
import { publishRates } from '../../src/services/rates';
import type { WorkerDependencies } from '../../src/worker';
import { addSource } from '../content/helpers';
import { call, outbox, type DevSms } from '../support/billing';
import type { TestServer } from '../support/test-server';

/** The dependencies a worker hands the alert jobs, from a test server (its queue, gateways and log). */
export function depsOf(server: TestServer): WorkerDependencies {
  return { ...server.app.deps, log: server.app.log };
}

/** A market of the test's own with USD and SAR quoted, so every rate is known to the last decimal. */
export async function marketWithRates(
  server: TestServer,
  name: string,
  usd = '530',
  sar = '140',
): Promise<number> {
  const sourceId = await addSource(server, { name });
  await publishAt(server, sourceId, new Date(Date.now() - 60 * 60_000), { USD: usd, SAR: sar });
  return sourceId;
}

let tick = 0;
/**
 * Publishes buy quotes (sell = buy + 2) the way the back office does, queue included; each call a
 * distinct instant (the history is unique per instant). Returns the publication id.
 */
export async function publishAt(
  server: TestServer,
  sourceId: number,
  at: Date,
  buys: Record<string, string>,
): Promise<number> {
  const result = await publishRates(
    server.database.db,
    {
      sourceId,
      at: new Date(at.getTime() + tick++),
      rates: Object.entries(buys).map(([currencyCode, buy]) => ({
        currencyCode,
        buy,
        sell: String(Number(buy) + 2),
      })),
    },
    server.contentCache,
    server.app.deps.jobs,
  );
  expect(result.publicationId).not.toBeNull();
  return result.publicationId!;
}

export const publishNow = (server: TestServer, sourceId: number, buys: Record<string, string>) =>
  publishAt(server, sourceId, new Date(), buys);

export async function addAlert(
  server: TestServer,
  token: string,
  input: Partial<TAlertInput> & { source_id: number },
) {
  const created = await call(server, createAlert, {
    token,
    json: { currency: 'USD', side: 'buy', condition: 'above', value: '540', ...input },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.data;
}

/** Alert SMS in the dev outbox of a number (the welcome and code SMS left out). */
export async function alertSms(server: TestServer, msisdn: string): Promise<DevSms[]> {
  return (await outbox(server, msisdn)).filter((sms) => sms.purpose.startsWith('alert.'));
}

/** Moves a subscriber's quiet hours to cover this very minute (so a test need not run at night). */
export function quietNow(): { start: string; end: string } {
  const aden = new Date(Date.now() + 3 * 3600_000);
  const minute = aden.getUTCHours() * 60 + aden.getUTCMinutes();
  const clock = (m: number) => {
    const wrapped = ((m % 1440) + 1440) % 1440;
    return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
  };
  return { start: clock(minute - 60), end: clock(minute + 120) };
}

export async function setSubscriptionState(
  server: TestServer,
  msisdn: string,
  state: 'active' | 'suspended',
) {
  await server.database.db.execute(sql`
    update subscriptions set state = ${state}
    where subscriber_id = (select id from subscribers where msisdn = ${msisdn}) and state <> 'cancelled'`);
}
