/**
 * The few addresses tests call that are no contract's route. Every other call goes through the
 * typed client by route name; lint ignores this file, so each entry says why it is here.
 */
export const NON_CONTRACT_PATHS = {
  /**
   * No route has this address (the portal's list is `getCurrencyList`, `/api/client/get/currency/list`):
   * admin/rates.test.ts calls it before publishing and only checks the server does not fail (< 500).
   */
  unroutedCurrencyList: '/api/client/currency/list',
} as const;
