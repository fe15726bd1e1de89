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
  },

  loading: {
    label: 'جارٍ التحميل…',
    cancel: 'إلغاء',
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
    signInHeading: 'الدخول برقم الهاتف',
    signInText: 'أدخل رقم هاتفك المحمول وستصلك رسالة نصية برمز تحقق لمرة واحدة، دون كلمة مرور.',
    signInSoon: 'نموذج الدخول يصل في الإصدار القادم.',
    exploreHeading: 'تعرّف على الخدمة',
  },

  comingSoon: {
    text: 'هذه الصفحة قيد الإعداد، وتصل في الإصدار القادم.',
    backHome: 'العودة إلى الصفحة الرئيسية',
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
