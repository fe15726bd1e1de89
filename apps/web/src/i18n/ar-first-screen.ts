// With its extension: the build's config reads this catalogue (through config/routes.ts).

/**
 * The Arabic texts the first screen of a visit can show: the root layout, the landing page, the
 * sign-in, the rates teaser, the route error. They are in the first visit's boot chunk; the other
 * screens' texts (ar-screens.ts) load after the first render (docs/design.md#a-light-first-visit).
 * Components never import this file: they read `t` from i18n/language.
 */
export const arFirstScreen = {
  app: {
    name: 'صرّاف',
    documentTitle: 'صرّاف — أسعار العملات والصرف',
    tagline: 'أسعار العملات والصرف',
    skipToContent: 'تخطَّ إلى المحتوى الرئيسي',
    homeLink: 'صرّاف، الصفحة الرئيسية',
    // On an operator's host the service's name has the operator's beside it (docs/operators.md#brand-by-host).
    withOperator: (operator: string) => `صرّاف · ${operator}`,
    operatorDocumentTitle: (operator: string) => `صرّاف · ${operator} — أسعار العملات والصرف`,
    operatorHomeLink: (operator: string) => `صرّاف · ${operator}، الصفحة الرئيسية`,
    footer: 'صرّاف، خدمة أسعار العملات لمشتركي الهاتف المحمول.',
    offline: 'غير متصل',
    offlineSince: (time: string) => `غير متصل — آخر تحديث ${time}`,
  },

  loading: {
    label: 'جارٍ التحميل…',
    cancel: 'إلغاء',
  },

  states: {
    loading: 'جارٍ تحميل البيانات…',
    empty: 'لا توجد بيانات لعرضها حاليًا.',
    error: 'تعذّر تحميل البيانات.',
    retry: 'إعادة المحاولة',
    offlineTitle: 'هذه الصفحة غير محفوظة على جهازك',
    offlineText:
      'لم تُفتح هذه الصفحة من قبل وأنت متصل، فلا نسخة منها لعرضها الآن. اتصل بالإنترنت ثم أعد المحاولة.',
  },

  errors: {
    network: 'تعذّر الاتصال بالخادم. تحقّق من اتصالك بالإنترنت ثم أعد المحاولة.',
    generic: 'تعذّر إتمام الطلب. أعد المحاولة بعد قليل.',
    server: 'حدث خطأ في الخادم. أعد المحاولة بعد قليل.',
  },

  digits: {
    label: 'شكل الأرقام:',
    latin: 'لاتينية',
    arabic: 'عربية هندية',
  },

  // The control names the other language in that language (docs/product.md#languages).
  language: {
    switchTo: 'English',
  },

  landing: {
    lead: 'أسعار العملات وأسعار الصرف في الأسواق والبنوك وشركات الصرافة، محدَّثة على مدار اليوم وبين يديك على هاتفك.',
    offersHeading: 'ماذا يقدّم لك صرّاف؟',
    offers: [
      'أسعار الشراء والبيع لكل عملة في كل سوق، مع وقت آخر تحديث.',
      'نشرات الأسعار اليومية ومصادرها من البنوك وشركات الصرافة.',
      'محوّل عملات يحسب المبلغ بسعر السوق الذي تختاره.',
      'دليل شركات الصرافة المحلية والدولية مع أرقام هواتفها للاتصال المباشر.',
      'آخر الأخبار الاقتصادية وأخبار العملات.',
    ],
    teaserHeading: 'أسعار اليوم الرئيسية',
    teaserSource: (source: string, city: string) => `في ${source} (${city})، بالريال اليمني لكل وحدة.`,
    priceHeading: 'سعر الاشتراك',
    exploreHeading: 'تعرّف على الخدمة',
    signedInHeading: 'أنت مسجّل الدخول',
    signedInText: 'تابع إلى أسعار اليوم وباقي خدمات صرّاف.',
    toRates: 'الذهاب إلى أسعار اليوم',
    verifiedTitle: 'تم التحقق من رقمك',
    verifiedText: 'اختر باقة لإكمال الاشتراك في صرّاف.',
    choosePlan: 'اختيار الباقة',
  },

  session: {
    signInHeading: 'الدخول برقم الهاتف',
    signInText: 'أدخل رقم هاتفك المحمول وستصلك رسالة نصية برمز تحقق لمرة واحدة، دون كلمة مرور.',
    codeHeading: 'تأكيد رقم هاتفك',
    msisdnLabel: 'رقم الهاتف المحمول',
    msisdnHint: 'مثال: 77xxxxxxx',
    sendCode: 'إرسال رمز التحقق',
    sending: 'جارٍ الإرسال…',
    confirmCode: 'تأكيد الرمز والدخول',
    signOut: 'تسجيل الخروج',
  },

  he: {
    heading: 'تعرّفنا على رقمك',
    text: 'أنت متصل عبر بيانات الجوال، فلا حاجة إلى كتابة رقمك أو انتظار رمز التحقق.',
    continueAs: 'متابعة كـ',
    continuing: 'جارٍ المتابعة…',
    otherNumber: 'استخدام رقم آخر',
    backToOneTap: 'المتابعة برقمي دون رمز',
    lost: 'تعذّر التعرّف على رقمك الآن، يرجى الدخول برقم جوالك ورمز التحقق.',
    checking: 'جارٍ التعرّف على رقمك…',
    unconfirmed: 'تعذّر التحقق من رقمك الآن. يمكنك الدخول برقم جوالك ورمز التحقق.',
    plansLead: 'اختر باقة للاشتراك برقمك دون رمز تحقق:',
    confirmHeading: 'تأكيد الاشتراك',
    confirm: (price: string, period: string) => `تأكيد الاشتراك بـ ${price} ${period}`,
    confirming: 'جارٍ الاشتراك…',
    back: 'رجوع إلى الباقات',
  },

  code: {
    label: 'رمز التحقق',
    hint: 'الرمز المكوَّن من الأرقام في الرسالة النصية.',
    sentTo: 'أرسلنا رمز التحقق برسالة نصية إلى الرقم',
    confirm: 'تأكيد',
    confirming: 'جارٍ التحقق…',
    resend: 'إعادة الإرسال',
    resendIn: (time: string) => `يمكنك طلب رمز جديد بعد ${time}`,
    resent: 'أرسلنا رمزًا جديدًا.',
    haveCode: 'لديّ رمز بالفعل',
    expired: 'انتهت صلاحية هذا الرمز. اطلب رمزًا جديدًا.',
    back: 'رجوع',
  },

  rates: {
    favourite: 'مفضلة',
    market: 'السوق',
    currency: 'العملة',
    buy: 'شراء',
    sell: 'بيع',
    lastUpdated: 'آخر تحديث:',
    tableCaption: (source: string) => `أسعار العملات في ${source}`,
    quoteNote: 'الأسعار بالريال اليمني لكل وحدة من العملة، والتغيّر مقارنة بآخر سعر في اليوم السابق.',
    staleTitle: 'تنبيه: الأسعار قديمة.',
    staleText: 'لم يُحدَّث هذا المصدر منذ مدة، فقد تختلف الأسعار الفعلية.',
    empty: 'لا توجد أسعار منشورة حاليًا.',
    emptyMarket: 'لا توجد أسعار لهذا السوق حاليًا.',
    up: 'ارتفاع',
    down: 'انخفاض',
    flat: 'دون تغيير',
    noChange: '—',
  },

  notFound: {
    title: 'الصفحة غير موجودة',
    text: 'لم نجد الصفحة التي طلبتها. تحقّق من الرابط أو عُد إلى الصفحة الرئيسية.',
    backHome: 'العودة إلى الصفحة الرئيسية',
  },

  routeError: {
    chunkTitle: 'تعذّر تحميل الصفحة',
    chunkText:
      'لم يكتمل تحميل هذه الصفحة، وقد يكون الاتصال بالإنترنت ضعيفًا أو منقطعًا. تحقّق من الاتصال ثم أعد المحاولة.',
    genericTitle: 'حدث خطأ غير متوقع',
    genericText: 'نعتذر، لم نتمكّن من عرض هذه الصفحة. أعد المحاولة بعد قليل.',
    retry: 'إعادة المحاولة',
    backHome: 'العودة إلى الصفحة الرئيسية',
  },

  /** Screen titles, keyed by the route names (read through config/routes.ts). */
  routes: {
    landing: 'الصفحة الرئيسية',
    'client.guest.info.who': 'من نحن',
    'client.guest.info.privacyPolicy': 'سياسة الخصوصية',
    'client.guest.info.terms': 'الشروط والأحكام',
    'client.subscription.list': 'باقات الاشتراك',
    'client.mybill.login': 'فاتورتي',
    'client.mybill.transactions': 'فاتورتي: العمليات',
    'client.mybill.information': 'فاتورتي: معلومات الاشتراك',
    'client.home': 'أسعار اليوم',
    'client.priceSources': 'مصادر الأسعار',
    'client.priceList': 'نشرات الأسعار',
    'client.info.who': 'من نحن',
    'client.info.privacyPolicy': 'سياسة الخصوصية',
    'client.info.terms': 'الشروط والأحكام',
    'client.news': 'الأخبار',
    'client.news.details': 'تفاصيل الخبر',
    'client.exchange.companies': 'شركات الصرافة',
    'client.contact.us': 'اتصل بنا',
    'client.currencyConverter': 'محوّل العملات',
    'client.profile': 'الملف الشخصي',
    'client.profile.update': 'تعديل الملف الشخصي',
    'client.internal.items': 'تفاصيل البند',
    'client.category.details': 'تفاصيل الفئة',
    'client.alerts': 'تنبيهات الأسعار',
    'client.alerts.settings': 'المفضلة والملخص اليومي',
    'client.alerts.notifications': 'الإشعارات',
  },

  // Rate alerts, favourites, the daily digest and quiet hours.
} as const;
