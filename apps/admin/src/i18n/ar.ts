/** Every Arabic string of the back office (STYLE: one catalogue). */
export const ar = {
  app: {
    name: 'صرّاف',
    area: 'لوحة الإدارة',
    documentTitle: 'لوحة إدارة صرّاف',
    skipToContent: 'تخطَّ إلى المحتوى الرئيسي',
  },

  signIn: {
    title: 'تسجيل الدخول',
    intro: 'لوحة إدارة صرّاف مخصّصة للمحرّرين والمشرفين. ادخل بالبريد الإلكتروني وكلمة المرور.',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'دخول',
    submitting: 'جارٍ الدخول…',
    failed: 'تعذّر تسجيل الدخول، حاول مرة أخرى.',
  },

  home: {
    title: 'مرحباً',
    role: { admin: 'مشرف', editor: 'محرّر' },
    roleLabel: 'الصلاحية',
    next: 'شاشات نشر الأسعار والمحتوى والاشتراكات تُضاف إلى هذه اللوحة تباعاً.',
    signOut: 'تسجيل الخروج',
    signOutEverywhere: 'تسجيل الخروج من جميع الأجهزة',
  },

  nav: {
    home: 'الرئيسية',
    rates: 'نشر الأسعار',
    ratesImport: 'استيراد الأسعار',
    currencies: 'العملات',
    priceSources: 'مصادر الأسعار',
    priceLists: 'نشرات الأسعار',
    categories: 'الأقسام',
    categoryItems: 'عناصر الأقسام',
    companies: 'شركات الصرافة',
    companyPhones: 'أرقام الشركات',
    news: 'الأخبار',
    informationPages: 'صفحات المعلومات',
    plans: 'الباقات',
    settings: 'الإعدادات',
  },

  shell: {
    menu: 'القائمة',
    navigation: 'أقسام لوحة الإدارة',
  },

  states: {
    loading: 'جارٍ التحميل…',
    errorTitle: 'تعذّر تحميل البيانات',
    errorText: 'حدث خطأ أثناء الاتصال بالخادم. حاول مرة أخرى.',
    retry: 'إعادة المحاولة',
  },

  table: {
    search: 'بحث',
    searchSubmit: 'ابحث',
    empty: 'لا توجد عناصر بعد.',
    actions: 'إجراءات',
    paging: 'التنقّل بين الصفحات',
    previous: 'السابق',
    next: 'التالي',
    pageOf: (page: number, last: number, total: number) => `صفحة ${page} من ${last} (${total} عنصر)`,
  },

  dialog: {
    cancel: 'إلغاء',
  },

  toast: {
    dismiss: 'إغلاق التنبيه',
  },

  rates: {
    title: 'نشر الأسعار',
    source: 'مصدر الأسعار',
    gridTitle: (source: string) => `أسعار ${source}`,
    keyboardHelp: (limit: number) =>
      `اكتب السعر ثم Enter أو Tab للخانة التالية، Shift+Enter للسابقة، والأسهم للأعلى والأسفل. Ctrl+Enter ينشر. يُطلب تأكيد إذا تغيّر سعر بأكثر من ${limit}٪ عن آخر سعر منشور.`,
    currency: 'العملة',
    buy: 'شراء',
    sell: 'بيع',
    last: 'آخر نشر',
    neverPublished: 'لم يُنشر بعد',
    cellRequired: 'أدخل السعر.',
    cellInvalid: 'رقم موجب بست خانات عشرية على الأكثر.',
    sellBelowBuy: 'البيع أقل من الشراء.',
    bigMove: (percent: number) => `تغيّر ${percent}٪`,
    publish: 'نشر الأسعار',
    publishing: 'جارٍ النشر…',
    filledCount: (filled: number, total: number) => `${filled} من ${total} عملة مُعبّأة`,
    nothingToPublish: 'لا توجد أسعار لنشرها.',
    fixErrors: 'صحّح الخانات المعلّمة بالأحمر ثم انشر.',
    confirmTitle: 'تأكيد التغيّرات الكبيرة',
    confirmText: (limit: number) =>
      `هذه الأسعار تبتعد عن آخر سعر منشور بأكثر من ${limit}٪. تأكّد أنها ليست خطأً في الكتابة:`,
    confirmPublish: 'نعم، انشر',
    percent: (value: number) => `${value}٪`,
    noSources: 'لا توجد مصادر أسعار مفعّلة. أضِف مصدراً أولاً.',
    noCurrencies: 'لا توجد عملات مفعّلة لإدخال أسعارها.',
  },

  rateImport: {
    title: 'استيراد الأسعار',
    help: 'الصق الأسعار من Excel أو ملف CSV: سطر لكل عملة بالترتيب رمز العملة، الشراء، البيع (مفصولة بـ Tab أو فاصلة أو فاصلة منقوطة). يمكن إضافة اسم المصدر أو رقمه عموداً أول. يُتجاهل سطر العناوين والأسطر الفارغة.',
    source: 'المصدر للأسطر التي بلا عمود مصدر',
    sourceHint: 'اتركه إذا كان المصدر في أول كل سطر.',
    sourceFromText: 'من عمود المصدر في النص',
    text: 'الأسعار الملصوقة',
    preview: 'معاينة',
    previewing: 'جارٍ القراءة…',
    noLines: 'لم نجد أسطراً فيها أسعار.',
    summary: (valid: number, total: number) => `${valid} من ${total} سطر جاهزة للنشر`,
    previewCaption: 'معاينة الأسعار المستوردة',
    columns: ['السطر', 'المصدر', 'العملة', 'شراء / بيع', 'آخر نشر', 'التغيّر', 'الحالة'],
    ok: 'جاهز',
    publishValid: (count: number) => `نشر ${count} سطر صالح`,
    published: (count: number) => `تم نشر ${count} سعر.`,
  },

  notFound: {
    title: 'الصفحة غير موجودة',
    text: 'لم نجد الصفحة التي طلبتها في لوحة الإدارة.',
    backToSignIn: 'العودة إلى تسجيل الدخول',
  },

  error: {
    title: 'حدث خطأ غير متوقع',
    text: 'لم نتمكّن من عرض هذه الصفحة. أعد تحميلها بعد قليل.',
    retry: 'إعادة التحميل',
  },
} as const;
