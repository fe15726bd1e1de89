/** The operator's settlement file in the back office (docs/revenue.md#settlement). */
export const settlementMessages = {
  settlement_column_missing: {
    ar: 'لا يحتوي سطر العناوين في الملف على العمود «{column}». راجع أسماء الأعمدة في ربط الأعمدة ثم أعد رفع الملف.',
    en: 'The header row of the file has no column "{column}". Check the column mapping, then upload the file again.',
  },
  settlement_no_header: {
    ar: 'الملف فارغ: لا يحتوي على سطر العناوين.',
    en: 'The file is empty: it has no header row.',
  },
  settlement_line_unreadable: {
    ar: 'تعذّرت قراءة السطر {line} من الملف، ولم يُحفظ شيء من هذا الاستيراد. صحّح السطر ثم أعد رفع الملف.',
    en: 'Line {line} of the file could not be read, and nothing of this import was kept. Fix the line, then upload the file again.',
  },
  settlement_too_many_days: {
    ar: 'يغطي الملف أكثر من {limit} يوم من أول يوم فيه إلى آخر يوم (عند السطر {line})، ولم يُحفظ شيء من هذا الاستيراد. قسّم الملف إلى ملفات أقصر ثم ارفعها.',
    en: 'The file covers more than {limit} days from its first day to its last (at line {line}), and nothing of this import was kept. Split it into shorter files, then upload them.',
  },
  settlement_too_many_currencies: {
    ar: 'يذكر الملف أكثر من {limit} عملة (عند السطر {line})، ولم يُحفظ شيء من هذا الاستيراد. قسّم الملف حسب العملة ثم ارفعه.',
    en: 'The file names more than {limit} currencies (at line {line}), and nothing of this import was kept. Split it by currency, then upload it.',
  },
  settlement_file_unreadable: {
    ar: 'تعذّرت قراءة الملف، ولم يُحفظ شيء من هذا الاستيراد.',
    en: 'The file could not be read, and nothing of this import was kept.',
  },
  settlement_import_crashed: {
    ar: 'توقفت المطابقة بسبب خطأ في الخادم، ولم يُحفظ شيء منها. أعد رفع الملف.',
    en: 'The reconciliation stopped on a server error, and nothing of it was kept. Upload the file again.',
  },
  settlement_busy: {
    ar: 'مطابقة ملف آخر جارية الآن. انتظر انتهاءها ثم أعد المحاولة.',
    en: 'Another file is being reconciled. Wait for it to end, then try again.',
  },
  settlement_running: {
    ar: 'المطابقة ما زالت جارية، والتقرير غير مكتمل بعد.',
    en: 'The reconciliation is still running; the report is not complete yet.',
  },
  settlement_file_too_large: {
    ar: 'الملف أكبر من الحد المسموح (1 غيغابايت).',
    en: 'The file is larger than the limit (1 GiB).',
  },
} as const;
