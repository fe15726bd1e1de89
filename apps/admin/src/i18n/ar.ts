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
