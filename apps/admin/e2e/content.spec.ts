import { expect, test } from '@playwright/test';
import { signUpViaApi } from '../../../e2e-support/api';
import { holdToken, waitForScreen } from '../../../e2e-support/portal';
import { screenshot, seriousAxeViolations, signIn } from './support/admin';

// Editors keep the portal's content current; every screen has its states, RTL and axe.

test.use({ bypassCSP: true, serviceWorkers: 'block' });

// A 1×1 PNG: the server checks the magic bytes, the browser shows the preview.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('publishes a news item with rich text and an image, and subscribers read it on the portal', async ({
  page,
  request,
}) => {
  await signIn(page);
  await page.goto('/admin/news');
  await expect(page.getByRole('heading', { level: 1, name: 'الأخبار' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'الأخبار' })).toBeVisible();
  await page.getByRole('button', { name: 'إضافة خبر' }).click();
  const form = page.getByRole('form', { name: 'إضافة خبر' });
  await form.getByLabel('العنوان', { exact: true }).fill('البنك المركزي يعلن سعراً جديداً');
  await form.getByLabel('الملخص', { exact: true }).fill('تفاصيل القرار في الخبر.');
  const body = form.getByRole('textbox', { name: 'نص الخبر', exact: true });
  await body.click();
  await page.keyboard.type('قرر البنك ');
  // The Arabic body's toolbar: the English body has an editor of its own.
  const bold = form.getByRole('toolbar', { name: 'أدوات تنسيق نص الخبر', exact: true }).getByRole('button', {
    name: 'عريض',
  });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  // One input event for the words, as a phone keyboard's suggestion sends them. Typed a letter at a
  // time (Playwright sends Arabic letters as separate insertText events), Chromium 156.0.8078.79
  // put the first letter after the rest under a pending bold mark.
  await page.keyboard.insertText('تعديل السعر');
  await form.getByLabel('الصورة').setInputFiles({ name: 'rate.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'معاينة صورة الخبر' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshot(page, 'admin-news-form-1280');
  await form.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم الحفظ.' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'البنك المركزي يعلن سعراً جديداً', exact: true })).toBeVisible();

  const { token } = await signUpViaApi(request);
  await holdToken(page, token);
  await page.goto('/client/news');
  await waitForScreen(page);
  await page.getByText('البنك المركزي يعلن سعراً جديداً').first().click();
  await expect(page.getByRole('heading', { name: 'البنك المركزي يعلن سعراً جديداً' })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'تعديل السعر' })).toBeVisible();
});

test('writes a plan’s English name beside the Arabic one, and the English portal shows it', async ({
  page,
}) => {
  await signIn(page);
  const editWeekly = async (english: string) => {
    await page.goto('/admin/plans');
    await page.getByRole('button', { name: 'تعديل الباقة الأسبوعية' }).click();
    const form = page.getByRole('form', { name: 'تعديل: الباقة الأسبوعية' });
    const field = form.getByLabel('الاسم بالإنجليزية');
    // Typed left to right and marked as English, beside the Arabic name it stands for.
    await expect(field).toHaveAttribute('lang', 'en');
    await expect(field).toHaveAttribute('dir', 'ltr');
    await expect(form.getByLabel('الاسم', { exact: true })).toHaveValue('الباقة الأسبوعية');
    // One operator: no operator to choose, as before operators (docs/operators.md#plans).
    await expect(form.getByLabel('المشغّل')).toHaveCount(0);
    const before = await field.inputValue();
    await field.fill(english);
    await form.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'تم الحفظ.' })).toBeVisible();
    return before;
  };
  const seeded = await editWeekly('Week pass');
  expect(seeded).toBe('Weekly plan');
  try {
    await page.evaluate(() => localStorage.setItem('client-lang', 'en'));
    await page.goto('/client/subscription-list');
    await waitForScreen(page);
    await expect(page.getByText('Week pass').first()).toBeVisible();
    await expect(page.getByText('الباقة الأسبوعية')).toHaveCount(0);
  } finally {
    // The server is shared by every spec of the run: the seeded name goes back.
    await editWeekly(seeded);
  }
});

test('a refused image type is explained before any upload', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/news');
  await page.getByRole('button', { name: 'إضافة خبر' }).click();
  await page
    .getByLabel('الصورة')
    .setInputFiles({ name: 'x.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
  await expect(page.getByText('نوع الملف غير مدعوم؛ ارفع صورة JPEG أو PNG أو WebP.')).toBeVisible();
});

test('adds a currency: the server’s field error shows under the field, then it saves and is found', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin/currencies');
  await expect(page.getByRole('cell', { name: /^\S+ USD$/ })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'إضافة عملة' }).click();
  const form = page.getByRole('form', { name: 'إضافة عملة' });
  await form.getByLabel('الرمز (ISO)').fill('USD');
  await form.getByLabel('الاسم', { exact: true }).fill('درهم مغربي');
  await form.getByLabel('الرمز المختصر').fill('د.م');
  await form.getByLabel('العَلَم (رمز تعبيري)').fill('🇲🇦');
  await form.getByRole('button', { name: 'حفظ' }).click();
  await expect(form.getByText('هذه القيمة مستخدمة من قبل.')).toBeVisible();
  await expect(form.getByLabel('الرمز (ISO)')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('الرمز (ISO)').fill('MAD');
  await form.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم الحفظ.' })).toBeVisible();

  await page.getByLabel('بحث').fill('مغربي');
  await page.getByRole('button', { name: 'ابحث' }).click();
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole('cell', { name: /^\S+ MAD$/ })).toBeVisible();
  await page.getByRole('button', { name: 'حذف MAD درهم مغربي' }).click();
  const dialog = page.getByRole('dialog', { name: 'تأكيد الحذف' });
  await expect(dialog.getByRole('button', { name: 'إلغاء' })).toBeFocused();
  await dialog.getByRole('button', { name: 'حذف' }).click();
  await expect(page.getByText('لا توجد نتائج مطابقة للبحث.')).toBeVisible();
});

test('every content screen loads without serious axe findings, at 1280 and 360 px', async ({ page }) => {
  // Ten screens through axe; the information pages alone hold six rich-text editors (Arabic and
  // English for each page), which 30 s did not cover on a loaded 2-core machine.
  test.setTimeout(90_000);
  await signIn(page);
  const screens: Array<[string, string]> = [
    ['/admin/price-sources', 'مصادر الأسعار'],
    ['/admin/price-lists', 'نشرات الأسعار'],
    ['/admin/categories', 'الأقسام'],
    ['/admin/category-items', 'عناصر الأقسام'],
    ['/admin/companies', 'شركات الصرافة'],
    ['/admin/company-phones', 'أرقام الشركات'],
    ['/admin/information-pages', 'صفحات المعلومات'],
    ['/admin/plans', 'الباقات'],
    ['/admin/settings', 'الإعدادات'],
    ['/admin/rates/import', 'استيراد الأسعار'],
  ];
  for (const [url, title] of screens) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'جارٍ التحميل…' })).toHaveCount(0);
    expect(await seriousAxeViolations(page), url).toEqual([]);
  }
  await page.goto('/admin/price-sources');
  await page.getByRole('button', { name: /^تعديل سوق صنعاء/ }).click();
  await screenshot(page, 'admin-price-source-form-1280');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/admin/companies');
  await expect(page.getByRole('table', { name: 'شركات الصرافة' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(page, 'admin-companies-360');
  await page.goto('/admin/information-pages');
  await expect(page.getByRole('textbox', { name: 'نص الصفحة (من نحن)' })).toBeVisible();
  await screenshot(page, 'admin-information-360');
});

test('pastes rates, sees the per-line errors, and publishes the valid lines', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/rates/import');
  await page.getByLabel('المصدر للأسطر التي بلا عمود مصدر').selectOption({ label: 'سوق صنعاء · صنعاء' });
  await page.getByLabel('الأسعار الملصوقة').fill('XXX\t1\t2\nSAR\t150\t140');
  await page.getByRole('button', { name: 'معاينة' }).click();
  await expect(page.getByText('الأسطر الجاهزة للنشر: 0 من 2')).toBeVisible();
  await expect(page.getByText('العملة المختارة غير متاحة.')).toBeVisible();
  await expect(page.getByText('سعر البيع يجب ألا يقل عن سعر الشراء.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'نشر الأسطر الصالحة (لا أسطر)' })).toBeDisabled();
  await screenshot(page, 'admin-import-1280');
});

test('writes a dated price list: empty rows stay out, a bad line is named in its row', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/price-lists');
  await page.getByRole('button', { name: 'إضافة نشرة' }).click();
  const form = page.getByRole('form', { name: 'إضافة نشرة' });
  await form.getByLabel('مصدر الأسعار').selectOption({ label: 'سوق صنعاء · صنعاء' });
  await form.getByLabel('عنوان النشرة').fill('نشرة الاختبار');
  await form.getByLabel('تاريخ النشرة').fill('2031-05-06');
  await form.getByLabel('شراء USD').fill('540');
  await form.getByLabel('بيع USD').fill('530');
  await form.getByLabel('شراء SAR').fill('140');
  await form.getByLabel('بيع SAR').fill('141');
  await form.getByRole('button', { name: 'حفظ' }).click();
  await expect(form.getByText('سعر البيع يجب ألا يقل عن سعر الشراء.')).toBeVisible();
  await form.getByLabel('بيع USD').fill('545');
  await form.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم الحفظ.' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'نشرة الاختبار' });
  await expect(row).toContainText('2031-05-06');
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
