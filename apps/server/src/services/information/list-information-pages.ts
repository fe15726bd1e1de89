import { asc } from 'drizzle-orm';
import type { TAdminInformationPage } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { informationPages } from '../../db/schema/index';
import { presentInformationPage } from './information-page-rows';

/** Who we are, privacy, terms: one row each, in key order. */
export async function listInformationPages(db: Db): Promise<TAdminInformationPage[]> {
  const rows = await db.select().from(informationPages).orderBy(asc(informationPages.key));
  return rows.map(presentInformationPage);
}
