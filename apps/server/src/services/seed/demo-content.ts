/**
 * Demo content: plans, exchange companies, news and the information pages, in Arabic with English
 * versions of the plans, of most news items and of the pages (demo-information-en.ts), so the
 * English portal shows English out of the box and one news item shows how Arabic-only text reads. Companies and
 * their numbers are fictional (websites use the reserved `.example` domain); every row is stored
 * with `is_demo = true` so an operator sees it as demo and can remove it.
 */

import { PERIOD_WORDS } from '../../lib/period-words';

export interface DemoPlan {
  name: string;
  description: string;
  nameEn: string;
  descriptionEn: string;
  /** Minor units of YER (ISO 4217 exponent 2): 5_000 = 50 rials. */
  priceMinor: number;
  period: 'daily' | 'weekly' | 'monthly';
  graceDays: number;
  suspensionDays: number;
  /** Rate alerts the plan allows: 3 a day, 10 on the longer plans. */
  maxAlerts: number;
}

/**
 * 50 / 300 / 1,000 rials: common price points of Yemeni value-added services (50 rials a day is
 * under ten US cents in Sanaa), and the longer plans reward commitment (300 instead of 7 × 50 = 350
 * a week, 1,000 instead of 30 × 50 = 1,500 a month). Grace and suspension grow with the period so a
 * daily subscriber is not retried for a month.
 */
export const DEMO_PLANS: readonly DemoPlan[] = [
  {
    name: 'الباقة اليومية',
    description:
      'أسعار الصرف في كل الأسواق لحظة بلحظة، ومحوّل العملات، وأسعار الذهب والوقود، وآخر الأخبار. تتجدد يومياً.',
    nameEn: 'Daily plan',
    descriptionEn:
      'Exchange rates in every market as they change, the currency converter, gold and fuel prices and the latest news. Renews daily.',
    priceMinor: 5_000,
    period: 'daily',
    graceDays: 2,
    suspensionDays: 7,
    maxAlerts: 3,
  },
  {
    name: 'الباقة الأسبوعية',
    description: 'كل مزايا صرّاف لمدة أسبوع كامل بسعر أقل من الاشتراك اليومي. تتجدد أسبوعياً.',
    nameEn: 'Weekly plan',
    descriptionEn: 'Everything Sarraf offers for a whole week, for less than the daily plan. Renews weekly.',
    priceMinor: 30_000,
    period: 'weekly',
    graceDays: 3,
    suspensionDays: 14,
    maxAlerts: 10,
  },
  {
    name: 'الباقة الشهرية',
    description: 'الخيار الأوفر: كل مزايا صرّاف لمدة شهر مع تنبيهات تغيّر الأسعار. تتجدد شهرياً.',
    nameEn: 'Monthly plan',
    descriptionEn:
      'The best value: everything Sarraf offers for a month, with rate-change alerts. Renews monthly.',
    priceMinor: 100_000,
    period: 'monthly',
    graceDays: 5,
    suspensionDays: 30,
    maxAlerts: 10,
  },
];

export interface DemoPhone {
  phone: string;
  label: string;
  kind: 'phone' | 'whatsapp';
}

export interface DemoCompany {
  scope: 'local' | 'international';
  name: string;
  city: string;
  address: string;
  website?: string;
  phones: DemoPhone[];
}

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    scope: 'local',
    name: 'شركة الأمانة للصرافة والتحويلات',
    city: 'صنعاء',
    address: 'شارع حدة، جوار جولة المصباحي',
    phones: [
      { phone: '9671412358', label: 'الإدارة العامة', kind: 'phone' },
      { phone: '967777412358', label: 'خدمة العملاء', kind: 'whatsapp' },
    ],
  },
  {
    scope: 'local',
    name: 'شركة النجم الذهبي للصرافة',
    city: 'صنعاء',
    address: 'شارع الزبيري، تقاطع شارع القيادة',
    phones: [
      { phone: '9671286410', label: 'المركز الرئيسي', kind: 'phone' },
      { phone: '9671286411', label: 'قسم الحوالات', kind: 'phone' },
      { phone: '967733286410', label: 'واتساب', kind: 'whatsapp' },
    ],
  },
  {
    scope: 'local',
    name: 'مؤسسة الوفاق للصرافة',
    city: 'عدن',
    address: 'كريتر، الشارع الرئيسي قرب سوق الطويل',
    phones: [
      { phone: '9672251736', label: 'فرع كريتر', kind: 'phone' },
      { phone: '967771251736', label: 'خدمة العملاء', kind: 'whatsapp' },
    ],
  },
  {
    scope: 'local',
    name: 'شركة السلام للصرافة',
    city: 'عدن',
    address: 'المعلا، شارع مدرم',
    phones: [{ phone: '9672243905', label: 'فرع المعلا', kind: 'phone' }],
  },
  {
    scope: 'local',
    name: 'شركة الريان للصرافة',
    city: 'تعز',
    address: 'شارع جمال، مقابل مبنى البريد',
    phones: [
      { phone: '9674218527', label: 'الفرع الرئيسي', kind: 'phone' },
      { phone: '967735218527', label: 'واتساب', kind: 'whatsapp' },
    ],
  },
  {
    scope: 'local',
    name: 'شركة البحر الأحمر للصرافة',
    city: 'الحديدة',
    address: 'شارع صنعاء، قرب دوار الساعة',
    phones: [{ phone: '9673264019', label: 'الفرع الرئيسي', kind: 'phone' }],
  },
  {
    scope: 'local',
    name: 'شركة حضرموت للصرافة',
    city: 'المكلا',
    address: 'حي الشرج، شارع الستين',
    phones: [
      { phone: '9675318264', label: 'الإدارة', kind: 'phone' },
      { phone: '967776318264', label: 'خدمة العملاء', kind: 'phone' },
    ],
  },
  {
    scope: 'local',
    name: 'مؤسسة الخليج للصرافة',
    city: 'إب',
    address: 'شارع العدين، جوار مكتب البريد',
    phones: [{ phone: '9674405172', label: 'الفرع الرئيسي', kind: 'phone' }],
  },
  {
    scope: 'local',
    name: 'شركة بلقيس للصرافة',
    city: 'مأرب',
    address: 'شارع الكهرباء، المجمع التجاري',
    phones: [
      { phone: '9676302847', label: 'الفرع الرئيسي', kind: 'phone' },
      { phone: '967711302847', label: 'واتساب', kind: 'whatsapp' },
    ],
  },
  {
    scope: 'local',
    name: 'شركة وادي حضرموت للصرافة',
    city: 'سيئون',
    address: 'الشارع العام، قرب سوق سيئون',
    phones: [{ phone: '9675407318', label: 'الفرع الرئيسي', kind: 'phone' }],
  },
  {
    scope: 'local',
    name: 'شركة الفجر للصرافة',
    city: 'ذمار',
    address: 'شارع رداع، أمام الجامع الكبير',
    phones: [
      { phone: '9676508213', label: 'الفرع الرئيسي', kind: 'phone' },
      { phone: '967700508213', label: 'خدمة العملاء', kind: 'phone' },
    ],
  },
  {
    scope: 'international',
    name: 'شبكة الجسر الدولي للتحويلات',
    city: 'صنعاء',
    address: 'شارع الستين الشمالي، برج التجارة، الدور الثاني',
    website: 'https://aljisr.example',
    phones: [
      { phone: '9671538820', label: 'خدمة العملاء', kind: 'phone' },
      { phone: '967778538820', label: 'واتساب الحوالات', kind: 'whatsapp' },
    ],
  },
  {
    scope: 'international',
    name: 'شركة القارات الدولية للحوالات',
    city: 'عدن',
    address: 'خور مكسر، شارع العريش',
    website: 'https://alqarrat.example',
    phones: [
      { phone: '9672236614', label: 'الفرع الرئيسي', kind: 'phone' },
      { phone: '9672236615', label: 'الحوالات الواردة', kind: 'phone' },
      { phone: '967773236614', label: 'واتساب', kind: 'whatsapp' },
    ],
  },
  {
    scope: 'international',
    name: 'شبكة المسافر العالمية للتحويل',
    city: 'صنعاء',
    address: 'شارع تعز، جوار جولة المرور',
    website: 'https://almusafer.example',
    phones: [{ phone: '9671627304', label: 'خدمة العملاء', kind: 'phone' }],
  },
  {
    scope: 'international',
    name: 'شركة الخليج العالمية للتحويلات',
    city: 'المكلا',
    address: 'حي فوة، الشارع العام',
    website: 'https://gulfglobal.example',
    phones: [
      { phone: '9675356120', label: 'الفرع الرئيسي', kind: 'phone' },
      { phone: '967770356120', label: 'واتساب', kind: 'whatsapp' },
    ],
  },
];

export interface DemoNews {
  title: string;
  summary: string;
  bodyHtml: string;
  /** The English version; an item without one shows its Arabic text on the English portal. */
  en?: { title: string; summary: string; bodyHtml: string };
  /** Age at seed time, in hours: the items spread over the last five weeks. */
  hoursAgo: number;
}

export const DEMO_NEWS: readonly DemoNews[] = [
  {
    title: 'استقرار الريال أمام الدولار في سوق صنعاء',
    summary: 'حافظ الريال على مستواه أمام الدولار الأمريكي في تعاملات اليوم بصنعاء وسط هدوء في الطلب.',
    bodyHtml:
      '<p>شهد سوق الصرف في صنعاء اليوم استقراراً في سعر الريال أمام الدولار الأمريكي، إذ تراوح سعر الشراء بين <strong>534 و535 ريالاً</strong> وسعر البيع بين <strong>536 و537 ريالاً</strong> للدولار الواحد.</p>' +
      '<p>وقال عاملون في محلات الصرافة إن حركة البيع والشراء جاءت في حدودها المعتادة، مع طلب محدود من التجار لتغطية فواتير الاستيراد.</p>' +
      '<p>ويتابع صرّاف أسعار السوق على مدار اليوم، ويمكن للمشتركين مقارنة أسعار جميع المصادر من صفحة مصادر الأسعار.</p>',
    hoursAgo: 5,
    en: {
      title: 'Rial steady against the dollar in the Sanaa market',
      summary: 'The rial held its level against the US dollar in Sanaa today amid calm demand.',
      bodyHtml:
        '<p>The Sanaa exchange market saw the rial steady against the US dollar today: the buy rate ranged between <strong>534 and 535 rials</strong> and the sell rate between <strong>536 and 537 rials</strong> per dollar.</p><p>Exchange shop staff said trading stayed within its usual range, with limited demand from traders covering import bills.</p><p>Sarraf follows market rates throughout the day, and subscribers can compare every source on the price sources page.</p>',
    },
  },
  {
    title: 'تحسن طفيف للريال في عدن مع تراجع الطلب على العملات الأجنبية',
    summary: 'سجل الريال في عدن تحسناً طفيفاً أمام الدولار والريال السعودي خلال الأسبوع الجاري.',
    bodyHtml:
      '<p>سجلت أسعار الصرف في عدن تحسناً طفيفاً للريال خلال الأسبوع الجاري، حيث تراجع سعر بيع الدولار إلى نحو <strong>1,630 ريالاً</strong> بعد مستويات أعلى مطلع الشهر.</p>' +
      '<p>وأرجع متعاملون هذا التحسن إلى عدة عوامل، أبرزها:</p>' +
      '<ul><li>تراجع طلب المستوردين على العملات الأجنبية.</li><li>زيادة المعروض من حوالات المغتربين.</li><li>انتظام المزادات الدورية للعملة الأجنبية.</li></ul>' +
      '<p>ويتوقع المتعاملون أن تبقى الأسعار قريبة من مستوياتها الحالية خلال الأيام المقبلة.</p>',
    hoursAgo: 30,
    en: {
      title: 'Rial edges up in Aden as demand for foreign currency eases',
      summary: 'The rial edged up in Aden against the dollar and the Saudi riyal this week.',
      bodyHtml:
        "<p>Exchange rates in Aden moved slightly in the rial's favour this week, with the dollar's sell rate easing to about <strong>1,630 rials</strong> after higher levels early in the month.</p><p>Dealers put the improvement down to several factors, chiefly:</p><ul><li>Lower demand for foreign currency from importers.</li><li>More remittances from Yemenis abroad.</li><li>Regular foreign currency auctions.</li></ul><p>Dealers expect rates to stay close to their current levels in the coming days.</p>",
    },
  },
  {
    title: 'البنك المركزي يصدر نشرة أسعار الصرف الرسمية لهذا الأسبوع',
    summary: 'أصدر البنك المركزي اليمني نشرته الرسمية لأسعار صرف العملات الأجنبية مقابل الريال.',
    bodyHtml:
      '<p>أصدر البنك المركزي اليمني نشرة أسعار الصرف الرسمية التي تعتمدها البنوك وشركات الصرافة المرخصة في تعاملاتها الرسمية.</p>' +
      '<p>وتتضمن النشرة أسعار الشراء والبيع لأكثر من اثنتي عشرة عملة، في مقدمتها <strong>الدولار الأمريكي والريال السعودي واليورو</strong>.</p>' +
      '<p>ويمكن الاطلاع على النشرة كاملة في صفحة نشرات الأسعار على صرّاف، مع إمكانية مقارنتها بأسعار السوق الموازية.</p>',
    hoursAgo: 52,
    en: {
      title: "Central bank issues this week's official exchange rate bulletin",
      summary:
        'The Central Bank of Yemen issued its official bulletin of foreign currency rates against the rial.',
      bodyHtml:
        "<p>The Central Bank of Yemen issued the official exchange rate bulletin that banks and licensed exchange companies use in their official dealings.</p><p>The bulletin lists buy and sell rates for more than twelve currencies, led by <strong>the US dollar, the Saudi riyal and the euro</strong>.</p><p>The full bulletin is on Sarraf's price lists page, where it can be compared with parallel market rates.</p>",
    },
  },
  {
    title: 'أسعار الذهب ترتفع محلياً متأثرة بصعود الأسعار العالمية',
    summary: 'ارتفعت أسعار الذهب في الأسواق المحلية بعد صعود سعر الأوقية في البورصات العالمية.',
    bodyHtml:
      '<p>ارتفعت أسعار الذهب في أسواق صنعاء وعدن خلال تعاملات اليوم، متأثرة بصعود سعر الأوقية في الأسواق العالمية.</p>' +
      '<p>وأوضح تجار ذهب أن <strong>عيار 21</strong>، وهو الأكثر طلباً في اليمن، سجل أعلى زيادة، فيما شهد الجنيه الذهب إقبالاً من المدخرين.</p>' +
      '<ul><li>عيار 24: ارتفاع بنحو 1%.</li><li>عيار 21: ارتفاع بنحو 1.2%.</li><li>عيار 18: ارتفاع محدود.</li></ul>' +
      '<p>وتُعرض أسعار الذهب في صرّاف لكل سوق على حدة، مع رسم بياني لتطورها خلال الأشهر الماضية.</p>',
    hoursAgo: 75,
    en: {
      title: 'Local gold prices rise with world prices',
      summary: 'Gold prices rose in local markets after the ounce climbed on world exchanges.',
      bodyHtml:
        "<p>Gold prices rose in the Sanaa and Aden markets today, following the ounce's climb on world markets.</p><p>Gold traders said <strong>21 karat</strong>, the most sought after in Yemen, rose the most, while savers turned to the gold pound.</p><ul><li>24 karat: up about 1%.</li><li>21 karat: up about 1.2%.</li><li>18 karat: a small rise.</li></ul><p>Sarraf shows gold prices for each market separately, with a chart of their movement over the past months.</p>",
    },
  },
  {
    title: 'تثبيت أسعار المشتقات النفطية في صنعاء لهذا الشهر',
    summary: 'أعلنت الجهات المختصة في صنعاء استمرار العمل بالأسعار الحالية للبنزين والديزل.',
    bodyHtml:
      '<p>أعلنت الجهات المختصة في صنعاء استمرار العمل بالأسعار الحالية للمشتقات النفطية خلال الشهر الجاري، دون تغيير في سعر البنزين أو الديزل.</p>' +
      '<p>ويبلغ سعر <strong>دبة البنزين سعة 20 لتراً 9,500 ريال</strong>، فيما يبلغ سعر دبة الديزل 11,000 ريال في المحطات الرسمية.</p>' +
      '<p>ودعت الجهات المختصة المواطنين إلى الإبلاغ عن أي محطة تبيع بأسعار مخالفة.</p>',
    hoursAgo: 110,
    en: {
      title: 'Fuel prices in Sanaa unchanged this month',
      summary: 'The authorities in Sanaa kept the current prices of petrol and diesel.',
      bodyHtml:
        '<p>The authorities in Sanaa announced that the current fuel prices stay in force this month, with no change to petrol or diesel.</p><p>A <strong>20-litre can of petrol costs 9,500 rials</strong> and a can of diesel 11,000 rials at official stations.</p><p>The authorities asked people to report any station selling at other prices.</p>',
    },
  },
  {
    title: 'الريال السعودي يحافظ على مستوياته في السوقين',
    summary: 'استقر سعر الريال السعودي في صنعاء وعدن مع ارتفاع الطلب الموسمي على الحوالات.',
    bodyHtml:
      '<p>حافظ الريال السعودي على مستوياته في سوقي صنعاء وعدن، رغم ارتفاع الطلب الموسمي على الحوالات القادمة من المملكة العربية السعودية.</p>' +
      '<p>ويُعد الريال السعودي ثاني أكثر العملات تداولاً في السوق اليمنية بعد الدولار، نظراً لكثرة المغتربين اليمنيين في المملكة.</p>' +
      '<p>ويستطيع المستخدم معرفة قيمة أي مبلغ بالريال السعودي فوراً من خلال <strong>محول العملات</strong> في صرّاف.</p>',
    hoursAgo: 160,
    en: {
      title: 'Saudi riyal holds its level in both markets',
      summary: 'The Saudi riyal was steady in Sanaa and Aden as seasonal demand for remittances rose.',
      bodyHtml:
        "<p>The Saudi riyal held its level in the Sanaa and Aden markets despite the seasonal rise in remittances from Saudi Arabia.</p><p>The Saudi riyal is the second most traded currency in the Yemeni market after the dollar, as many Yemenis work in the Kingdom.</p><p>Any amount can be turned into Saudi riyals at once with Sarraf's <strong>currency converter</strong>.</p>",
    },
  },
  {
    title: 'نصائح لحماية حوالاتك المالية من الاحتيال',
    summary: 'إرشادات بسيطة تساعدك على إرسال الحوالات واستلامها بأمان.',
    bodyHtml:
      '<p>مع تزايد الاعتماد على الحوالات المالية، تنتشر محاولات احتيال تستهدف المرسلين والمستلمين. وإليك أهم النصائح للحماية:</p>' +
      '<ul><li>لا تشارك رقم الحوالة أو الرمز السري إلا مع المستلم الحقيقي.</li><li>تعامل فقط مع شركات الصرافة المرخصة.</li><li>تحقق من هوية المتصل قبل تنفيذ أي طلب يتعلق بالمال.</li><li>لا تشارك رمز التحقق الذي يصلك برسالة نصية مع أي شخص.</li></ul>' +
      '<p><strong>تذكير:</strong> فريق صرّاف لن يطلب منك أبداً رمز التحقق الخاص بك عبر الهاتف أو الرسائل.</p>',
    hoursAgo: 205,
    en: {
      title: 'Tips to keep your money transfers safe from fraud',
      summary: 'Simple advice for sending and receiving transfers safely.',
      bodyHtml:
        '<p>As more people rely on money transfers, fraud attempts against senders and receivers spread. Here is how to protect yourself:</p><ul><li>Share the transfer number or secret code only with the real receiver.</li><li>Deal only with licensed exchange companies.</li><li>Check who is calling before acting on any request about money.</li><li>Never share the verification code you receive by SMS with anyone.</li></ul><p><strong>Remember:</strong> the Sarraf team will never ask you for your verification code by phone or message.</p>',
    },
  },
  {
    title: 'كيف تقرأ نشرة أسعار الصرف: الفرق بين سعر الشراء وسعر البيع',
    summary: 'شرح مبسط لمعنى سعري الشراء والبيع في نشرات الصرافة وكيف تختار السعر المناسب.',
    bodyHtml:
      '<p>تعرض نشرات الصرافة سعرين لكل عملة: <strong>سعر الشراء</strong> وهو السعر الذي يشتري به الصراف العملة منك، و<strong>سعر البيع</strong> وهو السعر الذي يبيعك به العملة.</p>' +
      '<p>ويكون سعر البيع دائماً أعلى من سعر الشراء، والفرق بينهما هو هامش الصراف. فإذا أردت تحويل دولارات إلى ريالات فانظر إلى سعر الشراء، وإذا أردت شراء دولارات فانظر إلى سعر البيع.</p>' +
      '<p>ويوضح محول العملات في صرّاف السعر المستخدم في كل عملية حسابية والمصدر ووقت تسجيله.</p>',
    hoursAgo: 260,
    en: {
      title: 'Reading an exchange rate bulletin: buy rate and sell rate',
      summary:
        'A short explanation of the buy and sell rates in exchange bulletins, and which one applies to you.',
      bodyHtml:
        "<p>Exchange bulletins show two rates for each currency: the <strong>buy rate</strong>, at which the exchanger buys the currency from you, and the <strong>sell rate</strong>, at which it sells it to you.</p><p>The sell rate is always higher than the buy rate; the difference is the exchanger's margin. To turn dollars into rials look at the buy rate; to buy dollars look at the sell rate.</p><p>Sarraf's currency converter shows the rate each calculation used, its source and when it was recorded.</p>",
    },
  },
  {
    title: 'ارتفاع تحويلات المغتربين يدعم المعروض من العملات الأجنبية',
    summary: 'تقديرات متعاملين تشير إلى زيادة حجم الحوالات الواردة خلال الأسابيع الأخيرة.',
    bodyHtml:
      '<p>أفاد متعاملون في شركات التحويل بارتفاع حجم الحوالات الواردة من المغتربين خلال الأسابيع الأخيرة، وهو ما انعكس على زيادة المعروض من العملات الأجنبية في السوق.</p>' +
      '<p>وتشكل تحويلات المغتربين أحد أهم مصادر النقد الأجنبي في اليمن، وتسهم في استقرار أسعار الصرف.</p>' +
      '<p>ويمكن الاطلاع على قائمة شركات التحويل المحلية والدولية وأرقام التواصل معها في صفحة شركات الصرافة.</p>',
    hoursAgo: 330,
    en: {
      title: 'More remittances from abroad add to the supply of foreign currency',
      summary: 'Dealers estimate that incoming remittances grew over the last few weeks.',
      bodyHtml:
        '<p>Dealers at transfer companies reported more incoming remittances from Yemenis abroad over the last few weeks, adding to the supply of foreign currency in the market.</p><p>Remittances are one of the main sources of foreign currency in Yemen and help keep exchange rates steady.</p><p>The list of local and international transfer companies, with their phone numbers, is on the exchange companies page.</p>',
    },
  },
  {
    title: 'اليورو والجنيه الإسترليني يتأثران بتحركات الأسواق العالمية',
    summary: 'تحركت أسعار اليورو والجنيه الإسترليني محلياً تبعاً لتغير سعريهما أمام الدولار عالمياً.',
    bodyHtml:
      '<p>شهدت أسعار اليورو والجنيه الإسترليني في السوق المحلية تحركات ملحوظة خلال الأسبوع، تبعاً لتغير سعريهما أمام الدولار في الأسواق العالمية.</p>' +
      '<p>ويُحتسب سعر هذه العملات محلياً عادة من سعر الدولار في السوق المحلية مضروباً في سعرها العالمي أمام الدولار، مع هامش للصراف.</p>' +
      '<p>ويتيح صرّاف متابعة <strong>الرسم البياني</strong> لكل عملة لفترات أسبوع وشهر وثلاثة أشهر وسنة.</p>',
    hoursAgo: 400,
    en: {
      title: 'Euro and pound sterling follow world markets',
      summary: 'Local euro and sterling rates moved with their world rates against the dollar.',
      bodyHtml:
        "<p>Local rates of the euro and the pound sterling moved noticeably this week, following their rates against the dollar on world markets.</p><p>These currencies are usually priced locally from the local dollar rate times their world rate against the dollar, plus the exchanger's margin.</p><p>Sarraf shows a <strong>chart</strong> of each currency over a week, a month, three months and a year.</p>",
    },
  },
  {
    title: 'تحديث أسعار أسطوانات الغاز المنزلي في عدن',
    summary: 'خفض سعر أسطوانة الغاز المنزلي في عدن بعد تحسن سعر صرف الريال.',
    bodyHtml:
      '<p>أعلنت الجهات المختصة في عدن تحديث سعر أسطوانة الغاز المنزلي ليصبح <strong>8,500 ريال</strong> بدلاً من 9,000 ريال، وذلك بعد تحسن سعر صرف الريال.</p>' +
      '<p>وطالبت الجهات المختصة الوكلاء بالالتزام بالسعر الجديد وإعلانه في أماكن البيع.</p>' +
      '<p>وتُحدَّث أسعار الوقود والغاز في صرّاف فور إعلانها.</p>',
    hoursAgo: 480,
    en: {
      title: 'Household gas cylinder price updated in Aden',
      summary: 'The price of a household gas cylinder in Aden was cut after the rial improved.',
      bodyHtml:
        "<p>The authorities in Aden set the price of a household gas cylinder at <strong>8,500 rials</strong> instead of 9,000 rials, after the rial's exchange rate improved.</p><p>Dealers were asked to keep to the new price and post it where they sell.</p><p>Sarraf updates fuel and gas prices as soon as they are announced.</p>",
    },
  },
  {
    title: 'صرّاف يطلق محول العملات بأسعار كل سوق',
    summary: 'أصبح بإمكان المشتركين تحويل المبالغ بين العملات بأسعار السوق الذي يختارونه.',
    bodyHtml:
      '<p>أطلق صرّاف ميزة محول العملات الجديدة التي تتيح تحويل أي مبلغ بين العملات بحسب أسعار المصدر الذي يختاره المستخدم: سوق صنعاء أو سوق عدن أو البنك المركزي أو إحدى شركات الصرافة.</p>' +
      '<ul><li>حساب دقيق بالكسور العشرية دون تقريب مضلل.</li><li>عرض السعر المستخدم ووقت تسجيله.</li><li>التحويل بين أي عملتين عبر الريال اليمني.</li></ul>' +
      '<p>الميزة متاحة الآن لجميع المشتركين دون أي رسوم إضافية.</p>',
    hoursAgo: 560,
    en: {
      title: "Sarraf launches a converter with each market's rates",
      summary:
        'Subscribers can now convert amounts between currencies at the rates of the market they choose.',
      bodyHtml:
        '<p>Sarraf launched its new currency converter, which converts any amount between currencies at the rates of the source the user chooses: the Sanaa market, the Aden market, the central bank or one of the exchange companies.</p><ul><li>Exact decimal arithmetic, with no misleading rounding.</li><li>The rate used and when it was recorded.</li><li>Conversion between any two currencies through the Yemeni rial.</li></ul><p>The converter is available now to every subscriber at no extra charge.</p>',
    },
  },
  {
    title: 'خدمة التنبيهات: اعرف بتغير سعر الصرف فور حدوثه',
    summary: 'يمكن لمشتركي صرّاف تفعيل التنبيهات لتصلهم رسالة عند تغير الأسعار.',
    bodyHtml:
      '<p>يوفر صرّاف لمشتركيه خدمة التنبيهات التي ترسل رسالة نصية عند حدوث تغير ملحوظ في أسعار الصرف.</p>' +
      '<p>ويمكن تفعيل التنبيهات أو إيقافها في أي وقت من صفحة <strong>فاتورتي</strong>، دون أي تكلفة إضافية على قيمة الاشتراك.</p>',
    hoursAgo: 650,
    en: {
      title: 'Alerts: know when an exchange rate changes',
      summary: 'Sarraf subscribers can turn on alerts and get a message when rates change.',
      bodyHtml:
        '<p>Sarraf offers its subscribers alerts that send a text message when exchange rates change noticeably.</p><p>Alerts can be turned on or off at any time from the <strong>My bill</strong> page, at no cost beyond the subscription.</p>',
    },
  },
  {
    title: 'الدينار الكويتي يتصدر قائمة أعلى العملات قيمة أمام الريال',
    summary: 'يبقى الدينار الكويتي أعلى العملات قيمة في نشرات الصرف، يليه الدينار البحريني والريال العماني.',
    bodyHtml:
      '<p>يواصل الدينار الكويتي تصدر قائمة أعلى العملات قيمة أمام الريال اليمني في نشرات الصرافة، يليه <strong>الدينار البحريني</strong> ثم <strong>الريال العماني</strong>.</p>' +
      '<p>ورغم ارتفاع قيمتها، تبقى هذه العملات أقل تداولاً في السوق المحلية مقارنة بالدولار والريال السعودي، ولذلك يكون الفرق بين سعري الشراء والبيع فيها أكبر.</p>',
    hoursAgo: 790,
    // No English version: the English portal shows this one in Arabic, marked as Arabic.
  },
];

export interface InformationTexts {
  who: { title: string; bodyHtml: string };
  privacy: { title: string; bodyHtml: string };
  terms: { title: string; bodyHtml: string };
}

/** What the information pages quote: the real plans, short code and support number. */
export interface InformationTextsOptions {
  plans: readonly DemoPlan[];
  serviceShortCode: string;
  supportPhone: string;
}

/**
 * The terms' list of the plans and their prices, one `<li>` a plan: `describe` words one plan,
 * given its price in whole rials as written (`1,500`).
 */
export function listPlanPrices(
  plans: readonly DemoPlan[],
  describe: (plan: DemoPlan, rials: string) => string,
): string {
  return plans
    .map((plan) => `<li>${describe(plan, (plan.priceMinor / 100).toLocaleString('en-US'))}</li>`)
    .join('');
}

/** The three information pages; terms quote the real plans, short code and support number. */
export function buildInformationTexts(options: InformationTextsOptions): InformationTexts {
  const { plans, serviceShortCode, supportPhone } = options;
  const priceItems = listPlanPrices(
    plans,
    (plan, rials) => `${plan.name}: <strong>${rials} ريال يمني ${PERIOD_WORDS.ar[plan.period]}</strong>.`,
  );
  return {
    who: {
      title: 'من نحن',
      bodyHtml:
        '<p><strong>صرّاف</strong> خدمة معلومات مالية يمنية تقدم أسعار صرف العملات في الأسواق اليمنية بشكل محدث وواضح، وتصل إليك عبر هاتفك المحمول بالتعاون مع مشغل الاتصالات.</p>' +
        '<p>انطلقنا من حاجة يومية يعرفها كل يمني: معرفة السعر الصحيح قبل أي عملية صرف أو تحويل، في سوق تتعدد فيه الأسعار بين صنعاء وعدن والمحافظات. لذلك نعرض أسعار كل مصدر على حدة، مع وقت تسجيلها، حتى تعرف بالضبط من أين جاء السعر ومتى.</p>' +
        '<h2>ماذا نقدم</h2>' +
        '<ul><li>أسعار الشراء والبيع لأكثر من اثنتي عشرة عملة في الأسواق الرئيسية والبنك المركزي وشركات الصرافة.</li><li>نشرات الأسعار اليومية لكل مصدر.</li><li>محول عملات دقيق يحسب بالكسور العشرية ويبين السعر المستخدم.</li><li>أسعار الذهب بعياراته والجنيه الذهب، وأسعار الوقود والغاز.</li><li>دليل شركات الصرافة والتحويل المحلية والدولية وأرقام التواصل معها.</li><li>أخبار اقتصادية مختصرة تهم المواطن والتاجر.</li></ul>' +
        '<h2>كيف نعمل</h2>' +
        '<p>يجمع فريق التحرير الأسعار من مصادرها عدة مرات يومياً ويراجعها قبل نشرها، وتحتفظ الخدمة بتاريخ كامل للأسعار لعرض الرسوم البيانية والتغير اليومي. وإذا تأخر تحديث سعر مصدر ما عن موعده المعتاد نُظهر ذلك بوضوح.</p>' +
        '<h2>التزامنا</h2>' +
        '<p>نلتزم بالدقة والشفافية واحترام خصوصيتك: لا نطلب منك إلا رقم هاتفك للدخول، ولا نشارك بياناتك إلا بالقدر اللازم لتقديم الخدمة وتحصيل قيمة الاشتراك عبر مشغل الاتصالات.</p>' +
        '<p>يسعدنا تواصلك معنا عبر صفحة اتصل بنا لأي اقتراح أو ملاحظة.</p>',
    },
    privacy: {
      title: 'سياسة الخصوصية',
      bodyHtml:
        '<p>توضح هذه السياسة البيانات التي تجمعها خدمة صرّاف، ولماذا نجمعها، وكيف نحميها، وما حقوقك تجاهها. باستخدامك الخدمة فإنك توافق على ما ورد فيها.</p>' +
        '<h2>البيانات التي نجمعها</h2>' +
        '<ul>' +
        '<li><strong>رقم الهاتف المحمول:</strong> هو هويتك في الخدمة، نستخدمه لتسجيل دخولك برمز تحقق يصلك برسالة نصية، ولتحصيل قيمة الاشتراك عبر مشغل الاتصالات، ولإرسال الرسائل المتعلقة باشتراكك.</li>' +
        '<li><strong>الاسم:</strong> اختياري، تضيفه في ملفك الشخصي لنخاطبك به في الخدمة وعند الرد على رسائلك.</li>' +
        '<li><strong>البريد الإلكتروني:</strong> اختياري، نستخدمه للرد على استفساراتك وإرسال ما تطلبه من معلومات عن حسابك.</li>' +
        '<li><strong>سجل الاشتراك والفوترة:</strong> الباقة المختارة وتواريخ التجديد وكل عملية خصم أو استرداد، لنعرضها لك في صفحة فاتورتي ولنضمن ألا يُخصم منك مرتين عن الفترة نفسها.</li>' +
        '<li><strong>بيانات تقنية:</strong> عنوان IP ونوع المتصفح وأوقات الدخول، نستخدمها لحماية حسابك ومنع إساءة الاستخدام مثل محاولات تخمين رموز التحقق أو إرسال الرسائل بكثافة.</li>' +
        '<li><strong>رسائل التواصل:</strong> ما ترسله إلينا عبر صفحة اتصل بنا، لنرد عليك ونحسن الخدمة.</li>' +
        '</ul>' +
        '<h2>ما لا نفعله</h2>' +
        '<p>لا نبيع بياناتك ولا نؤجرها، ولا نستخدمها للإعلانات، ولا نحتفظ برموز التحقق كما هي: نخزن منها بصمة مشفرة فقط، وتنتهي صلاحيتها خلال دقائق.</p>' +
        '<h2>مع من نشارك البيانات</h2>' +
        '<p>نشارك رقم هاتفك وقيمة الاشتراك مع مشغل الاتصالات فقط لتحصيل قيمة الاشتراك وإيصال الرسائل النصية. وقد نفصح عن البيانات للجهات الرسمية إذا ألزمنا القانون بذلك.</p>' +
        '<h2>ملفات تعريف الارتباط (الكوكيز)</h2>' +
        '<p>نستخدم ملفين ضروريين فقط: ملف جلسة الدخول (access_token) لإبقائك مسجلاً، وملف الحماية من الطلبات المزورة (XSRF-TOKEN). لا نستخدم ملفات تتبع إعلانية.</p>' +
        '<h2>مدة الاحتفاظ</h2>' +
        '<p>نحتفظ ببيانات ملفك الشخصي طوال مدة اشتراكك، وبسجلات الفوترة المدة التي توجبها الأنظمة المالية، وتُحذف رموز التحقق وجلسات الدخول المنتهية بشكل دوري.</p>' +
        '<h2>حقوقك</h2>' +
        '<ul><li>الاطلاع على بياناتك وتعديل اسمك وبريدك من صفحة الملف الشخصي.</li><li>إيقاف التنبيهات في أي وقت من صفحة فاتورتي.</li><li>إلغاء الاشتراك في أي وقت، وطلب حذف بياناتك عبر صفحة اتصل بنا.</li></ul>' +
        '<h2>حماية البيانات</h2>' +
        '<p>تنتقل بياناتك عبر اتصال مشفر، ويقتصر الوصول إليها على الموظفين المخولين، وتُسجَّل كل عملية تعديل يجريها فريقنا في سجل تدقيق.</p>' +
        '<p>قد نحدّث هذه السياسة، وسننشر أي تعديل في هذه الصفحة مع تاريخ سريانه.</p>',
    },
    terms: {
      title: 'الشروط والأحكام',
      bodyHtml:
        '<p>تنظم هذه الشروط استخدامك لخدمة صرّاف والاشتراك فيها. يرجى قراءتها بعناية قبل الاشتراك؛ فاشتراكك يعني موافقتك عليها.</p>' +
        '<h2>الخدمة</h2>' +
        '<p>صرّاف خدمة معلومات تعرض أسعار صرف العملات وأسعار الذهب والوقود ونشرات الأسعار ودليل شركات الصرافة والأخبار، مقابل اشتراك دوري يُخصم من رصيد هاتفك المحمول لدى مشغل الاتصالات.</p>' +
        '<h2>الأسعار</h2>' +
        `<ul>${priceItems}</ul>` +
        '<p>تُخصم قيمة الباقة من رصيدك عند الاشتراك ثم عند بداية كل فترة جديدة. وتظهر كل عملية خصم، ناجحة كانت أو متعثرة، في صفحة فاتورتي.</p>' +
        '<h2>التجديد التلقائي</h2>' +
        '<p><strong>يتجدد الاشتراك تلقائياً</strong> في نهاية كل فترة (يوم أو أسبوع أو شهر بحسب الباقة) إلى أن تلغيه. إذا لم يكفِ رصيدك للتجديد تبقى الخدمة متاحة لك مدة سماح قصيرة نعيد خلالها محاولة الخصم، ثم يُعلَّق الاشتراك، ثم يُلغى إذا استمر تعذر الخصم، ونبلغك برسالة نصية في كل مرحلة. ولا يُخصم منك أكثر من مرة عن الفترة الواحدة.</p>' +
        '<h2>إلغاء الاشتراك</h2>' +
        `<p>يمكنك إلغاء الاشتراك في أي وقت مجاناً بإحدى طريقتين:</p>` +
        `<ul><li>أرسل كلمة <strong>«الغاء»</strong> في رسالة نصية إلى الرقم المختصر <strong>${serviceShortCode}</strong>.</li><li>من الموقع: الملف الشخصي ثم إدارة الاشتراك ثم إلغاء الاشتراك.</li></ul>` +
        '<p>يسري الإلغاء فوراً ولا يُجدَّد الاشتراك بعده، ولا تُسترد قيمة الفترة الجارية إلا في حالة الخصم بالخطأ. ويمكنك إعادة تفعيل اشتراكك لاحقاً في أي وقت.</p>' +
        '<h2>طبيعة المعلومات</h2>' +
        '<p>الأسعار المعروضة لأغراض المعلومات، نجمعها من مصادرها ونبين مصدر كل سعر ووقت تسجيله، وقد تختلف عن السعر الفعلي لدى الصراف وقت تعاملك. لا تُعد الخدمة عرضاً للبيع أو الشراء ولا نصيحة استثمارية، ولا نتحمل مسؤولية القرارات المبنية عليها.</p>' +
        '<h2>الاستخدام المقبول</h2>' +
        '<p>يُمنع نسخ محتوى الخدمة أو إعادة نشره تجارياً دون إذن، أو محاولة الوصول إلى حسابات الآخرين، أو استخدام الخدمة بطريقة تضر بها أو بمستخدميها.</p>' +
        '<h2>الخصوصية</h2>' +
        '<p>نعالج بياناتك وفق سياسة الخصوصية المنشورة في الخدمة، والتي تُعد جزءاً من هذه الشروط.</p>' +
        '<h2>الدعم والتواصل</h2>' +
        `<p>لأي استفسار أو شكوى تواصل مع خدمة العملاء على الرقم <strong><span dir="ltr">${supportPhone}</span></strong> أو عبر صفحة اتصل بنا، وسنرد عليك في أقرب وقت.</p>` +
        '<h2>تعديل الشروط</h2>' +
        '<p>قد نعدل هذه الشروط، وسنبلغك بأي تعديل جوهري برسالة نصية قبل سريانه، ويحق لك إلغاء الاشتراك إذا لم توافق عليه.</p>',
    },
  };
}
