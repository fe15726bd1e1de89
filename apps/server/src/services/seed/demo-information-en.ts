import { PERIOD_WORDS } from '../../lib/period-words';
import { listPlanPrices, type InformationTexts, type InformationTextsOptions } from './demo-content';

/**
 * The English versions of the three information pages (docs/product.md#languages): the same
 * facts as the Arabic ones (demo-content.ts), the terms quoting the real plans, short code and
 * support number. The cancel keyword stays the Arabic word the short code reads, with STOP beside it.
 */
export function buildEnglishInformationTexts(options: InformationTextsOptions): InformationTexts {
  const { plans, serviceShortCode, supportPhone } = options;
  const priceItems = listPlanPrices(
    plans,
    (plan, rials) =>
      `${plan.nameEn}: <strong>${rials} Yemeni rials ${PERIOD_WORDS.en[plan.period]}</strong>.`,
  );
  return {
    who: {
      title: 'Who we are',
      bodyHtml:
        '<p><strong>Sarraf</strong> is a Yemeni financial information service. It brings you up-to-date, clear exchange rates from the Yemeni markets on your mobile phone, together with your mobile operator.</p>' +
        '<p>We started from a need every Yemeni knows: the right rate before any exchange or transfer, in a market where rates differ between Sanaa, Aden and the governorates. So we show each source’s rates separately, with the time they were recorded, and you know exactly where a rate came from and when.</p>' +
        '<h2>What we offer</h2>' +
        '<ul><li>Buy and sell rates of more than twelve currencies in the main markets, the central bank and exchange companies.</li><li>Each source’s daily price list.</li><li>An exact currency converter that works with decimals and shows the rate it used.</li><li>Gold prices by karat and the gold pound, and fuel and gas prices.</li><li>A directory of local and international exchange and transfer companies with their phone numbers.</li><li>Short economic news for citizens and traders.</li></ul>' +
        '<h2>How we work</h2>' +
        '<p>Our editors collect rates from their sources several times a day and check them before publishing, and the service keeps the full history of rates for its charts and daily changes. When a source’s rate is later than usual, we say so clearly.</p>' +
        '<h2>Our commitment</h2>' +
        '<p>We are committed to accuracy, transparency and your privacy: we ask only for your phone number to sign in, and we share your data only as far as providing the service and charging the subscription through your operator require.</p>' +
        '<p>We are glad to hear from you on the contact us page with any suggestion or remark.</p>',
    },
    privacy: {
      title: 'Privacy policy',
      bodyHtml:
        '<p>This policy explains what data Sarraf collects, why, how we protect it and what your rights are. By using the service you agree to it.</p>' +
        '<h2>The data we collect</h2>' +
        '<ul>' +
        '<li><strong>Mobile number:</strong> your identity in the service. We use it to sign you in with a code sent by SMS, to charge the subscription through your operator, and to send you messages about your subscription.</li>' +
        '<li><strong>Name:</strong> optional, added in your profile so we can address you in the service and in our replies.</li>' +
        '<li><strong>Email:</strong> optional, used to answer your questions and send the account information you ask for.</li>' +
        '<li><strong>Subscription and billing history:</strong> your plan, renewal dates and every charge or refund, shown to you in My bill, so that you are never charged twice for the same period.</li>' +
        '<li><strong>Technical data:</strong> IP address, browser type and sign-in times, used to protect your account and prevent abuse such as guessing codes or sending messages in bulk.</li>' +
        '<li><strong>Contact messages:</strong> what you send us on the contact us page, so we can answer and improve the service.</li>' +
        '</ul>' +
        '<h2>What we never do</h2>' +
        '<p>We do not sell or rent your data, we do not use it for advertising, and we never keep verification codes as they are: we store only an encrypted fingerprint, which expires within minutes.</p>' +
        '<h2>Who we share data with</h2>' +
        '<p>We share your phone number and the subscription price with your mobile operator only to charge the subscription and deliver text messages. We may disclose data to the authorities when the law requires it.</p>' +
        '<h2>Cookies</h2>' +
        '<p>We use only two necessary cookies: the sign-in session (access_token) that keeps you signed in, and the forged-request protection (XSRF-TOKEN). We use no advertising trackers.</p>' +
        '<h2>How long we keep data</h2>' +
        '<p>We keep your profile for as long as you subscribe, billing records for as long as financial rules require, and we delete expired codes and sessions regularly.</p>' +
        '<h2>Your rights</h2>' +
        '<ul><li>See your data and change your name and email from your profile.</li><li>Turn alerts off at any time from My bill.</li><li>Cancel your subscription at any time, and ask for your data to be deleted on the contact us page.</li></ul>' +
        '<h2>Protecting data</h2>' +
        '<p>Your data travels over an encrypted connection, only authorised staff can reach it, and every change our team makes is recorded in an audit log.</p>' +
        '<p>We may update this policy, and we will publish any change on this page with the date it takes effect.</p>',
    },
    terms: {
      title: 'Terms and conditions',
      bodyHtml:
        '<p>These terms govern your use of and subscription to Sarraf. Please read them carefully before subscribing: subscribing means you accept them.</p>' +
        '<h2>The service</h2>' +
        '<p>Sarraf is an information service showing exchange rates, gold and fuel prices, price lists, a directory of exchange companies and news, for a recurring subscription charged to your mobile balance by your operator.</p>' +
        '<h2>Prices</h2>' +
        `<ul>${priceItems}</ul>` +
        '<p>The plan’s price is charged to your balance when you subscribe and at the start of each new period. Every charge, successful or not, is listed in My bill.</p>' +
        '<h2>Automatic renewal</h2>' +
        '<p><strong>The subscription renews automatically</strong> at the end of each period (a day, a week or a month, depending on the plan) until you cancel it. If your balance does not cover a renewal, the service stays open for a short grace period while we retry the charge, then the subscription is suspended, then cancelled if the charge still fails; we tell you by SMS at each step. You are never charged more than once for one period.</p>' +
        '<h2>Cancelling</h2>' +
        '<p>You can cancel at any time, free of charge, in either of two ways:</p>' +
        `<ul><li>Send <strong lang="ar">«الغاء»</strong> (or STOP) by SMS to the short code <strong>${serviceShortCode}</strong>.</li><li>On the website: Profile, then Manage subscription, then Cancel subscription.</li></ul>` +
        '<p>Cancelling takes effect at once and the subscription is not renewed after it; the current period is not refunded unless it was charged by mistake. You can reactivate your subscription at any time later.</p>' +
        '<h2>The nature of the information</h2>' +
        '<p>The rates shown are for information. We collect them from their sources and show each rate’s source and time, and they may differ from the actual rate at the exchanger when you deal. The service is not an offer to buy or sell nor investment advice, and we are not responsible for decisions based on it.</p>' +
        '<h2>Acceptable use</h2>' +
        '<p>Copying the service’s content or republishing it commercially without permission, trying to reach other people’s accounts, or using the service in a way that harms it or its users is not allowed.</p>' +
        '<h2>Privacy</h2>' +
        '<p>We process your data under the privacy policy published in the service, which is part of these terms.</p>' +
        '<h2>Support and contact</h2>' +
        `<p>For any question or complaint, call customer service on <strong><span dir="ltr">${supportPhone}</span></strong> or use the contact us page, and we will answer as soon as we can.</p>` +
        '<h2>Changes to these terms</h2>' +
        '<p>We may change these terms, and we will tell you of any important change by SMS before it takes effect; you may cancel your subscription if you do not accept it.</p>',
    },
  };
}
