// The single truth for paths, payloads and responses (docs/adr/0005-contracts-instead-of-trpc-or-ts-rest.md).
import type { Contract } from './contract';
import { convertCurrency } from './content/convert-currency';
import { getRateHistory } from './content/get-rate-history';
import { getReferenceRates } from './content/get-reference-rates';
import { getCategories } from './content/get-categories';
import { getCategoryDetailsCharts } from './content/get-category-details-charts';
import { getCategoryDetails } from './content/get-category-details';
import { getCategoryInfo } from './content/get-category-info';
import { getCurrencyList } from './content/get-currency-list';
import { getExchangeCompanyPhoneNumbers } from './content/get-exchange-company-phone-numbers';
import { getInformations } from './content/get-informations';
import { getInternationalExchangeCompanies } from './content/get-international-exchange-companies';
import { getLocalExchangeCompanies } from './content/get-local-exchange-companies';
import { getNewsItem } from './content/get-news-item';
import { getNews } from './content/get-news';
import { getPriceLists } from './content/get-price-lists';
import { getPriceSources } from './content/get-price-sources';
import { sendMessage, sendMessageByPost } from './content/send-message';
import { confirmOtp } from './session/confirm-otp';
import { confirmProfileOtp } from './session/confirm-profile-otp';
import { createSubscriber } from './session/create-subscriber';
import { generateOtp } from './session/generate-otp';
import { getClientUser } from './session/get-client-user';
import { getUser } from './session/get-user';
import { login } from './session/login';
import { logout } from './session/logout';
import { resendOtp } from './session/resend-otp';
import { heIdentify, heStart } from './he/identify';
import { hePeek } from './he/peek';
import { heSignIn } from './he/sign-in';
import { heSubscribe } from './he/subscribe';
import { cancelProfileSubscription } from './subscription/cancel-profile-subscription';
import { cancelSubscriberSubscription } from './subscription/cancel-subscriber-subscription';
import { changeSubscription } from './subscription/change-subscription';
import { confirmActivation } from './subscription/confirm-activation';
import { confirmChangeSubscription } from './subscription/confirm-change-subscription';
import { confirmUnsubscribe } from './subscription/confirm-unsubscribe';
import { fetchSubscriberDetails } from './subscription/fetch-subscriber-details';
import { fetchSubscription } from './subscription/fetch-subscription';
import { getSubscriberDetails } from './subscription/get-subscriber-details';
import { getSubscriptionsList } from './subscription/get-subscriptions-list';
import { reactivateProfileSubscription } from './subscription/reactivate-profile-subscription';
import { reactivateSubscriberSubscription } from './subscription/reactivate-subscriber-subscription';
import { renewSubscription } from './subscription/renew-subscription';
import { requestActivation } from './subscription/request-activation';
import { requestChangeSubscription } from './subscription/request-change-subscription';
import { requestUnsubscribe } from './subscription/request-unsubscribe';
import { updateSubscriberLocal } from './subscription/update-subscriber-local';
import { updateSubscriberProfile } from './subscription/update-subscriber-profile';
import { updateSubscriber } from './subscription/update-subscriber';
import { changeNotificationStatus } from './my-bill/change-notification-status';
import { checkSubscriber } from './my-bill/check-subscriber';
import { getGuestSubscriberInfo } from './my-bill/get-guest-subscriber-info';
import { getMyBillInfo } from './my-bill/get-my-bill-info';
import { getMyBillSms } from './my-bill/get-my-bill-sms';
import { getMyBillTransactions } from './my-bill/get-my-bill-transactions';
import { getDevSms } from './system/get-dev-sms';
import { getHealth } from './system/get-health';
import { getReady } from './system/get-ready';
import { receiveOperatorNotification } from './system/receive-operator-notification';
import { receiveOperatorSms } from './system/receive-operator-sms';
import { receiveOperatorUssd } from './system/receive-operator-ussd';
import { receiveDevOperatorSms } from './system/receive-dev-operator-sms';
import { receiveDevOperatorUssd } from './system/receive-dev-operator-ussd';
import { receiveOneApiDelivery, receiveOneApiInbound } from './system/receive-oneapi-callbacks';
import { runDevBillingSweep } from './system/run-dev-billing-sweep';
import { runDevRevenueSummarize } from './system/run-dev-revenue-summarize';
import { listAlerts } from './alerts/list-alerts';
import { createAlert } from './alerts/create-alert';
import { getAlert } from './alerts/get-alert';
import { updateAlert } from './alerts/update-alert';
import { deleteAlert } from './alerts/delete-alert';
import { getFavourites, updateFavourites } from './alerts/favourites';
import { getDigestSettings, updateDigestSettings } from './alerts/digest-settings';
import { getQuietHours, updateQuietHours } from './alerts/quiet-hours';
import { listAlertNotifications } from './alerts/list-alert-notifications';
import { deletePushSubscription, getPushKey, savePushSubscription } from './alerts/push-subscriptions';
import { adminGetSession, adminSignIn, adminSignOut, adminSignOutEverywhere } from './admin/session';
import { adminGetDashboard } from './admin/dashboard';
import { adminGetRevenue } from './admin/revenue';
import { adminGetUssdSummary } from './admin/ussd-summary';
import { adminListOperators } from './admin/operators';
import { adminGetChannelSummary, adminListInboundMessages } from './admin/channels';
import { adminCancelSubscription, adminGetSubscriber, adminListSubscribers } from './admin/subscribers';
import { adminListTransactions, adminRefundTransaction } from './admin/transactions';
import {
  adminAnswerContactMessage,
  adminGetContactMessage,
  adminListContactMessages,
  adminSetContactStatus,
} from './admin/contact-inbox';
import { adminListSms } from './admin/sms-log';
import { adminListAuditLog } from './admin/audit-log';
import { adminCreateUser, adminListUsers, adminResetUserPassword, adminUpdateUser } from './admin/users';
import { adminContentContracts } from './admin/content-contracts';
import { adminCreatePartnerKey, adminListPartnerKeys, adminRevokePartnerKey } from './admin/partner-keys';
import { adminApproveRateReview, adminListRateReviews, adminRejectRateReview } from './admin/rate-reviews';
import {
  adminDeleteRateFeed,
  adminGetRateFeed,
  adminListRateFeeds,
  adminRunRateFeed,
  adminSaveRateFeed,
  adminTestRateFeed,
} from './admin/rate-feeds';
import { partnerPushRates, partnerReadRates } from './partner/rates';
import {
  adminDownloadSettlementReport,
  adminDownloadSettlementTotals,
  adminGetSettlement,
  adminGetSettlementColumns,
  adminListSettlementLines,
  adminListSettlements,
  adminUpdateSettlementColumns,
  adminUploadSettlement,
} from './admin/settlements';

export * from './contract';
export * from './common/envelope';
export * from './common/fields';
export * from './common/msisdn';
export * from './common/query';
export * from './common/entities';

export * from './content/convert-currency';
export * from './content/get-rate-history';
export * from './content/get-reference-rates';
export * from './content/get-categories';
export * from './content/get-category-details-charts';
export * from './content/get-category-details';
export * from './content/get-category-info';
export * from './content/get-currency-list';
export * from './content/get-exchange-company-phone-numbers';
export * from './content/get-informations';
export * from './content/get-international-exchange-companies';
export * from './content/get-local-exchange-companies';
export * from './content/get-news-item';
export * from './content/get-news';
export * from './content/get-price-lists';
export * from './content/get-price-sources';
export * from './content/send-message';

export * from './session/confirm-otp';
export * from './session/confirm-profile-otp';
export * from './session/create-subscriber';
export * from './session/generate-otp';
export * from './session/get-client-user';
export * from './session/get-user';
export * from './session/login';
export * from './session/logout';
export * from './session/resend-otp';
export * from './session/code-sent';

export * from './he/he-token';
export * from './he/identify';
export * from './he/peek';
export * from './he/sign-in';
export * from './he/subscribe';

export * from './subscription/cancel-profile-subscription';
export * from './subscription/cancel-subscriber-subscription';
export * from './subscription/change-subscription';
export * from './subscription/confirm-activation';
export * from './subscription/confirm-change-subscription';
export * from './subscription/confirm-unsubscribe';
export * from './subscription/fetch-subscriber-details';
export * from './subscription/fetch-subscription';
export * from './subscription/get-subscriber-details';
export * from './subscription/get-subscriptions-list';
export * from './subscription/reactivate-profile-subscription';
export * from './subscription/reactivate-subscriber-subscription';
export * from './subscription/renew-subscription';
export * from './subscription/request-activation';
export * from './subscription/request-change-subscription';
export * from './subscription/request-unsubscribe';
export * from './subscription/update-subscriber-local';
export * from './subscription/update-subscriber-profile';
export * from './subscription/update-subscriber';

export * from './my-bill/change-notification-status';
export * from './my-bill/check-subscriber';
export * from './my-bill/get-guest-subscriber-info';
export * from './my-bill/get-my-bill-info';
export * from './my-bill/get-my-bill-sms';
export * from './my-bill/get-my-bill-transactions';

export * from './system/get-dev-sms';
export * from './system/get-health';
export * from './system/get-ready';
export * from './system/receive-operator-notification';
export * from './system/receive-operator-sms';
export * from './system/receive-operator-ussd';
export * from './system/receive-dev-operator-sms';
export * from './system/receive-dev-operator-ussd';
export * from './system/receive-oneapi-callbacks';
export * from './system/run-dev-billing-sweep';
export * from './system/run-dev-revenue-summarize';
export * from './admin/session';
export * from './admin/ops-fields';
export * from './admin/dashboard';
export * from './admin/revenue';
export * from './admin/ussd-summary';
export * from './admin/operators';
export * from './admin/channels';
export * from './admin/subscribers';
export * from './admin/transactions';
export * from './admin/contact-inbox';
export * from './admin/sms-log';
export * from './admin/audit-log';
export * from './admin/users';
export * from './alerts/list-alerts';
export * from './alerts/create-alert';
export * from './alerts/get-alert';
export * from './alerts/update-alert';
export * from './alerts/delete-alert';
export * from './alerts/favourites';
export * from './alerts/digest-settings';
export * from './alerts/quiet-hours';
export * from './alerts/list-alert-notifications';
export * from './alerts/push-subscriptions';
export * from './admin/crud';
export * from './admin/rates';
export * from './admin/rate-import';
export * from './admin/settings';
export * from './admin/content-resources';
export * from './admin/content-contracts';
export * from './admin/news';
export * from './admin/settlements';
export * from './admin/partner-keys';
export * from './admin/rate-reviews';
export * from './admin/rate-feeds';
export * from './partner/rates';

/** Every endpoint once: the server registers these, OpenAPI and the fuzz tests walk them. */
export const allContracts: readonly Contract[] = [
  // content
  convertCurrency,
  getRateHistory,
  getReferenceRates,
  getCategories,
  getCategoryDetailsCharts,
  getCategoryDetails,
  getCategoryInfo,
  getCurrencyList,
  getExchangeCompanyPhoneNumbers,
  getInformations,
  getInternationalExchangeCompanies,
  getLocalExchangeCompanies,
  getNewsItem,
  getNews,
  getPriceLists,
  getPriceSources,
  sendMessage,
  sendMessageByPost,
  // session
  confirmOtp,
  confirmProfileOtp,
  createSubscriber,
  generateOtp,
  getClientUser,
  getUser,
  login,
  logout,
  resendOtp,
  // header enrichment
  heIdentify,
  heStart,
  hePeek,
  heSignIn,
  heSubscribe,
  // subscription
  cancelProfileSubscription,
  cancelSubscriberSubscription,
  changeSubscription,
  confirmActivation,
  confirmChangeSubscription,
  confirmUnsubscribe,
  fetchSubscriberDetails,
  fetchSubscription,
  getSubscriberDetails,
  getSubscriptionsList,
  reactivateProfileSubscription,
  reactivateSubscriberSubscription,
  renewSubscription,
  requestActivation,
  requestChangeSubscription,
  requestUnsubscribe,
  updateSubscriberLocal,
  updateSubscriberProfile,
  updateSubscriber,
  // my-bill
  changeNotificationStatus,
  checkSubscriber,
  getGuestSubscriberInfo,
  getMyBillInfo,
  getMyBillSms,
  getMyBillTransactions,
  // system
  getDevSms,
  getHealth,
  getReady,
  receiveOperatorNotification,
  receiveOperatorSms,
  receiveOperatorUssd,
  receiveDevOperatorSms,
  receiveDevOperatorUssd,
  receiveOneApiDelivery,
  receiveOneApiInbound,
  runDevBillingSweep,
  runDevRevenueSummarize,
  // back office
  adminSignIn,
  adminGetSession,
  adminSignOut,
  adminSignOutEverywhere,
  // back office: operations
  adminGetDashboard,
  adminGetRevenue,
  adminGetUssdSummary,
  adminListOperators,
  adminListInboundMessages,
  adminGetChannelSummary,
  adminListSubscribers,
  adminGetSubscriber,
  adminCancelSubscription,
  adminListTransactions,
  adminRefundTransaction,
  adminListContactMessages,
  adminGetContactMessage,
  adminSetContactStatus,
  adminAnswerContactMessage,
  adminListSms,
  adminListAuditLog,
  adminListUsers,
  adminCreateUser,
  adminUpdateUser,
  adminResetUserPassword,
  // back office: settlement
  adminUploadSettlement,
  adminListSettlements,
  adminGetSettlement,
  adminListSettlementLines,
  adminDownloadSettlementReport,
  adminDownloadSettlementTotals,
  adminGetSettlementColumns,
  adminUpdateSettlementColumns,
  // alerts, favourites and the digest
  listAlerts,
  createAlert,
  getAlert,
  updateAlert,
  deleteAlert,
  getFavourites,
  updateFavourites,
  getDigestSettings,
  updateDigestSettings,
  getQuietHours,
  updateQuietHours,
  listAlertNotifications,
  getPushKey,
  savePushSubscription,
  deletePushSubscription,
  ...adminContentContracts,
  // partners push and read their source's rates; the back office keeps their keys and the review queue
  partnerPushRates,
  partnerReadRates,
  adminListPartnerKeys,
  adminCreatePartnerKey,
  adminRevokePartnerKey,
  adminListRateReviews,
  adminApproveRateReview,
  adminRejectRateReview,
  // price sources' feeds, fetched by the worker
  adminListRateFeeds,
  adminGetRateFeed,
  adminSaveRateFeed,
  adminDeleteRateFeed,
  adminRunRateFeed,
  adminTestRateFeed,
];
