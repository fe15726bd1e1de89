import { eq } from 'drizzle-orm';
import { priceSources } from '../../src/db/schema/index';
import { CONTENT_TAGS } from '../../src/services/content-cache';
import { publishRates, type PublishRatesInput } from '../../src/services/rates';
import type { TestServer } from '../support/test-server';

/** A price source of the test's own, so its rates are known to the last decimal. */
export async function addSource(
  server: TestServer,
  values: Partial<typeof priceSources.$inferInsert> & { name: string },
): Promise<number> {
  const [row] = await server.database.db
    .insert(priceSources)
    .values({ city: 'تعز', type: 'company', freshnessMinutes: 1440, sortOrder: 99, ...values })
    .returning({ id: priceSources.id });
  await server.contentCache.invalidate([CONTENT_TAGS.priceSources]);
  return row!.id;
}

export async function updateSource(
  server: TestServer,
  id: number,
  values: Partial<typeof priceSources.$inferInsert>,
): Promise<void> {
  await server.database.db.update(priceSources).set(values).where(eq(priceSources.id, id));
  await server.contentCache.invalidate([CONTENT_TAGS.priceSources]);
}

export function publish(server: TestServer, input: PublishRatesInput) {
  return publishRates(server.database.db, input, server.contentCache);
}

export const SANAA = 1;
export const ADEN = 2;
export const CENTRAL_BANK = 3;
