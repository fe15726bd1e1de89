import { expect, test } from '@playwright/test';
import { shownNumber, signUpViaApi } from '../../../e2e-support/api';
import { screenshot, seriousAxeViolations, signIn } from './support/admin';

// An operator's customer care (docs/operators.md#the-care-role): a care account sees the screens of
// its operator's subscribers, their ledger, SMS and revenue, and no content or settings screen.
test.use({ bypassCSP: true });

const CARE_MENU = ['الرئيسية', 'المشتركون', 'العمليات المالية', 'الإيرادات', 'سجل الرسائل النصية'];
const CARE_SCREENS: [string, string][] = [
  ['/admin/subscribers', 'المشتركون'],
  ['/admin/transactions', 'العمليات المالية'],
  ['/admin/revenue', 'الإيرادات'],
  ['/admin/sms', 'سجل الرسائل النصية'],
];

test("a care account opens its operator's subscribers, ledger, SMS and revenue, and nothing else", async ({
  page,
  browser,
  request,
}) => {
  const subscriber = await signUpViaApi(request);
  await signIn(page);
  const email = `care-${Date.now()}@sarraf.local`;
  const password = 'care-account-password-1';
  // The admin makes the account on «مستخدمو لوحة الإدارة», choosing the operator it serves.
  await page.goto('/admin/users');
  const form = page.getByRole('form', { name: 'إضافة مستخدم' });
  await form.getByLabel('البريد الإلكتروني').fill(email);
  await form.getByLabel('الاسم').fill('خدمة العملاء');
  await form.getByLabel('الصلاحية').selectOption('care');
  await form.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await expect(form.getByText('اختر المشغّل', { exact: false }).last()).toBeVisible();
  await form.getByLabel('المشغّل').selectOption('default');
  await form.getByLabel('كلمة المرور الأولى').fill(password);
  await form.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('خدمة العملاء · المشغّل');
  expect(await seriousAxeViolations(page)).toEqual([]);

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    const context = await browser.newContext({ bypassCSP: true, locale: 'ar', viewport });
    const care = await context.newPage();
    await care.goto('/admin/');
    await care.getByLabel('البريد الإلكتروني').fill(email);
    await care.getByLabel('كلمة المرور').fill(password);
    await care.getByRole('button', { name: 'دخول' }).click();
    await expect(care).toHaveURL('/admin/home');
    await expect(care.getByText('خدمة العملاء').first()).toBeVisible();

    const menu = care.getByRole('navigation', { name: 'أقسام لوحة الإدارة' });
    if (viewport.width < 1024) await care.getByRole('button', { name: 'القائمة' }).click();
    await expect(menu.getByRole('link')).toHaveText(CARE_MENU);

    for (const [path, title] of CARE_SCREENS) {
      await care.goto(path);
      await expect(care.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(care.getByRole('status').filter({ hasText: 'جارٍ التحميل' })).toHaveCount(0);
      // The server answers every call of these screens to care: no error state anywhere.
      await expect(care.getByRole('alert')).toHaveCount(0);
      expect(await seriousAxeViolations(care)).toEqual([]);
    }
    await care.goto('/admin/subscribers');
    await care.getByLabel('ابحث برقم الجوال').fill(subscriber.msisdn);
    await care.getByRole('button', { name: 'تطبيق التصفية' }).click();
    await expect(care.getByRole('table').getByRole('link')).toHaveText([shownNumber(subscriber.msisdn)]);
    await screenshot(care, `care-subscribers-${viewport.width}`);
    await context.close();
  }
});
