// The public face of services/back-office/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export { listAuditLog } from './audit-log/list-audit-log';
export { authenticateAdminSession, type AuthenticatedAdmin } from './authenticate-admin-session';
export { getChannelSummary } from './channels/get-channel-summary';
export { listInboundMessages } from './channels/list-inbound-messages';
export { categoryItemResource, categoryResource } from './content/categories';
export { createContentItem } from './content/create-content-item';
export type { CrudResource } from './content/crud-resource';
export { currencyResource } from './content/currencies';
export { deleteContentItem } from './content/delete-content-item';
export { companyPhoneResource, companyResource } from './content/exchange-companies';
export { listContentItems } from './content/list-content-items';
export { newsResource } from './content/news';
export { planResource } from './content/plans';
export { priceListResource } from './content/price-lists';
export { priceSourceResource } from './content/price-sources';
export { updateContentItem } from './content/update-content-item';
export { createAdminUser } from './create-admin-user';
export { getDashboard } from './dashboard/get-dashboard';
export { ensureFirstAdmin } from './ensure-first-admin';
export { refundedOf } from './ledger/ledger-rows';
export { listTransactions } from './ledger/list-transactions';
export { refundTransaction } from './ledger/refund-transaction';
export { shownSubscriberMsisdn } from './operations/subscriber-number';
export { getRateGrid } from './rates/get-rate-grid';
export { loadLatestRates } from './rates/latest-rates';
export { previewRateImport } from './rates/preview-rate-import';
export { publishAdminRates } from './rates/publish-admin-rates';
export { signInAdmin } from './sign-in-admin';
export { signOutAdmin } from './sign-out-admin';
export { listSms } from './sms-log/list-sms';
export { assertInScope, assertServedOperator, boundOperatorOf, operatorScope } from './operator-scope';
export { cancelSubscriberSubscription } from './subscribers/cancel-subscriber';
export { getSubscriberDetail } from './subscribers/get-subscriber-detail';
export { listSubscribers } from './subscribers/list-subscribers';
export { createImageStore } from './uploads/image-store';
export { IMAGE_CONTENT_TYPES, type ImageKind } from './uploads/store-image';
export { uploadImage } from './uploads/upload-image';
export {
  createAdminAccount,
  listAdminUsers,
  resetAdminPassword,
  updateAdminAccount,
} from './users/manage-admin-users';
