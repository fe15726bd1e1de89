import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, isDemo, sortOrder, updatedAt } from './columns';
import { exchangeCompanyScope, phoneKind } from './enums';

/** Exchange and money-transfer companies, local or international networks. */
export const exchangeCompanies = pgTable(
  'exchange_companies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    scope: exchangeCompanyScope().notNull(),
    name: text().notNull(),
    city: text().notNull(),
    address: text().notNull().default(''),
    website: text(),
    active: boolean().notNull().default(true),
    sortOrder: sortOrder(),
    isDemo: isDemo(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The two public lists (local / international) filter on scope.
  (t) => [index('exchange_companies_scope_idx').on(t.scope, t.sortOrder)],
);

/** Tap-to-call numbers of a company; they go with it when it is deleted. */
export const exchangeCompanyPhones = pgTable(
  'exchange_company_phones',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => exchangeCompanies.id, { onDelete: 'cascade' }),
    /** Digits with country code (9671xxxxxx, 9677xxxxxxxx), ready for a `tel:+…` link. */
    phone: text().notNull(),
    /** e.g. الإدارة العامة, فرع المعلا. */
    label: text(),
    kind: phoneKind().notNull().default('phone'),
    sortOrder: sortOrder(),
  },
  (t) => [
    index('exchange_company_phones_company_id_idx').on(t.companyId),
    check('exchange_company_phones_phone_digits', sql`${t.phone} ~ '^[0-9]{6,15}$'`),
  ],
);
