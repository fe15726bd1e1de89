import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from '../../web/e2e/support/api';
import { holdToken, waitForScreen } from '../../web/e2e/support/portal';
import { screenshot, seriousAxeViolations, signIn } from './support/admin';

// Back-office operations: an admin answers what a subscriber wrote, and looks a subscriber up.

test.use({ bypassCSP: true });

async function openFromMenu(page: Page, label: string) {
  await page
    .getByRole('navigation', { name: 'أقسام لوحة الإدارة' })
    .getByRole('link', { name: label })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

test('answers a contact message sent from the portal, by SMS, and sees it answered', async ({
  page,
  request,
}) => {
  // A subscriber writes through the portal's contact form.
  const { msisdn, token } = await signUpViaApi(request);
  const words = `أرجو مراجعة فاتورتي رقم ${Date.now()}`;
  await holdToken(page, token);
  await page.goto('/client/contact/us');
  await waitForScreen(page);
  await page.getByLabel('الاسم').fill('سالم أحمد');
  await page.getByLabel('الموضوع (اختياري)').fill('الفاتورة');
  await page.getByLabel('الرسالة').fill(words);
  await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
  await expect(page.getByLabel('الرسالة')).toHaveValue('');

  // The admin finds it, unread, in the inbox.
  await signIn(page);
  await openFromMenu(page, 'رسائل التواصل');
  await page.getByLabel('بحث في الاسم والموضوع والنص والرقم').fill(words);
  await page.getByRole('button', { name: 'تطبيق التصفية' }).click();
  const row = page.getByRole('row').filter({ hasText: 'سالم أحمد' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('جديدة')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await row.getByRole('link', { name: 'الفاتورة' }).click();

  // Opening it marks it read; the answer goes by SMS to the subscriber's number.
  await expect(page.getByRole('heading', { level: 1, name: 'الفاتورة' })).toBeVisible();
  await expect(page.getByText(words)).toBeVisible();
  await expect(page.getByText('مقروءة', { exact: true })).toBeVisible();
  await expect(page.getByText('لم يُرسل رد بعد.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel('نص الرد').fill('راجعنا فاتورتك وهي صحيحة، شكراً لتواصلك.');
  await expect(page.getByLabel('أرسل الرد برسالة نصية إلى رقم المشترك')).toBeChecked();
  await page.getByRole('button', { name: 'حفظ الرد' }).click();
  await expect(page.getByText('تم حفظ الرد وإرساله برسالة نصية إلى المشترك.')).toBeVisible();
  await expect(page.getByText('تم الرد', { exact: true })).toBeVisible();
  const replies = page.getByRole('region', { name: 'الردود', exact: true });
  await expect(replies.getByText('راجعنا فاتورتك وهي صحيحة، شكراً لتواصلك.')).toBeVisible();
  await expect(replies.getByText('أُرسل برسالة نصية', { exact: false })).toBeVisible();

  const outbox = await request.get(`/api/dev/sms?msisdn=${msisdn}`);
  const sms = ((await outbox.json()) as { data: { purpose: string; text: string }[] }).data;
  expect(sms.find((message) => message.purpose === 'contact.reply')?.text).toContain('راجعنا فاتورتك');

  // Back in the inbox it is listed as answered.
  await page.getByRole('link', { name: 'العودة إلى الرسائل' }).click();
  await page.getByLabel('الحالة').selectOption('answered');
  await page.getByRole('button', { name: 'تطبيق التصفية' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'سالم أحمد' }).first()).toContainText('تم الرد');
  await page.getByRole('row').filter({ hasText: 'سالم أحمد' }).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'الفاتورة' })).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await screenshot(page, 'ops-contact-message-360');
});

test('opens a subscriber, sees their transactions and SMS with codes hidden, and refunds part of a charge', async ({
  page,
  request,
}) => {
  const { msisdn } = await signUpViaApi(request);
  await signIn(page);
  await openFromMenu(page, 'المشتركون');
  await page.getByLabel('ابحث برقم الجوال').fill(`0${msisdn}`);
  await page.getByRole('button', { name: 'تطبيق التصفية' }).click();
  await page.getByRole('link', { name: `967${msisdn}` }).click();

  await expect(page.getByRole('heading', { level: 1 })).toContainText(`967${msisdn}`);
  const transactions = page.getByRole('region', { name: 'العمليات المالية', exact: true });
  const charge = transactions.getByRole('row').filter({ hasText: 'خصم' });
  await expect(charge).toHaveCount(1);
  await expect(charge).toContainText('ناجحة');
  const sms = page.getByRole('region', { name: 'الرسائل النصية المرسلة', exact: true });
  await expect(sms.getByText('otp.login')).toBeVisible();
  await expect(sms).toContainText('••••');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await charge.getByRole('button', { name: 'استرداد' }).click();
  const dialog = page.getByRole('dialog', { name: 'استرداد من عملية خصم' });
  await dialog.getByLabel('المبلغ المسترد').fill('1');
  await dialog.getByLabel('السبب').fill('تعويض عن انقطاع الخدمة');
  await dialog.getByRole('button', { name: 'تسجيل الاسترداد' }).click();
  await expect(page.getByText('تم تسجيل الاسترداد.')).toBeVisible();
  await expect(transactions.getByRole('row').filter({ hasText: 'تعويض عن انقطاع الخدمة' })).toContainText(
    'استرداد',
  );
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await screenshot(page, `ops-subscriber-${width}`);
  }
});

test('every operations screen reads well at 360 and 1280 px, without serious axe findings', async ({
  page,
}) => {
  await signIn(page);
  const screens: [string, string][] = [
    ['/admin/dashboard', 'لوحة المؤشرات'],
    ['/admin/subscribers', 'المشتركون'],
    ['/admin/transactions', 'العمليات المالية'],
    ['/admin/contact-messages', 'رسائل التواصل'],
    ['/admin/sms', 'سجل الرسائل النصية'],
    ['/admin/audit-log', 'سجل التدقيق'],
    ['/admin/users', 'مستخدمو لوحة الإدارة'],
  ];
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [path, title] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'جارٍ التحميل' })).toHaveCount(0);
      // Nothing sticks out sideways at phone width: wide tables scroll inside their own box.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect([path, width, overflow]).toEqual([path, width, 0]);
      if (width === 360) expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, `ops-${path.split('/').pop()}-${width}`);
    }
  }
});
