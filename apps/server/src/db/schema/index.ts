/**
 * The whole schema (tables in docs/design.md): drizzle-kit reads this file to generate the SQL migrations in
 * apps/server/drizzle, and `openDatabase` passes it to Drizzle for typed queries and relations.
 */
export * from './enums';
export * from './subscribers';
export * from './plans';
export * from './subscriptions';
export * from './subscription-events';
export * from './transactions';
export * from './otps';
export * from './access-tokens';
export * from './sms-messages';
export * from './currencies';
export * from './price-sources';
export * from './rates';
export * from './price-lists';
export * from './categories';
export * from './exchange-companies';
export * from './news';
export * from './information-pages';
export * from './contact-messages';
export * from './admin-users';
export * from './audit-log';
export * from './settings';
export * from './operator-webhook-events';
export * from './operator-renewal-reports';
export * from './rate-limit-slots';
export * from './alerts';
export * from './alert-preferences';
export * from './rate-publications';
export * from './alert-notifications';
export * from './push-subscriptions';
export * from './price-history';
export * from './settlements';
export * from './revenue';
export * from './partner-keys';
export * from './rate-reviews';
export * from './reference-rates';
export * from './rate-feeds';
export * from './ussd-sessions';
export * from './keyword-channel';
export * from './relations';
