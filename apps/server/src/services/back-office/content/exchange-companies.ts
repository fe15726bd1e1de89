import { and, asc, eq } from 'drizzle-orm';
import type {
  TAdminCompany,
  TAdminCompanyInput,
  TAdminCompanyPhone,
  TAdminCompanyPhoneInput,
} from '@sarraf/contracts';
import type { Tx } from '../../../db/client';
import { exchangeCompanies, exchangeCompanyPhones } from '../../../db/schema/index';
import { unprocessable } from '../../../lib/http-error';
import { CONTENT_TAGS } from '../../content-cache';
import type { CrudResource } from './crud-resource';

type CompanyRow = typeof exchangeCompanies.$inferSelect;

const toCompany = (row: CompanyRow): TAdminCompany => ({
  id: row.id,
  scope: row.scope,
  name: row.name,
  city: row.city,
  address: row.address,
  website: row.website,
  active: row.active,
  sort_order: row.sortOrder,
});

const toCompanyRow = (input: TAdminCompanyInput) => ({
  scope: input.scope,
  name: input.name,
  city: input.city,
  address: input.address,
  website: input.website,
  active: input.active,
  sortOrder: input.sort_order,
  updatedAt: new Date(),
});

/** Exchange companies, local or international; their phone numbers go with them. */
export const companyResource: CrudResource<TAdminCompany, TAdminCompanyInput, number> = {
  entity: 'exchange_company',
  tags: [CONTENT_TAGS.exchangeCompanies],
  async all(db) {
    const rows = await db
      .select()
      .from(exchangeCompanies)
      .orderBy(asc(exchangeCompanies.scope), asc(exchangeCompanies.sortOrder), asc(exchangeCompanies.id));
    return rows.map(toCompany);
  },
  searchText: (item) => `${item.name} ${item.city} ${item.address}`,
  async find(db, id) {
    const [row] = await db.select().from(exchangeCompanies).where(eq(exchangeCompanies.id, id));
    return row ? toCompany(row) : undefined;
  },
  async create(tx, input) {
    const [row] = await tx
      .insert(exchangeCompanies)
      .values(toCompanyRow(input))
      .returning({ id: exchangeCompanies.id });
    return row!.id;
  },
  async update(tx, id, input) {
    await tx.update(exchangeCompanies).set(toCompanyRow(input)).where(eq(exchangeCompanies.id, id));
  },
  async remove(tx, id) {
    await tx.delete(exchangeCompanies).where(eq(exchangeCompanies.id, id));
  },
};

const phoneColumns = {
  id: exchangeCompanyPhones.id,
  companyId: exchangeCompanyPhones.companyId,
  companyName: exchangeCompanies.name,
  phone: exchangeCompanyPhones.phone,
  label: exchangeCompanyPhones.label,
  kind: exchangeCompanyPhones.kind,
  sortOrder: exchangeCompanyPhones.sortOrder,
};
interface PhoneRow {
  id: number;
  companyId: number;
  companyName: string;
  phone: string;
  label: string | null;
  kind: 'phone' | 'whatsapp';
  sortOrder: number;
}

const toPhone = (row: PhoneRow): TAdminCompanyPhone => ({
  id: row.id,
  company_id: row.companyId,
  company_name: row.companyName,
  phone: row.phone,
  label: row.label,
  kind: row.kind,
  sort_order: row.sortOrder,
});

const toPhoneRow = (input: TAdminCompanyPhoneInput) => ({
  companyId: input.company_id,
  phone: input.phone,
  label: input.label || null,
  kind: input.kind,
  sortOrder: input.sort_order,
});

async function assertCompany(tx: Tx, companyId: number) {
  const [company] = await tx
    .select({ id: exchangeCompanies.id })
    .from(exchangeCompanies)
    .where(eq(exchangeCompanies.id, companyId));
  if (!company) throw unprocessable({ company_id: ['unknown_company'] });
}

/** Tap-to-call numbers (phone or WhatsApp) of a company. */
export const companyPhoneResource: CrudResource<
  TAdminCompanyPhone,
  TAdminCompanyPhoneInput,
  number,
  { company_id?: number }
> = {
  entity: 'exchange_company_phone',
  tags: [CONTENT_TAGS.exchangeCompanies],
  async all(db, filters) {
    const rows = await db
      .select(phoneColumns)
      .from(exchangeCompanyPhones)
      .innerJoin(exchangeCompanies, eq(exchangeCompanies.id, exchangeCompanyPhones.companyId))
      .where(filters.company_id ? and(eq(exchangeCompanyPhones.companyId, filters.company_id)) : undefined)
      .orderBy(
        asc(exchangeCompanies.name),
        asc(exchangeCompanyPhones.sortOrder),
        asc(exchangeCompanyPhones.id),
      );
    return rows.map(toPhone);
  },
  searchText: (item) => `${item.company_name} ${item.phone} ${item.label ?? ''}`,
  async find(db, id) {
    const [row] = await db
      .select(phoneColumns)
      .from(exchangeCompanyPhones)
      .innerJoin(exchangeCompanies, eq(exchangeCompanies.id, exchangeCompanyPhones.companyId))
      .where(eq(exchangeCompanyPhones.id, id));
    return row ? toPhone(row) : undefined;
  },
  async create(tx, input) {
    await assertCompany(tx, input.company_id);
    const [row] = await tx
      .insert(exchangeCompanyPhones)
      .values(toPhoneRow(input))
      .returning({ id: exchangeCompanyPhones.id });
    return row!.id;
  },
  async update(tx, id, input) {
    await assertCompany(tx, input.company_id);
    await tx.update(exchangeCompanyPhones).set(toPhoneRow(input)).where(eq(exchangeCompanyPhones.id, id));
  },
  async remove(tx, id) {
    await tx.delete(exchangeCompanyPhones).where(eq(exchangeCompanyPhones.id, id));
  },
};
