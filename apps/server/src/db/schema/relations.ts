import { relations } from 'drizzle-orm';
import { accessTokens } from './access-tokens';
import { adminSessions, adminUsers } from './admin-users';
import { categories, categoryItemPrices, categoryItems } from './categories';
import { currencies } from './currencies';
import { exchangeCompanies, exchangeCompanyPhones } from './exchange-companies';
import { msisdnVerifications, otps } from './otps';
import { plans } from './plans';
import { priceListItems, priceLists } from './price-lists';
import { priceSources } from './price-sources';
import { rates } from './rates';
import { subscribers } from './subscribers';
import { subscriptionEvents } from './subscription-events';
import { subscriptions } from './subscriptions';
import { transactions } from './transactions';

/** Relations for Drizzle's `db.query.*.findMany({ with })`; they add no SQL to the migrations. */

export const subscribersRelations = relations(subscribers, ({ many }) => ({
  subscriptions: many(subscriptions),
  transactions: many(transactions),
  accessTokens: many(accessTokens),
}));

export const plansRelations = relations(plans, ({ many }) => ({
  subscriptions: many(subscriptions),
}));

export const subscriptionsRelations = relations(subscriptions, ({ one, many }) => ({
  subscriber: one(subscribers, { fields: [subscriptions.subscriberId], references: [subscribers.id] }),
  plan: one(plans, { fields: [subscriptions.planId], references: [plans.id] }),
  events: many(subscriptionEvents),
  transactions: many(transactions),
}));

export const subscriptionEventsRelations = relations(subscriptionEvents, ({ one }) => ({
  subscription: one(subscriptions, {
    fields: [subscriptionEvents.subscriptionId],
    references: [subscriptions.id],
  }),
  transaction: one(transactions, {
    fields: [subscriptionEvents.transactionId],
    references: [transactions.id],
  }),
  adminUser: one(adminUsers, { fields: [subscriptionEvents.adminUserId], references: [adminUsers.id] }),
}));

export const transactionsRelations = relations(transactions, ({ one, many }) => ({
  subscriber: one(subscribers, { fields: [transactions.subscriberId], references: [subscribers.id] }),
  subscription: one(subscriptions, { fields: [transactions.subscriptionId], references: [subscriptions.id] }),
  plan: one(plans, { fields: [transactions.planId], references: [plans.id] }),
  refundOf: one(transactions, {
    fields: [transactions.refundOfId],
    references: [transactions.id],
    relationName: 'refund',
  }),
  refunds: many(transactions, { relationName: 'refund' }),
}));

export const otpsRelations = relations(otps, ({ many }) => ({
  verifications: many(msisdnVerifications),
}));

export const msisdnVerificationsRelations = relations(msisdnVerifications, ({ one }) => ({
  otp: one(otps, { fields: [msisdnVerifications.otpId], references: [otps.id] }),
  subscriber: one(subscribers, { fields: [msisdnVerifications.subscriberId], references: [subscribers.id] }),
}));

export const accessTokensRelations = relations(accessTokens, ({ one }) => ({
  subscriber: one(subscribers, { fields: [accessTokens.subscriberId], references: [subscribers.id] }),
}));

export const currenciesRelations = relations(currencies, ({ many }) => ({
  rates: many(rates),
}));

export const priceSourcesRelations = relations(priceSources, ({ many }) => ({
  rates: many(rates),
  priceLists: many(priceLists),
}));

export const ratesRelations = relations(rates, ({ one }) => ({
  currency: one(currencies, { fields: [rates.currencyId], references: [currencies.id] }),
  source: one(priceSources, { fields: [rates.sourceId], references: [priceSources.id] }),
}));

export const priceListsRelations = relations(priceLists, ({ one, many }) => ({
  source: one(priceSources, { fields: [priceLists.sourceId], references: [priceSources.id] }),
  items: many(priceListItems),
}));

export const priceListItemsRelations = relations(priceListItems, ({ one }) => ({
  priceList: one(priceLists, { fields: [priceListItems.priceListId], references: [priceLists.id] }),
  currency: one(currencies, { fields: [priceListItems.currencyId], references: [currencies.id] }),
}));

export const categoriesRelations = relations(categories, ({ many }) => ({
  items: many(categoryItems),
}));

export const categoryItemsRelations = relations(categoryItems, ({ one, many }) => ({
  category: one(categories, { fields: [categoryItems.categoryId], references: [categories.id] }),
  currency: one(currencies, { fields: [categoryItems.currencyId], references: [currencies.id] }),
  prices: many(categoryItemPrices),
}));

export const categoryItemPricesRelations = relations(categoryItemPrices, ({ one }) => ({
  item: one(categoryItems, { fields: [categoryItemPrices.itemId], references: [categoryItems.id] }),
  source: one(priceSources, { fields: [categoryItemPrices.sourceId], references: [priceSources.id] }),
}));

export const exchangeCompaniesRelations = relations(exchangeCompanies, ({ many }) => ({
  phones: many(exchangeCompanyPhones),
}));

export const exchangeCompanyPhonesRelations = relations(exchangeCompanyPhones, ({ one }) => ({
  company: one(exchangeCompanies, {
    fields: [exchangeCompanyPhones.companyId],
    references: [exchangeCompanies.id],
  }),
}));

export const adminUsersRelations = relations(adminUsers, ({ many }) => ({
  sessions: many(adminSessions),
}));

export const adminSessionsRelations = relations(adminSessions, ({ one }) => ({
  adminUser: one(adminUsers, { fields: [adminSessions.adminUserId], references: [adminUsers.id] }),
}));
