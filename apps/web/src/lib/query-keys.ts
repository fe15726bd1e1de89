/**
 * Query keys that more than one feature reads or invalidates (features never import each other,
 * an eslint rule). Keys private to one feature stay in that feature.
 */
export const sharedQueryKeys = {
  /** Everything about the signed-in subscriber: invalidated after any subscription action. */
  client: ['client'] as const,
  /** `GET /api/client/user`: the signed-in subscriber with the current subscription. */
  currentUser: ['client', 'user'] as const,
  /** `GET /api/client/fetch/subscription`: the current subscription alone (profile panel). */
  subscription: ['client', 'subscription'] as const,
  /** `GET /api/client/get/currency/list`: currencies with their rates per source. */
  currencyList: ['content', 'currency-list'] as const,
  /** `GET /api/client/get/priceSources`. */
  priceSources: ['content', 'price-sources'] as const,
  /** `GET /api/client/subscriptions/list`: plans with the disclaimer's service details. */
  plans: ['subscription', 'plans'] as const,
};
