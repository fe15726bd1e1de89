/**
 * Every Arabic string of the portal (STYLE: one catalogue; DESIGN §6: all text Arabic).
 * Components never hold literal text; they read it from here.
 */
export const ar = {
  app: {
    name: 'صرّاف',
    documentTitle: 'صرّاف — أسعار العملات والصرف',
    tagline: 'أسعار العملات والصرف',
    skipToContent: 'تخطَّ إلى المحتوى الرئيسي',
    homeLink: 'صرّاف، الصفحة الرئيسية',
    footer: 'صرّاف، خدمة أسعار العملات لمشتركي الهاتف المحمول.',
    offline: 'لا يوجد اتصال بالإنترنت. تُعرض آخر البيانات المحفوظة على جهازك.',
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
  },

  errors: {
    network: 'تعذّر الاتصال بالخادم. تحقّق من اتصالك بالإنترنت ثم أعد المحاولة.',
    generic: 'تعذّر إتمام الطلب. أعد المحاولة بعد قليل.',
    server: 'حدث خطأ في الخادم. أعد المحاولة بعد قليل.',
  },

  paging: {
    previous: 'السابق',
    next: 'التالي',
    pageOf: (page: string, last: string) => `الصفحة ${page} من ${last}`,
  },

  digits: {
    label: 'شكل الأرقام:',
    latin: 'لاتينية',
    arabic: 'عربية هندية',
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

  code: {
    label: 'رمز التحقق',
    hint: 'الرمز المكوَّن من الأرقام في الرسالة النصية.',
    sentTo: 'أرسلنا رمز التحقق برسالة نصية إلى الرقم',
    confirm: 'تأكيد',
    confirming: 'جارٍ التحقق…',
    resend: 'إعادة إرسال الرمز',
    resendIn: (seconds: string) => `يمكنك طلب رمز جديد بعد ${seconds} ثانية.`,
    resent: 'أرسلنا رمزًا جديدًا.',
    back: 'رجوع',
  },

  shell: {
    navLabel: 'أقسام صرّاف',
    nav: {
      'client.home': 'أسعار اليوم',
      'client.currencyConverter': 'المحوّل',
      'client.priceSources': 'المصادر',
      'client.priceList': 'النشرات',
      'client.exchange.companies': 'الصرافون',
      'client.news': 'الأخبار',
      'client.profile': 'حسابي',
      'client.contact.us': 'اتصل بنا',
    },
    myBill: 'فاتورتي',
  },

  gate: {
    pending_payment: {
      title: 'اشتراكك بانتظار الدفع',
      text: 'لم يكتمل خصم أول اشتراك بعد. فعّل اشتراكك لتصلك الأسعار والأخبار كاملة.',
      action: 'تفعيل الاشتراك',
    },
    suspended: {
      title: 'اشتراكك موقوف',
      text: 'أُوقف اشتراكك لتعذّر خصم قيمة التجديد. أعد التفعيل لتعود إليك الأسعار فورًا.',
      action: 'إعادة تفعيل الاشتراك',
    },
    cancelled: {
      title: 'اشتراكك ملغى',
      text: 'هذه الصفحة متاحة للمشتركين. جدّد اشتراكك للوصول إلى الأسعار والمحوّل والأخبار.',
      action: 'تجديد الاشتراك',
    },
    active: { title: '', text: '', action: '' },
    grace: { title: '', text: '', action: '' },
    none: {
      title: 'لا يوجد اشتراك',
      text: 'هذه الصفحة متاحة للمشتركين. اشترك للوصول إلى الأسعار والمحوّل والأخبار.',
      action: 'إدارة الاشتراك',
    },
  },

  home: {
    lead: 'آخر أسعار الشراء والبيع لكل عملة في السوق الذي تختاره.',
    categories: 'الذهب والوقود وغيرها',
  },

  rates: {
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
    offlineTitle: 'أنت غير متصل بالإنترنت.',
    offlineText: (time: string) => `هذه آخر أسعار حُفظت على جهازك، بتاريخ ${time}.`,
  },

  priceSources: {
    lead: 'الأسواق والبنوك وشركات الصرافة التي ننقل أسعارها، مع وقت آخر تحديث لكل منها.',
    types: { official: 'سعر رسمي', parallel: 'سوق موازية', company: 'شركة صرافة' },
    primary: 'السوق الرئيسية',
    city: (city: string) => `المدينة: ${city}`,
    noRatesYet: 'لم تُنشر أسعار بعد.',
    empty: 'لا توجد مصادر أسعار حاليًا.',
  },

  priceLists: {
    lead: 'النشرة اليومية لكل مصدر، الأحدث أولًا.',
    source: 'المصدر',
    allSources: 'كل المصادر',
    empty: 'لا توجد نشرات أسعار.',
    pages: 'صفحات النشرات',
  },

  converter: {
    lead: 'احسب قيمة أي مبلغ بسعر السوق الذي تختاره.',
    market: 'السوق',
    primaryMarket: (name: string) => `السوق الرئيسية (${name})`,
    defaultMarket: 'السوق الرئيسية',
    amount: 'المبلغ',
    from: 'من',
    to: 'إلى',
    swap: 'تبديل العملتين',
    convert: 'احسب',
    converting: 'جارٍ الحساب…',
    result: 'النتيجة',
    unitRate: (one: string, from: string, rate: string, to: string) => `${one} ${from} = ${rate} ${to}`,
    usedSource: 'السوق المستخدمة:',
    usedSide: 'طريقة الحساب:',
    usedTime: 'وقت السعر:',
    sides: {
      buy: 'بسعر الشراء (تبيع العملة للصراف)',
      sell: 'بسعر البيع (تشتري العملة من الصراف)',
      cross: 'سعر تقاطعي عبر الريال اليمني',
    },
    legSides: { buy: 'شراء', sell: 'بيع' },
    legRate: (currency: string, side: string) => `سعر ${side} ${currency}:`,
    empty: 'لا توجد عملات كافية للتحويل حاليًا.',
  },

  companies: {
    lead: 'اتصل بشركات الصرافة مباشرة بلمسة واحدة.',
    tabsLabel: 'نوع الشركات',
    local: 'محلية',
    international: 'دولية',
    phonesOf: (name: string) => `أرقام ${name}`,
    phone: 'هاتف',
    whatsapp: 'واتساب',
    call: 'اتصال',
    chat: 'محادثة',
    noPhones: 'لا توجد أرقام مسجلة.',
    empty: 'لا توجد شركات صرافة في هذا القسم.',
    pages: 'صفحات شركات الصرافة',
  },

  news: {
    empty: 'لا توجد أخبار حاليًا.',
    pages: 'صفحات الأخبار',
    back: 'العودة إلى الأخبار',
  },

  categories: {
    empty: 'لا توجد فئات حاليًا.',
    itemsCount: (count: string) => `${count} بنود`,
    unit: (unit: string) => `الوحدة: ${unit}`,
    price: 'السعر',
    nationalPrice: 'السعر الرسمي العام',
    noQuotes: 'لا توجد أسعار لهذا البند بعد.',
    noItems: 'لا توجد بنود في هذه الفئة.',
    noPrice: 'لا يوجد سعر بعد',
    chartTitle: 'تطوّر السعر',
    periodLabel: 'الفترة',
    periods: { '7d': 'أسبوع', '30d': 'شهر', '90d': 'ثلاثة أشهر', '1y': 'سنة' },
    sideLabel: 'السعر المعروض',
    sides: { buy: 'شراء', sell: 'بيع', value: 'السعر' },
    chartTime: 'الوقت',
    chartValue: 'السعر',
    chartLoading: 'جارٍ تحميل الرسم البياني…',
    chartSummary: (low: string, high: string, lines: string) =>
      `رسم بياني لتطوّر السعر: أدنى سعر ${low} وأعلى سعر ${high}، في ${lines} مصدر.`,
    chartNote: 'الأسعار بالريال اليمني. الزمن من اليسار (الأقدم) إلى اليمين (الأحدث).',
    noChart: 'لا توجد بيانات كافية لرسم هذه الفترة.',
  },

  info: {
    empty: 'لم تُنشر هذه الصفحة بعد.',
    updated: 'آخر تحديث:',
  },

  contact: {
    lead: 'أرسل لنا سؤالك أو ملاحظتك وسنرد عليك في أقرب وقت.',
    name: 'الاسم',
    msisdn: 'رقم الهاتف (اختياري)',
    email: 'البريد الإلكتروني (اختياري)',
    subject: 'الموضوع (اختياري)',
    message: 'الرسالة',
    send: 'إرسال الرسالة',
    sending: 'جارٍ الإرسال…',
    clearErrors: 'مسح رسائل الخطأ',
  },

  profile: {
    details: 'بياناتي',
    msisdn: 'رقم الهاتف',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    emailHint: 'اتركه فارغًا لحذفه.',
    since: 'مشترك منذ',
    notGiven: 'غير مُدخل',
    edit: 'تعديل البيانات',
    save: 'حفظ',
    saving: 'جارٍ الحفظ…',
    cancel: 'إلغاء',
    saved: 'حُفظت بياناتك.',
  },

  plans: {
    guestLead: 'اختر الباقة التي تناسبك. سجّل الدخول برقم هاتفك أولًا لإتمام الاشتراك.',
    verifiedLead: (msisdn: string) => `تم التحقق من الرقم ${msisdn}. اختر باقة لإكمال الاشتراك.`,
    per: { daily: 'يوميًا', weekly: 'أسبوعيًا', monthly: 'شهريًا' },
    periodAdverb: { daily: 'يوميًا', weekly: 'أسبوعيًا', monthly: 'شهريًا' },
    trial: (days: string) => `تجربة مجانية لمدة ${days} يوم.`,
    choose: 'اختيار',
    subscribe: 'اشترك',
    subscribing: 'جارٍ الاشتراك…',
    current: 'باقتك الحالية',
    signInToSubscribe: 'سجّل الدخول للاشتراك',
    empty: 'لا توجد باقات متاحة حاليًا.',
  },

  disclaimer: {
    title: 'شروط الاشتراك',
    price: (service: string, plan: string, price: string, period: string) =>
      `خدمة ${service} — ${plan}: ${price} تُخصم من رصيدك ${period}.`,
    trial: (days: string) => `تبدأ بتجربة مجانية لمدة ${days} يوم.`,
    autoRenewal: 'يتجدد الاشتراك تلقائيًا في نهاية كل فترة حتى تلغيه.',
    cancelBySms: (keyword: string, shortCode: string) =>
      `للإلغاء أرسل «${keyword}» (أو STOP) إلى الرقم ${shortCode} مجانًا،`,
    cancelBySmsUnknown: 'للإلغاء أرسل «الغاء» برسالة نصية إلى رقم الخدمة المختصر مجانًا،',
    cancelOnWeb: 'أو ألغِ في أي وقت من صفحة «حسابي» في هذا الموقع.',
    support: 'للدعم والاستفسار:',
  },

  subscription: {
    title: 'اشتراكي',
    none: 'لا يوجد لديك اشتراك حاليًا.',
    plan: 'الباقة',
    status: 'الحالة',
    states: {
      pending_payment: 'بانتظار الدفع',
      active: 'فعّال',
      grace: 'فعّال (مهلة تجديد)',
      suspended: 'موقوف',
      cancelled: 'ملغى',
    },
    periodEnd: 'نهاية الفترة الحالية',
    nextRenewal: 'موعد التجديد القادم',
    trialEnds: 'نهاية التجربة المجانية',
    graceEnds: 'نهاية مهلة التجديد',
    cancelledAt: 'تاريخ الإلغاء',
    lastFailure: (reason: string) => `تعذّر آخر تجديد: ${reason}`,
    chargeFailed: (reason: string) => `لكن تعذّر الخصم: ${reason}`,
    renew: 'تجديد الآن',
    change: 'تغيير الباقة',
    cancel: 'إلغاء الاشتراك',
    activate: 'تفعيل الاشتراك',
    reactivate: 'إعادة تفعيل الاشتراك',
    cancelQuestion: 'هل تريد إلغاء اشتراكك؟',
    cancelEffect: 'يتوقف الاشتراك فورًا ولن يُخصم أي مبلغ بعد الآن. يمكنك إعادة الاشتراك متى شئت.',
    confirmCancel: 'نعم، ألغِ الاشتراك',
    cancelling: 'جارٍ الإلغاء…',
    keep: 'لا، أبقِ الاشتراك',
    choosePlan: 'اختر الباقة الجديدة',
    moveTo: 'الانتقال إلى هذه الباقة',
    codeFor: {
      activate: 'أرسلنا رمزًا إلى هاتفك. أدخله لتأكيد التفعيل وخصم قيمة الباقة.',
      renew: 'أرسلنا رمزًا إلى هاتفك. أدخله لتأكيد التجديد وخصم قيمة الباقة.',
      change: 'أرسلنا رمزًا إلى هاتفك. أدخله لتأكيد تغيير الباقة.',
    },
    codeForChange: (plan: string, price: string) =>
      `أرسلنا رمزًا إلى هاتفك. أدخله لتأكيد الانتقال إلى ${plan} بسعر ${price}.`,
  },

  /** The gateway's failure codes in words; an unknown code is shown as sent. */
  chargeReasons: (reason: string): string =>
    (
      ({
        insufficient_balance: 'الرصيد غير كافٍ',
        subscriber_blocked: 'الخط موقوف لدى المشغّل',
        gateway_error: 'خطأ في بوابة الدفع',
        timeout: 'لم تردّ بوابة الدفع',
      }) as Record<string, string>
    )[reason] ?? reason,

  myBill: {
    signInLead: 'اطّلع على اشتراكك وكل عمليات الخصم. أدخل رقمك وسنرسل لك رمز تحقق.',
    showBill: 'عرض فاتورتي',
    notSubscribedTitle: 'هذا الرقم غير مشترك في صرّاف.',
    notSubscribedText: 'لا توجد فاتورة لعرضها. يمكنك الاشتراك من صفحة الباقات.',
    navLabel: 'أقسام فاتورتي',
    informationLink: 'معلومات الاشتراك',
    transactionsLink: 'العمليات',
    lastCharge: 'آخر عملية خصم',
    noCharge: 'لا توجد عمليات بعد',
    nextCharge: 'الخصم القادم',
    nextChargeLine: (amount: string, at: string) => `${amount} في ${at}`,
    noNextCharge: 'لا يوجد خصم قادم',
    notificationsTitle: 'الإشعارات',
    notificationsLabel: 'استقبال رسائل التنبيه والإشعارات النصية',
    notificationsHint: 'تصلك رموز التحقق والإشعارات التي يوجبها القانون في كل الأحوال.',
    filterLabel: 'تصفية العمليات حسب التاريخ',
    from: 'من تاريخ',
    to: 'إلى تاريخ',
    filter: 'عرض',
    noTransactions: 'لا توجد عمليات في هذه الفترة.',
    pages: 'صفحات العمليات',
    kinds: { charge: 'خصم', refund: 'استرداد' },
    statuses: { pending: 'قيد المعالجة', succeeded: 'ناجحة', failed: 'فاشلة' },
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

  /** Screen titles, keyed by the route names of SPEC §2 (read through config/routes.ts). */
  routes: {
    landing: 'الصفحة الرئيسية',
    'client.guest.info.who': 'من نحن',
    'client.guest.info.privacyPolicy': 'سياسة الخصوصية',
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
  },
} as const;
