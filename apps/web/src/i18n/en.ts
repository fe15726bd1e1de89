import type { ChargeFailureReason } from '@sarraf/contracts/charge-reasons';
import type { Catalogue } from './catalogue.ts';
import { plural, type EnglishPlural } from '@sarraf/contracts/plural';

const DAYS_EN: EnglishPlural = { one: '{n} day', other: '{n} days' };

/**
 * The portal in English, for the expats, aid workers and traders who read it (docs/product.md#languages).
 * The same keys as the Arabic catalogue (`Catalogue` makes a missing key a type error); loaded with a
 * dynamic import only when English is chosen, so the Arabic first visit never downloads it.
 */

const CHARGE_REASON_TEXTS: Record<ChargeFailureReason, string> = {
  insufficient_balance: 'Not enough balance',
  barred: 'The line is barred by the operator',
  unknown_subscriber: 'The operator does not know this number',
  amount_limit: "The amount is over your line's limit",
  charging_not_allowed: 'The operator does not allow charges on this line',
  declined: 'The operator declined the charge',
  not_received: 'The charge did not reach the operator',
  msisdn_recycled: 'The number now belongs to another subscriber',
};

const OTHER_CHARGE_REASONS: Record<string, string | undefined> = {
  subscriber_blocked: 'The line is barred by the operator',
  subscriber_barred: 'The line is barred by the operator',
  gateway_error: 'Payment gateway error',
  timeout: 'The payment gateway did not answer',
};

function chargeReasonText(reason: string): string {
  return (
    (Object.hasOwn(CHARGE_REASON_TEXTS, reason)
      ? CHARGE_REASON_TEXTS[reason as ChargeFailureReason]
      : OTHER_CHARGE_REASONS[reason]) ?? 'The operator declined the charge'
  );
}

/**
 * A name the server sends (a market, a city, a plan: English where the editors wrote an English
 * one, Arabic otherwise) isolated in an English sentence, so that the bidi algorithm does not pull
 * the punctuation around it. Outside the catalogue, lib/text-direction.ts isolates names.
 */
const isolate = (name: string) => `\u2068${name}\u2069`;

export const en: Catalogue = {
  app: {
    name: 'Sarraf',
    documentTitle: 'Sarraf — currency and exchange rates',
    tagline: 'Currency and exchange rates',
    skipToContent: 'Skip to main content',
    homeLink: 'Sarraf, home page',
    withOperator: (operator: string) => `Sarraf · ${operator}`,
    operatorDocumentTitle: (operator: string) => `Sarraf · ${operator} — currency and exchange rates`,
    operatorHomeLink: (operator: string) => `Sarraf · ${operator}, home page`,
    footer: 'Sarraf, the currency rates service for mobile subscribers.',
    offline: 'Offline',
    offlineSince: (time: string) => `Offline — last updated ${time}`,
  },

  loading: {
    label: 'Loading…',
    cancel: 'Cancel',
  },

  states: {
    loading: 'Loading data…',
    empty: 'Nothing to show right now.',
    error: 'The data could not be loaded.',
    retry: 'Try again',
    offlineTitle: 'This page is not saved on your device',
    offlineText:
      'It has not been opened while online, so there is no copy of it to show now. Connect to the internet and try again.',
  },

  errors: {
    network: 'Could not reach the server. Check your internet connection and try again.',
    generic: 'The request could not be completed. Try again in a moment.',
    server: 'Something went wrong on the server. Try again in a moment.',
  },

  paging: {
    previous: 'Previous',
    next: 'Next',
    pageOf: (page: string, last: string) => `Page ${page} of ${last}`,
  },

  digits: {
    label: 'Digits:',
    latin: 'Latin',
    arabic: 'Arabic-Indic',
  },

  // The control names the other language in that language (docs/product.md#languages).
  language: {
    switchTo: 'العربية',
  },

  landing: {
    lead: 'Currency and exchange rates from markets, banks and exchange companies, updated through the day and right on your phone.',
    offersHeading: 'What does Sarraf give you?',
    offers: [
      'Buy and sell rates for every currency in every market, with the time of the last update.',
      'Daily rate bulletins and their sources: banks and exchange companies.',
      'A currency converter that works at the market rate you choose.',
      'A directory of local and international exchange companies, with phone numbers to call directly.',
      'The latest economic and currency news.',
    ],
    teaserHeading: "Today's main rates",
    teaserSource: (source: string, city: string) =>
      `At ${isolate(source)} (${isolate(city)}), in Yemeni rials per unit.`,
    priceHeading: 'Subscription price',
    exploreHeading: 'About the service',
    signedInHeading: 'You are signed in',
    signedInText: "Go on to today's rates and the rest of Sarraf.",
    toRates: "Go to today's rates",
    verifiedTitle: 'Your number is verified',
    verifiedText: 'Choose a plan to complete your Sarraf subscription.',
    choosePlan: 'Choose a plan',
  },

  session: {
    signInHeading: 'Sign in with your phone number',
    signInText:
      'Enter your mobile number and we will text you a one-time verification code. No password needed.',
    codeHeading: 'Confirm your phone number',
    msisdnLabel: 'Mobile number',
    msisdnHint: 'For example: 77xxxxxxx',
    sendCode: 'Send verification code',
    sending: 'Sending…',
    confirmCode: 'Confirm code and sign in',
    signOut: 'Sign out',
  },

  he: {
    heading: 'We recognised your number',
    text: 'You are connected over mobile data, so there is no need to type your number or wait for a code.',
    continueAs: 'Continue as',
    continuing: 'Continuing…',
    otherNumber: 'Use another number',
    backToOneTap: 'Continue with my number, no code',
    lost: 'We could not recognise your number just now. Please sign in with your mobile number and a verification code.',
    checking: 'Recognising your number…',
    unconfirmed:
      'We could not confirm your number just now. You can sign in with your mobile number and a verification code.',
    plansLead: 'Choose a plan to subscribe with your number, no verification code needed:',
    confirmHeading: 'Confirm your subscription',
    confirm: (price: string, period: string) => `Subscribe for ${price} ${period}`,
    confirming: 'Subscribing…',
    back: 'Back to plans',
  },

  code: {
    label: 'Verification code',
    hint: 'The code made of digits in the text message.',
    sentTo: 'We texted a verification code to',
    confirm: 'Confirm',
    confirming: 'Checking…',
    resend: 'Send again',
    resendIn: (time: string) => `You can ask for a new code in ${time}`,
    resent: 'We sent you a new code.',
    haveCode: 'I already have a code',
    expired: 'This code has expired. Ask for a new one.',
    back: 'Back',
  },

  shell: {
    navLabel: 'Sarraf sections',
    nav: {
      'client.home': "Today's rates",
      'client.currencyConverter': 'Converter',
      'client.priceSources': 'Sources',
      'client.priceList': 'Bulletins',
      'client.exchange.companies': 'Exchangers',
      'client.news': 'News',
      'client.profile': 'My account',
      'client.contact.us': 'Contact us',
      'client.alerts': 'Alerts',
    },
    myBill: 'My bill',
  },

  gate: {
    pending_payment: {
      title: 'Your subscription is awaiting payment',
      text: 'The first charge has not gone through yet. Activate your subscription to get all rates and news.',
      action: 'Activate subscription',
    },
    suspended: {
      title: 'Your subscription is suspended',
      text: 'Your subscription was suspended because the renewal could not be charged. Renew it to get the rates back at once.',
      action: 'Renew subscription',
    },
    cancelled: {
      title: 'Your subscription is cancelled',
      text: 'This page is for subscribers. Reactivate your subscription to use the rates, the converter and the news.',
      action: 'Reactivate subscription',
    },
    active: { title: '', text: '', action: '' },
    grace: { title: '', text: '', action: '' },
    none: {
      title: 'No subscription',
      text: 'This page is for subscribers. Subscribe to use the rates, the converter and the news.',
      action: 'Manage subscription',
    },
  },

  home: {
    lead: 'The latest buy and sell rates for every currency in the market you choose.',
    categories: 'Gold, fuel and more',
  },

  markets: {
    title: 'Markets side by side',
    gap: (high: string, low: string) =>
      `Gap between ${isolate(high)} and ${isolate(low)} (of the lower rate):`,
    percent: (value: string) => `${value}%`,
    empty: 'This currency is not quoted in more than one city.',
  },

  share: {
    action: 'Share',
    title: 'Exchange rates — Sarraf',
    today: "Today's exchange rates",
    shortCode: (code: string) => `Short code ${code}`,
    unit: 'Rates in Yemeni rials per unit.',
    allMarkets: 'All markets',
    fallbackTitle: 'Share the rate card',
    fallbackText:
      'Your browser cannot share images directly. Download the card or send the rates on WhatsApp.',
    preview: 'Exchange rate card',
    download: 'Download the image',
    whatsapp: 'Send on WhatsApp',
    close: 'Close',
    nothing: 'There are no rates to share.',
    failed: 'The rates could not be shared. Please try again.',
  },

  rates: {
    favourite: 'Favourite',
    market: 'Market',
    currency: 'Currency',
    buy: 'Buy',
    sell: 'Sell',
    lastUpdated: 'Last updated:',
    tableCaption: (source: string) => `Currency rates at ${isolate(source)}`,
    quoteNote:
      "Rates in Yemeni rials per unit of currency; the change is against the previous day's last rate.",
    staleTitle: 'Note: these rates are old.',
    staleText: 'This source has not been updated for a while, so actual rates may differ.',
    empty: 'No rates published right now.',
    emptyMarket: 'No rates for this market right now.',
    up: 'Up',
    down: 'Down',
    flat: 'Unchanged',
    noChange: '—',
  },

  priceSources: {
    lead: 'The markets, banks and exchange companies whose rates we carry, with the time each was last updated.',
    types: { official: 'Official rate', parallel: 'Parallel market', company: 'Exchange company' },
    primary: 'Main market',
    city: (city: string) => `City: ${isolate(city)}`,
    noRatesYet: 'No rates published yet.',
    empty: 'No rate sources right now.',
  },

  priceLists: {
    lead: 'The daily bulletin of each source, newest first.',
    source: 'Source',
    allSources: 'All sources',
    empty: 'No rate bulletins.',
    pages: 'Bulletin pages',
  },

  converter: {
    lead: 'Work out the value of any amount at the market rate you choose.',
    market: 'Market',
    primaryMarket: (name: string) => `Main market (${isolate(name)})`,
    defaultMarket: 'Main market',
    amount: 'Amount',
    from: 'From',
    to: 'To',
    swap: 'Swap currencies',
    convert: 'Convert',
    converting: 'Converting…',
    result: 'Result',
    unitRate: (one: string, from: string, rate: string, to: string) => `${one} ${from} = ${rate} ${to}`,
    usedSource: 'Market used:',
    usedSide: 'Calculated with:',
    usedTime: 'Rate time:',
    sides: {
      buy: 'The buy rate (you sell the currency to the exchanger)',
      sell: 'The sell rate (you buy the currency from the exchanger)',
      cross: 'A cross rate through the Yemeni rial',
    },
    legSides: { buy: 'buy', sell: 'sell' },
    legRate: (currency: string, side: string) => `${currency} ${side} rate:`,
    empty: 'Not enough currencies to convert right now.',
    moreCurrencies: 'Other currencies (at the international reference rate)',
    reference: 'Reference rate',
    referenceOf: 'dated',
    referenceNote:
      "An international reference rate published once a day, not a market rate: the chosen market does not trade this currency, and an exchanger's rate may differ.",
    referenceStale: 'Note: the reference rate is old; no update has reached us for more than four days.',
    referenceSide: (base: string) =>
      `Reference cross rate through ${base} (the mid rate, no buy/sell spread)`,
    referenceLeg: (currency: string) => `Reference rate for ${currency}:`,
    usedRateSource: 'Rate source:',
    referenceSource: 'International reference rate, not a market rate',
    bridgeOf: (currency: string) => `${currency} tied in:`,
    bridgeThrough: (market: string) => `at the mid rate of ${isolate(market)}`,
    sentence: (amount: string, from: string, result: string, to: string) =>
      `${amount} ${from} = ${result} ${to}`,
    announceMarket: (sentence: string, market: string) => `${sentence}, at ${isolate(market)}.`,
    announceReference: (sentence: string) => `${sentence}, at the international reference rate.`,
    amountEmpty: 'Enter an amount.',
    amountNotPositive: 'Enter an amount greater than zero.',
    amountTooLarge: (limit: string) => `The amount is too large: enter less than ${limit}.`,
    amountTooManyDecimals: (count: string) => `Write at most ${count} digits after the decimal point.`,
    amountNotANumber: (grouped: string, decimal: string) =>
      `Write the amount in figures, such as ${grouped} or ${decimal}.`,
    sameCurrencies: 'Choose two different currencies.',
  },

  rateHistory: {
    title: 'Pair rate history',
    titleOf: (from: string, to: string) => `${from} against ${to} over time`,
    periodLabel: 'Period',
    loading: 'Loading rate history…',
    empty: 'No history for this pair yet',
    reference: 'Reference rate',
    referenceNote: 'Daily international reference rates, not market rates.',
    sideLabel: 'Rate shown',
    sides: { buy: 'Buy', sell: 'Sell', mid: 'Mid rate' },
    resultSide: (side: string) => `${side} (the result's rate)`,
    marketLabel: 'Market on the chart',
    resultMarket: (name: string) => `${isolate(name)} (the result's market)`,
    lineOf: (market: string, side: string) => `${isolate(market)} — ${side}`,
    unit: (from: string, to: string) => `Units of ${to} for one unit of ${from}.`,
    summary: (line: string, low: string, high: string) =>
      `Chart of ${line} over time: lowest ${low}, highest ${high}.`,
    timeNote: 'Time runs from left (oldest) to right (newest).',
  },

  companies: {
    lead: 'Call exchange companies directly with one tap.',
    tabsLabel: 'Type of company',
    local: 'Local',
    international: 'International',
    phonesOf: (name: string) => `${isolate(name)} numbers`,
    phone: 'Phone',
    whatsapp: 'WhatsApp',
    call: 'Call',
    chat: 'Chat',
    noPhones: 'No numbers listed.',
    directory: {
      local: 'Phone directory of local companies',
      international: 'Phone directory of international companies',
    },
    directoryPages: 'Phone directory pages',
    noNumbers: 'There are no numbers in this directory.',
    empty: 'No exchange companies in this section.',
    pages: 'Exchange company pages',
  },

  news: {
    empty: 'No news right now.',
    pages: 'News pages',
    back: 'Back to the news',
  },

  categories: {
    empty: 'No categories right now.',
    itemsCount: (count: number, shown: string) =>
      plural('en', count, { one: '{n} item', other: '{n} items' }, shown),
    unit: (unit: string) => `Unit: ${unit}`,
    price: 'Price',
    nationalPrice: 'Official national price',
    noQuotes: 'No prices for this item yet.',
    noItems: 'No items in this category.',
    noPrice: 'No price yet',
    chartTitle: 'Price over time',
    periodLabel: 'Period',
    periods: { '7d': 'Week', '30d': 'Month', '90d': 'Three months', '1y': 'Year' },
    sideLabel: 'Price shown',
    sides: { buy: 'Buy', sell: 'Sell', value: 'Price' },
    chartTime: 'Time',
    chartValue: 'Price',
    chartLoading: 'Loading the chart…',
    chartSummary: (low: string, high: string, lines: string) =>
      `Chart of the price over time: lowest ${low}, highest ${high}, from ${lines} sources.`,
    chartNote: 'Prices in Yemeni rials. Time runs from left (oldest) to right (newest).',
    noChart: 'Not enough data to chart this period.',
    splitScale: (low: string, high: string) =>
      `Two separate axes, because the prices differ by more than twice: left for ${isolate(low)}, right for ${isolate(high)}.`,
  },

  info: {
    empty: 'This page has not been published yet.',
    updated: 'Last updated:',
  },

  contact: {
    lead: 'Send us your question or feedback and we will reply as soon as we can.',
    name: 'Name',
    msisdn: 'Phone number (optional)',
    email: 'Email (optional)',
    subject: 'Subject (optional)',
    message: 'Message',
    send: 'Send message',
    sending: 'Sending…',
    clearErrors: 'Clear error messages',
    currency: 'The currency you are asking about (optional)',
    noCurrency: 'No particular currency',
    currenciesLoading: 'Loading the currencies…',
    currenciesFailed: 'The currencies could not be loaded.',
  },

  profile: {
    details: 'My details',
    msisdn: 'Phone number',
    name: 'Name',
    email: 'Email',
    emailHint: 'Leave it empty to remove it.',
    since: 'Subscriber since',
    notGiven: 'Not given',
    edit: 'Edit details',
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    saved: 'Your details are saved.',
    notificationsOn: 'Text message notifications are on.',
    notificationsOff: 'Text message notifications are off.',
    manageNotifications: 'Manage notifications',
    level: 'How closely you follow rates',
    levels: {
      '': 'Not given',
      occasional: 'I check rates now and then',
      daily: 'I check rates every day',
      trader: 'I work in exchange or trade',
    },
  },

  plans: {
    guestLead:
      'Choose the plan that suits you. Sign in with your phone number first to complete the subscription.',
    verifiedLead: (msisdn: string) =>
      `Number ${msisdn} is verified. Choose a plan to complete your subscription.`,
    per: { daily: 'per day', weekly: 'per week', monthly: 'per month' },
    periodAdverb: { daily: 'daily', weekly: 'weekly', monthly: 'monthly' },
    trial: (days: number, shown: string) => `Free trial for ${plural('en', days, DAYS_EN, shown)}.`,
    choose: 'Choose',
    subscribe: 'Subscribe',
    subscribing: 'Subscribing…',
    current: 'Your current plan',
    signInToSubscribe: 'Sign in to subscribe',
    signInForPlans: "Enter your number to see your network's plans",
    empty: 'No plans available right now.',
    termsBefore: 'Before choosing a plan, read the',
  },

  disclaimer: {
    title: 'Subscription terms',
    price: (service: string, plan: string, price: string, period: string) =>
      `${isolate(service)} — ${isolate(plan)}: ${price} charged to your balance ${period}.`,
    trial: (days: number, shown: string) =>
      `Starts with a free trial of ${plural('en', days, DAYS_EN, shown)}.`,
    autoRenewal: 'The subscription renews automatically at the end of each period until you cancel it.',
    cancelBySms: (keyword: string, shortCode: string) =>
      `To cancel, text “${keyword}” (or STOP) to ${shortCode} for free,`,
    cancelBySmsUnknown: 'To cancel, text “الغاء” to the service short code for free,',
    cancelOnWeb: 'or cancel at any time from the “My account” page of this site.',
    support: 'Help and questions:',
    termsBefore: 'Read the',
    terms: 'terms and conditions',
    termsAfter: 'before subscribing.',
  },

  subscription: {
    title: 'My subscription',
    none: 'You have no subscription right now.',
    plan: 'Plan',
    status: 'Status',
    states: {
      pending_payment: 'Awaiting payment',
      active: 'Active',
      grace: 'Active (renewal grace period)',
      suspended: 'Suspended',
      cancelled: 'Cancelled',
    },
    periodEnd: 'End of the current period',
    nextRenewal: 'Next renewal',
    trialEnds: 'Free trial ends',
    graceEnds: 'Grace period ends',
    cancelledAt: 'Cancelled on',
    lastFailure: (reason: string) => `The last renewal failed: ${reason}`,
    chargeFailed: (reason: string) => `but the charge failed: ${reason}`,
    renew: 'Renew now',
    change: 'Change plan',
    cancel: 'Cancel subscription',
    activate: 'Activate subscription',
    reactivate: 'Reactivate subscription',
    accessUntil: 'Service open until',
    cancelledWithAccess: (at: string) =>
      `You cancelled and nothing more will be charged; the service stays open to you until ${at}. You can reactivate before then at no charge.`,
    cancelQuestion: 'Do you want to cancel your subscription?',
    cancelEffect:
      'The subscription stops at once and nothing more will be charged. You can subscribe again whenever you like.',
    cancelKeeps: (at: string) =>
      `Renewals stop at once and nothing more will be charged; the service stays open to you until ${at}, the end of the period you paid for.`,
    cancelEndsTrial: 'Your free trial ends at once and nothing is charged.',
    confirmCancel: 'Confirm cancellation',
    keep: 'No, keep it',
    choosePlan: 'Choose the new plan',
    moveTo: 'Switch to this plan',
    codeFor: {
      activate:
        'We texted an activation code to your phone, with the amount it authorises. Enter it, then check the details before you confirm.',
      renew:
        'We texted an activation code to your phone, with the amount it authorises. Enter it, then check the details before you confirm.',
      change: 'We sent a code to your phone. Enter it, then check the details before you confirm.',
      reactivate:
        'We texted an activation code to your phone, with what it authorises. Enter it, then check the details before you confirm.',
      unsubscribe:
        'We sent a cancellation code to your phone by text message. Enter it to confirm the cancellation.',
    },
    codeForChange: (plan: string, price: string) =>
      `We sent a code to your phone. Enter it, then check the details of the switch to ${isolate(plan)} at ${price} before you confirm.`,
    next: 'Continue',
    confirmHeading: {
      activate: 'Confirm activation',
      renew: 'Confirm renewal',
      reactivate: 'Confirm reactivation',
      change: 'Confirm the plan change',
    },
    confirmCharge: {
      activate: (price: string) => `Activate and pay ${price}`,
      renew: (price: string) => `Renew and pay ${price}`,
      reactivate: (price: string) => `Reactivate and pay ${price}`,
      change: (price: string) => `Switch and pay ${price}`,
    },
    confirmFree: 'Reactivate at no charge',
    confirming: 'Confirming…',
    doneTitle: {
      activate: 'Your subscription is active',
      renew: 'Your subscription is renewed',
      reactivate: 'Your subscription is back',
      change: 'Your plan is changed',
      unsubscribe: 'Your subscription is cancelled',
    },
    doneFailedTitle: 'Nothing was charged',
    doneCharged: (price: string) => `${price} was charged to your balance.`,
    doneFree: 'Nothing was charged.',
    doneRenews: (at: string) => `It renews automatically on ${at}.`,
    doneOk: 'OK',
    subscribedTitle: 'You are subscribed',
    subscribedText: (plan: string, price: string, period: string) =>
      `You are now subscribed to ${isolate(plan)} for ${price} ${period}.`,
    subscribedTrial: (plan: string, at: string) => `Your free trial of ${isolate(plan)} runs until ${at}.`,
    subscribedPending: (reason: string) =>
      `Your subscription is recorded but the payment did not go through: ${reason}. Complete it from “My account”.`,
    howToStop:
      'You can cancel at any time from “My account”, or free of charge by texting STOP to the service number.',
  },

  chargeConfirm: {
    number: 'Number',
    plan: 'Plan',
    price: 'Price',
    charge: (price: string, period: string) => `${price} charged to your balance ${period}`,
    now: (price: string) => `${price} is charged to your balance now, when you confirm.`,
    nothingNow: (at: string) =>
      `Nothing is charged now: your subscription is paid until ${at}, then the price is charged at renewal.`,
    trial: (days: number, shown: string) =>
      `Starts with a free trial of ${plural('en', days, DAYS_EN, shown)}, then the price is charged.`,
    renewal: 'The subscription renews automatically at the end of each period until you cancel it.',
    termsBefore: 'By pressing confirm you agree to the',
    terms: 'terms and conditions',
    back: 'Back',
  },

  chargeReasons: chargeReasonText,

  myBill: {
    signInLead:
      'See your subscription and every charge. Enter your number and we will send you a verification code.',
    showBill: 'Show my bill',
    notSubscribedTitle: 'This number is not subscribed to Sarraf.',
    notSubscribedText: 'There is no bill to show. You can subscribe from the plans page.',
    navLabel: 'My bill sections',
    backToAccount: 'Back to my account',
    backHome: 'Back to the home page',
    informationLink: 'Subscription details',
    transactionsLink: 'Transactions',
    lastCharge: 'Last charge',
    noCharge: 'No transactions yet',
    nextCharge: 'Next charge',
    nextChargeLine: (amount: string, at: string) => `${amount} on ${at}`,
    noNextCharge: 'No upcoming charge',
    notificationsTitle: 'Notifications',
    notificationsLabel: 'Receive alert and notification text messages',
    notificationsHint: 'Verification codes and notices required by law reach you in any case.',
    filterLabel: 'Filter transactions by date',
    from: 'From',
    to: 'To',
    filter: 'Show',
    noTransactions: 'No transactions in this period.',
    pages: 'Transaction pages',
    kinds: {
      charge: 'Charge',
      refund: 'Refund',
      cancellation: 'Cancellation',
      reactivation: 'Reactivation',
      plan_change: 'Plan change',
    },
    statuses: { pending: 'Processing', succeeded: 'Succeeded', failed: 'Failed' },
    accessKeptUntil: (at: string) => `The service stays open until ${at}`,
    accessEnded: 'Access to the service ended with the cancellation',
  },

  notFound: {
    title: 'Page not found',
    text: 'We could not find the page you asked for. Check the link or go back to the home page.',
    backHome: 'Back to the home page',
  },

  routeError: {
    chunkTitle: 'The page could not load',
    chunkText:
      'This page did not finish loading; the internet connection may be weak or down. Check your connection and try again.',
    genericTitle: 'Something unexpected went wrong',
    genericText: 'Sorry, we could not show this page. Try again in a moment.',
    retry: 'Try again',
    backHome: 'Back to the home page',
  },

  routes: {
    landing: 'Home',
    'client.guest.info.who': 'About us',
    'client.guest.info.privacyPolicy': 'Privacy policy',
    'client.guest.info.terms': 'Terms and conditions',
    'client.subscription.list': 'Subscription plans',
    'client.mybill.login': 'My bill',
    'client.mybill.transactions': 'My bill: transactions',
    'client.mybill.information': 'My bill: subscription details',
    'client.home': "Today's rates",
    'client.priceSources': 'Rate sources',
    'client.priceList': 'Rate bulletins',
    'client.info.who': 'About us',
    'client.info.privacyPolicy': 'Privacy policy',
    'client.info.terms': 'Terms and conditions',
    'client.news': 'News',
    'client.news.details': 'News story',
    'client.exchange.companies': 'Exchange companies',
    'client.contact.us': 'Contact us',
    'client.currencyConverter': 'Currency converter',
    'client.profile': 'Profile',
    'client.profile.update': 'Edit profile',
    'client.internal.items': 'Item details',
    'client.category.details': 'Category details',
    'client.alerts': 'Rate alerts',
    'client.alerts.settings': 'Favourites and daily digest',
    'client.alerts.notifications': 'Notifications',
  },

  alerts: {
    lead: 'We send you a browser notification or a text message when a rate reaches the level you choose, or when it moves a lot during the day.',
    push: {
      title: 'Notifications on this device',
      label: 'Browser notifications',
      hint: 'Turn them on to receive the alerts you set to «browser notification» on this device, with no text message.',
      checking: "Checking this browser's notifications…",
      enabling: "Turning on… accept the browser's permission request.",
      disabling: 'Turning off…',
      enabled: 'Browser notifications are on for this device.',
      disabled: 'Browser notifications are off for this device.',
      dismissed:
        'Notifications were not turned on because the permission request was closed. Try again and accept it.',
      denied:
        "Notifications are blocked in this browser. Allow them for this site in the browser's settings, then try again. Until then, alerts reach you by text message.",
      unsupported:
        'Your browser does not support notifications. Alerts reach you by text message, or try a recent browser such as Chrome or Firefox.',
      failed: 'Browser notifications could not be changed. Please try again.',
    },
    channels: 'How to alert you',
    channelsHint:
      'Choose at least one. Without a device with notifications on, the alert comes by text message.',
    channelNames: { push: 'Browser notification', sms: 'Text message' },
    channelsRequired: 'Choose at least one way to be alerted.',
    channelsLine: (names: string) => `Sent by: ${names}`,
    pushStates: {
      queued: 'Browser notification waiting',
      sent: 'Browser notification sent',
      failed: 'Browser notification not sent',
    },
    capped: 'Not sent: this alert reached its daily number of messages; it sends again tomorrow.',
    navLabel: 'Alert sections',
    listLink: 'My alerts',
    settingsLink: 'Favourites and digest',
    notificationsLink: 'Notifications',
    limit: (used: string, max: string) => `${used} of ${max}`,
    limitLabel: 'Alerts used on your plan',
    limitReached: "You have reached your plan's alert limit. Delete an alert to add another.",
    newTitle: 'New alert',
    editTitle: 'Edit alert',
    currency: 'Currency',
    source: 'Market or source',
    side: 'Rate',
    sides: { buy: 'Buy rate', sell: 'Sell rate' },
    condition: 'Condition',
    conditions: {
      above: 'When the rate reaches or goes above',
      below: 'When the rate falls to or below',
      move: 'When the rate moves during the day by',
    },
    value: 'Value (in Yemeni rials)',
    percent: 'Percentage',
    valueHint: 'For example: 540 or 539.5',
    percentHint: 'For example: 2 means a 2% move up or down since the start of the day',
    create: 'Add alert',
    creating: 'Adding…',
    save: 'Save changes',
    saving: 'Saving…',
    cancel: 'Cancel',
    edit: 'Edit',
    delete: 'Delete',
    deleting: 'Deleting…',
    confirmDelete: 'Do you want to delete this alert?',
    pause: 'Pause',
    resume: 'Resume',
    paused: 'Paused',
    active: 'Active',
    waiting: 'Sent; waiting for the rate to come back',
    listTitle: 'My alerts',
    empty: 'No alerts yet. Add your first one with the form above.',
    describe: (side: string, condition: string, value: string, currency: string, source: string) =>
      `${currency} — ${side} at ${isolate(source)}: ${condition} ${value}`,
    percentValue: (value: string) => `${value}%`,
    lastFired: 'Last alert',
    created: 'Alert added.',
    saved: 'Alert saved.',
    deleted: 'Alert deleted.',
    noMarkets: 'No rates published yet to set an alert on.',
    favouritesTitle: 'Favourites',
    favouritesLead: "Your favourite currencies and markets come first on the today's rates page.",
    favouriteCurrencies: 'Favourite currencies',
    favouriteSources: 'Favourite markets',
    saveFavourites: 'Save favourites',
    digestTitle: 'Daily digest',
    digestLead: 'One message a day with the rates of your favourite currencies in your chosen markets.',
    digestEnabled: 'Send me the daily digest',
    digestHour: (zone: string) => `Sending time (${zone})`,
    digestCurrencies: 'Digest currencies',
    digestSources: 'Digest markets',
    digestFallback: 'If you choose nothing, we use your favourites.',
    saveDigest: 'Save digest',
    hourOption: (hour: string) => `${hour}:00`,
    quietTitle: 'Quiet hours',
    quietLead: 'We send no alerts or digest during these hours, but right after they end.',
    quietEnabled: 'Turn on quiet hours',
    quietStart: 'From',
    quietEnd: 'To',
    quietZone: (zone: string) => `Times are in ${zone}.`,
    saveQuiet: 'Save quiet hours',
    savingSettings: 'Saving…',
    notificationsLead: 'Every alert fired and every daily digest, with the state of its message.',
    notificationsEmpty: 'No notifications yet. They appear here when your first alert fires.',
    notificationsPaging: 'Notification pages',
    alertsPaging: 'Alert pages',
    kind: { alert: 'Rate alert', digest: 'Daily digest' },
    sms: {
      none: 'No message (notifications off)',
      queued: 'Message queued',
      sending: 'Sending',
      sent: 'Message sent',
      delivered: 'Message delivered',
      failed: 'Message not sent',
    },
    scheduled: 'Sent after quiet hours',
    favouritesFirst: 'Your favourites',
  },
};
