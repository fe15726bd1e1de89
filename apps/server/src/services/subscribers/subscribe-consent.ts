/**
 * The consent behind a new subscription, kept on its `created` event (subscription_events.details)
 * next to what proves it: how it was given (`sms_code`: the Code 50 confirmation, with the used-up
 * `msisdn_verifications` mark it names; `he`: the one-tap confirm button of the plan screen,
 * docs/header-enrichment.md; `sms_keyword`: the subscriber's `نعم` SMS to the short code,
 * docs/keyword-channel.md#double-opt-in), and what was shown when it was given: the plan, its
 * price and period, and when.
 */
export type SubscribeConsent = WebConsent | KeywordConsent;

interface ConsentTerms {
  plan_id: string;
  plan_name: string;
  price_minor: number;
  currency: string;
  period: string;
  free_trial_days: number;
  consented_at: string;
}

export interface WebConsent extends ConsentTerms {
  channel: 'sms_code' | 'he';
  verification_id: number;
  /** `he` only: when the gateway's number was read and the token issued (the plan screen opened after). */
  identified_at?: string;
}

export interface KeywordConsent extends ConsentTerms {
  channel: 'sms_keyword';
  /** The inbound `نعم` message (the channel's id as logged): the consent itself. */
  inbound_message_id: string;
  /** The `اشتراك` message whose confirmation SMS named these terms, and that request's row. */
  request_message_id: string;
  opt_in_id: number;
}
