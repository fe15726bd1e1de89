// The API's route table for the browsers: every endpoint's method and path as plain data, and its
// request and response types derived from the zod contracts with `import type` only, so a bundle
// that imports this module carries no zod (the portal's first-visit budget, docs/benchmarks.md).
// The `satisfies` below and api.test.ts hold it equal to the contracts: a path or method that
// drifts, or an endpoint missing or extra, fails the typecheck and the test.
import type { z } from 'zod';
import type { Contract, HttpMethod } from './contract';
import type * as contracts from './index';

type Exports = typeof contracts;

/** Every contract the package exports, by its export name (`confirmOtp`, `adminListUsers`…). */
export type ContractByName = {
  [K in keyof Exports as Exports[K] extends Contract ? K : never]: Exports[K];
};

export type RouteName = keyof ContractByName;

/** The identity of one endpoint: what a client needs at run time to call it. */
export interface Route {
  readonly method: HttpMethod;
  /** Fastify syntax: parameters as `:name`, filled in by `pathOf`. */
  readonly path: string;
}

/** Where every endpoint's path starts: what tells an API call from a page of the portal. */
export const API_PREFIX = '/api/';

/** Every endpoint once, by its contract's name. */
export const routes = {
  // content
  convertCurrency: { method: 'GET', path: '/api/client/converter/currency' },
  getRateHistory: { method: 'GET', path: '/api/client/rates/history' },
  getReferenceRates: { method: 'GET', path: '/api/client/rates/reference' },
  getCategories: { method: 'GET', path: '/api/client/get/categories' },
  getCategoryDetailsCharts: { method: 'POST', path: '/api/client/get/category/details/charts' },
  getCategoryDetails: { method: 'POST', path: '/api/client/get/category/details' },
  getCategoryInfo: { method: 'POST', path: '/api/client/get/category/info' },
  getCurrencyList: { method: 'GET', path: '/api/client/get/currency/list' },
  getExchangeCompanyPhoneNumbers: { method: 'GET', path: '/api/client/get/exchange/companies/phone/numbers' },
  getInformations: { method: 'GET', path: '/api/get/informations' },
  getInternationalExchangeCompanies: {
    method: 'GET',
    path: '/api/client/get/exchange/companies/international',
  },
  getLocalExchangeCompanies: { method: 'GET', path: '/api/client/get/exchange/companies/local' },
  getNewsItem: { method: 'GET', path: '/api/client/get/news/:id' },
  getNews: { method: 'GET', path: '/api/client/get/news' },
  getPriceLists: { method: 'GET', path: '/api/client/get/priceLists' },
  getPriceSources: { method: 'GET', path: '/api/client/get/priceSources' },
  sendMessage: { method: 'GET', path: '/api/client/send/message' },
  sendMessageByPost: { method: 'POST', path: '/api/client/send/message' },
  // session
  confirmOtp: { method: 'POST', path: '/api/client/confirm/otp' },
  confirmProfileOtp: { method: 'POST', path: '/api/client/profile/confirm/otp' },
  createSubscriber: { method: 'POST', path: '/api/client/create/subscriber' },
  generateOtp: { method: 'GET', path: '/api/client/generate/otp' },
  getClientUser: { method: 'GET', path: '/api/client/user' },
  getUser: { method: 'GET', path: '/api/user' },
  login: { method: 'POST', path: '/api/client/login' },
  logout: { method: 'POST', path: '/api/client/logout' },
  resendOtp: { method: 'POST', path: '/api/client/resend/otp' },
  // header enrichment
  heIdentify: { method: 'GET', path: '/api/client/he/identify' },
  heStart: { method: 'GET', path: '/api/client/he/start' },
  hePeek: { method: 'POST', path: '/api/client/he/peek' },
  heSignIn: { method: 'POST', path: '/api/client/he/sign-in' },
  heSubscribe: { method: 'POST', path: '/api/client/he/subscribe' },
  // subscription
  cancelProfileSubscription: { method: 'POST', path: '/api/client/profile/subscrption/cancel' },
  cancelSubscriberSubscription: { method: 'POST', path: '/api/client/subscriber/subscrption/cancel' },
  changeSubscription: { method: 'POST', path: '/api/change/subscription' },
  confirmActivation: { method: 'POST', path: '/api/client/confirm-activation' },
  confirmChangeSubscription: { method: 'POST', path: '/api/client/confirm-change-subscription' },
  confirmUnsubscribe: { method: 'POST', path: '/api/client/confirm-unsubscribe' },
  fetchSubscriberDetails: { method: 'GET', path: '/api/client/fetch/subscriber/details' },
  fetchSubscription: { method: 'GET', path: '/api/client/fetch/subscription' },
  getSubscriberDetails: { method: 'POST', path: '/api/client/subscriber/details' },
  getSubscriptionsList: { method: 'GET', path: '/api/client/subscriptions/list' },
  reactivateProfileSubscription: { method: 'POST', path: '/api/client/profile/subscrption/reactive' },
  reactivateSubscriberSubscription: { method: 'POST', path: '/api/client/subscriber/subscrption/reactive' },
  renewSubscription: { method: 'POST', path: '/api/client/renew/subscription' },
  requestActivation: { method: 'POST', path: '/api/client/request-activation' },
  requestChangeSubscription: { method: 'POST', path: '/api/client/request-change-subscription' },
  requestUnsubscribe: { method: 'POST', path: '/api/client/request-unsubscribe' },
  updateSubscriberLocal: { method: 'POST', path: '/api/client/subscriber/local/update' },
  updateSubscriberProfile: { method: 'POST', path: '/api/client/update/subscriber/profile' },
  updateSubscriber: { method: 'POST', path: '/api/client/subscriber/update' },
  // my bill
  changeNotificationStatus: { method: 'POST', path: '/api/client/my-bill/change/notification/status' },
  checkSubscriber: { method: 'GET', path: '/api/my-bill/check/subscriber' },
  getGuestSubscriberInfo: { method: 'GET', path: '/api/my-bill/guest-subscriber/info' },
  getMyBillInfo: { method: 'GET', path: '/api/client/my-bill/subscriber/info' },
  getMyBillSms: { method: 'GET', path: '/api/client/my-bill/subscriber/sms' },
  getMyBillTransactions: { method: 'GET', path: '/api/client/my-bill/subscriber/transactions' },
  // system, dev helpers and the operator's webhooks
  getDevSms: { method: 'GET', path: '/api/dev/sms' },
  getHealth: { method: 'GET', path: '/api/health' },
  getReady: { method: 'GET', path: '/api/ready' },
  receiveOperatorNotification: { method: 'POST', path: '/api/operator/notifications' },
  receiveOperatorSms: { method: 'POST', path: '/api/operator/sms' },
  receiveOperatorUssd: { method: 'POST', path: '/api/operator/ussd' },
  receiveDevOperatorSms: { method: 'POST', path: '/api/dev/operator/sms' },
  receiveDevOperatorUssd: { method: 'POST', path: '/api/dev/operator/ussd' },
  receiveOneApiDelivery: { method: 'POST', path: '/api/operator/oneapi/delivery' },
  receiveOneApiInbound: { method: 'POST', path: '/api/operator/oneapi/inbound' },
  runDevBillingSweep: { method: 'POST', path: '/api/dev/billing/sweep' },
  runDevRevenueSummarize: { method: 'POST', path: '/api/dev/revenue/summarize' },
  // back office
  adminSignIn: { method: 'POST', path: '/api/admin/session' },
  adminGetSession: { method: 'GET', path: '/api/admin/session' },
  adminSignOut: { method: 'DELETE', path: '/api/admin/session' },
  adminSignOutEverywhere: { method: 'POST', path: '/api/admin/session/revoke-all' },
  adminGetDashboard: { method: 'GET', path: '/api/admin/dashboard' },
  adminGetRevenue: { method: 'GET', path: '/api/admin/revenue' },
  adminGetUssdSummary: { method: 'GET', path: '/api/admin/ussd/summary' },
  adminListOperators: { method: 'GET', path: '/api/admin/operators' },
  adminListInboundMessages: { method: 'GET', path: '/api/admin/channels/inbound' },
  adminGetChannelSummary: { method: 'GET', path: '/api/admin/channels/summary' },
  adminListSubscribers: { method: 'GET', path: '/api/admin/subscribers' },
  adminGetSubscriber: { method: 'GET', path: '/api/admin/subscribers/:id' },
  adminCancelSubscription: { method: 'POST', path: '/api/admin/subscribers/:id/cancel' },
  adminListTransactions: { method: 'GET', path: '/api/admin/transactions' },
  adminRefundTransaction: { method: 'POST', path: '/api/admin/transactions/:id/refund' },
  adminListContactMessages: { method: 'GET', path: '/api/admin/contact-messages' },
  adminGetContactMessage: { method: 'GET', path: '/api/admin/contact-messages/:id' },
  adminSetContactStatus: { method: 'POST', path: '/api/admin/contact-messages/:id/status' },
  adminAnswerContactMessage: { method: 'POST', path: '/api/admin/contact-messages/:id/answer' },
  adminListSms: { method: 'GET', path: '/api/admin/sms' },
  adminListAuditLog: { method: 'GET', path: '/api/admin/audit-log' },
  adminListUsers: { method: 'GET', path: '/api/admin/users' },
  adminCreateUser: { method: 'POST', path: '/api/admin/users' },
  adminUpdateUser: { method: 'PATCH', path: '/api/admin/users/:id' },
  adminResetUserPassword: { method: 'POST', path: '/api/admin/users/:id/password' },
  // back office: settlement
  adminUploadSettlement: { method: 'POST', path: '/api/admin/settlements' },
  adminListSettlements: { method: 'GET', path: '/api/admin/settlements' },
  adminGetSettlement: { method: 'GET', path: '/api/admin/settlements/:id' },
  adminListSettlementLines: { method: 'GET', path: '/api/admin/settlements/:id/lines' },
  adminDownloadSettlementReport: { method: 'GET', path: '/api/admin/settlements/:id/report.csv' },
  adminDownloadSettlementTotals: { method: 'GET', path: '/api/admin/settlements/:id/totals.csv' },
  adminGetSettlementColumns: { method: 'GET', path: '/api/admin/settlements/columns' },
  adminUpdateSettlementColumns: { method: 'PUT', path: '/api/admin/settlements/columns' },
  // alerts, favourites and the digest
  listAlerts: { method: 'GET', path: '/api/client/alerts' },
  createAlert: { method: 'POST', path: '/api/client/alerts' },
  getAlert: { method: 'GET', path: '/api/client/alerts/:id' },
  updateAlert: { method: 'PATCH', path: '/api/client/alerts/:id' },
  deleteAlert: { method: 'DELETE', path: '/api/client/alerts/:id' },
  getFavourites: { method: 'GET', path: '/api/client/alerts/favourites' },
  updateFavourites: { method: 'PUT', path: '/api/client/alerts/favourites' },
  getDigestSettings: { method: 'GET', path: '/api/client/alerts/digest' },
  updateDigestSettings: { method: 'PUT', path: '/api/client/alerts/digest' },
  getQuietHours: { method: 'GET', path: '/api/client/alerts/quiet-hours' },
  updateQuietHours: { method: 'PUT', path: '/api/client/alerts/quiet-hours' },
  listAlertNotifications: { method: 'GET', path: '/api/client/alerts/notifications' },
  getPushKey: { method: 'GET', path: '/api/client/push/key' },
  savePushSubscription: { method: 'POST', path: '/api/client/push/subscriptions' },
  deletePushSubscription: { method: 'DELETE', path: '/api/client/push/subscriptions' },
  // back office: content
  adminGetRateGrid: { method: 'GET', path: '/api/admin/rates' },
  adminPublishRates: { method: 'POST', path: '/api/admin/rates' },
  adminPreviewRateImport: { method: 'POST', path: '/api/admin/rates/import/preview' },
  adminGetSettings: { method: 'GET', path: '/api/admin/settings' },
  adminUpdateSettings: { method: 'PUT', path: '/api/admin/settings' },
  adminListCurrencies: { method: 'GET', path: '/api/admin/currencies' },
  adminCreateCurrency: { method: 'POST', path: '/api/admin/currencies' },
  adminUpdateCurrency: { method: 'PUT', path: '/api/admin/currencies/:id' },
  adminDeleteCurrency: { method: 'DELETE', path: '/api/admin/currencies/:id' },
  adminListPriceSources: { method: 'GET', path: '/api/admin/price-sources' },
  adminCreatePriceSource: { method: 'POST', path: '/api/admin/price-sources' },
  adminUpdatePriceSource: { method: 'PUT', path: '/api/admin/price-sources/:id' },
  adminDeletePriceSource: { method: 'DELETE', path: '/api/admin/price-sources/:id' },
  adminListCategories: { method: 'GET', path: '/api/admin/categories' },
  adminCreateCategory: { method: 'POST', path: '/api/admin/categories' },
  adminUpdateCategory: { method: 'PUT', path: '/api/admin/categories/:id' },
  adminDeleteCategory: { method: 'DELETE', path: '/api/admin/categories/:id' },
  adminListCategoryItems: { method: 'GET', path: '/api/admin/category-items' },
  adminCreateCategoryItem: { method: 'POST', path: '/api/admin/category-items' },
  adminUpdateCategoryItem: { method: 'PUT', path: '/api/admin/category-items/:id' },
  adminDeleteCategoryItem: { method: 'DELETE', path: '/api/admin/category-items/:id' },
  adminListCompanies: { method: 'GET', path: '/api/admin/exchange-companies' },
  adminCreateCompany: { method: 'POST', path: '/api/admin/exchange-companies' },
  adminUpdateCompany: { method: 'PUT', path: '/api/admin/exchange-companies/:id' },
  adminDeleteCompany: { method: 'DELETE', path: '/api/admin/exchange-companies/:id' },
  adminListCompanyPhones: { method: 'GET', path: '/api/admin/exchange-company-phones' },
  adminCreateCompanyPhone: { method: 'POST', path: '/api/admin/exchange-company-phones' },
  adminUpdateCompanyPhone: { method: 'PUT', path: '/api/admin/exchange-company-phones/:id' },
  adminDeleteCompanyPhone: { method: 'DELETE', path: '/api/admin/exchange-company-phones/:id' },
  adminListPlans: { method: 'GET', path: '/api/admin/plans' },
  adminCreatePlan: { method: 'POST', path: '/api/admin/plans' },
  adminUpdatePlan: { method: 'PUT', path: '/api/admin/plans/:id' },
  adminDeletePlan: { method: 'DELETE', path: '/api/admin/plans/:id' },
  adminListNews: { method: 'GET', path: '/api/admin/news' },
  adminCreateNews: { method: 'POST', path: '/api/admin/news' },
  adminUpdateNews: { method: 'PUT', path: '/api/admin/news/:id' },
  adminDeleteNews: { method: 'DELETE', path: '/api/admin/news/:id' },
  adminListPriceLists: { method: 'GET', path: '/api/admin/price-lists' },
  adminCreatePriceList: { method: 'POST', path: '/api/admin/price-lists' },
  adminUpdatePriceList: { method: 'PUT', path: '/api/admin/price-lists/:id' },
  adminDeletePriceList: { method: 'DELETE', path: '/api/admin/price-lists/:id' },
  adminListInformationPages: { method: 'GET', path: '/api/admin/information-pages' },
  adminUpdateInformationPage: { method: 'PUT', path: '/api/admin/information-pages/:key' },
  adminUploadImage: { method: 'POST', path: '/api/admin/uploads' },
  getUploadedImage: { method: 'GET', path: '/api/uploads/:name' },
  // partners and the rate review queue
  partnerPushRates: { method: 'POST', path: '/api/partner/v1/rates' },
  partnerReadRates: { method: 'GET', path: '/api/partner/v1/rates' },
  adminListPartnerKeys: { method: 'GET', path: '/api/admin/partner-keys' },
  adminCreatePartnerKey: { method: 'POST', path: '/api/admin/partner-keys' },
  adminRevokePartnerKey: { method: 'DELETE', path: '/api/admin/partner-keys/:id' },
  adminListRateReviews: { method: 'GET', path: '/api/admin/rate-reviews' },
  adminApproveRateReview: { method: 'POST', path: '/api/admin/rate-reviews/:id/approve' },
  adminRejectRateReview: { method: 'POST', path: '/api/admin/rate-reviews/:id/reject' },
  adminListRateFeeds: { method: 'GET', path: '/api/admin/feeds' },
  adminGetRateFeed: { method: 'GET', path: '/api/admin/price-sources/:id/feed' },
  adminSaveRateFeed: { method: 'PUT', path: '/api/admin/price-sources/:id/feed' },
  adminDeleteRateFeed: { method: 'DELETE', path: '/api/admin/price-sources/:id/feed' },
  adminRunRateFeed: { method: 'POST', path: '/api/admin/price-sources/:id/feed/run' },
  adminTestRateFeed: { method: 'POST', path: '/api/admin/price-sources/:id/feed/test' },
} as const satisfies {
  readonly [N in RouteName]: Pick<ContractByName[N], 'method' | 'path'>;
};

type ContractOf<N extends RouteName> = ContractByName[N];

/** The body a client may send (defaulted fields optional); `undefined` when the endpoint takes none. */
export type TRequest<N extends RouteName> =
  ContractOf<N> extends { readonly body: infer S extends z.ZodType } ? z.input<S> : undefined;

/** The query a client may send; `undefined` when the endpoint reads none. */
export type TQuery<N extends RouteName> =
  ContractOf<N> extends { readonly query: infer S extends z.ZodType } ? z.input<S> : undefined;

/** The 200 body. */
export type TResponse<N extends RouteName> = z.output<ContractOf<N>['response']>;

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The `:name` segments of an endpoint's path, e.g. `{id: number | string}`; `{}` when there are none. */
export type TParams<N extends RouteName> = {
  readonly [K in ParamNames<(typeof routes)[N]['path']>]: string | number;
};

/** True when the endpoint's path has `:name` segments. */
export type HasParams<N extends RouteName> = [ParamNames<(typeof routes)[N]['path']>] extends [never]
  ? false
  : true;

/**
 * An endpoint's URL with its path parameters filled in (URL-encoded):
 * `pathOf('adminUpdateUser', {id: 7})` → `/api/admin/users/7`. A missing parameter throws rather
 * than calling `/api/admin/users/undefined`.
 */
export function pathOf<N extends RouteName>(
  name: N,
  ...[params]: HasParams<N> extends true ? [params: TParams<N>] : [params?: Record<string, never>]
): string {
  return fillPath(routes[name].path, params);
}

/** `pathOf` for a path in hand (a generic caller that holds a route, not its name). */
export function fillPath(path: string, params?: Readonly<Record<string, string | number>>): string {
  return path.replace(/:(\w+)/g, (_match, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === '') throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
