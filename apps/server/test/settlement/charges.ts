import { eq } from 'drizzle-orm';
import { subscribers, transactions } from '../../src/db/schema/index';
import { newLocalMsisdn, signUp } from '../support/billing';
import type { TestServer } from '../support/test-server';

/** One charge of our ledger as the operator's file writes it: the amount in major units. */
export interface LedgerCharge {
  reference: string;
  msisdn: string;
  amount: string;
  currency: string;
}

/**
 * `count` new subscribers, each with the succeeded first charge of signing up today: the lines a
 * settlement file is matched against; their numbers start with `prefix` (whose operator they are).
 */
export async function chargesOfNewSubscribers(
  server: TestServer,
  count: number,
  prefix = '77',
): Promise<LedgerCharge[]> {
  const charges: LedgerCharge[] = [];
  for (let i = 0; i < count; i++) {
    const subscriber = await signUp(server, { local: newLocalMsisdn(prefix) });
    const [row] = await server.database.db
      .select({ transaction: transactions })
      .from(transactions)
      .innerJoin(subscribers, eq(subscribers.id, transactions.subscriberId))
      .where(eq(subscribers.msisdn, subscriber.msisdn))
      .then((rows) => rows.map((found) => found.transaction));
    if (row?.status !== 'succeeded')
      throw new Error(`the first charge of ${subscriber.msisdn} is ${row?.status}`);
    // The template's plans are priced in currencies of two decimals.
    charges.push({
      reference: row.reference,
      msisdn: subscriber.msisdn,
      amount: (row.amountMinor / 100).toFixed(2),
      currency: row.currency,
    });
  }
  return charges;
}
