import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpViaApi } from '../../../e2e-support/api';
import { holdToken, waitForScreen } from '../../../e2e-support/portal';
import { screenshot, seriousAxeViolations, signIn } from './support/admin';
import { okApi } from '../../../e2e-support/api-request';

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

  const sms = (await okApi(request, 'getDevSms', { query: { msisdn } })).data;
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
  // Numbers read as everywhere else: +967 771 234 567.
  const shown = `+967 ${msisdn.slice(0, 3)} ${msisdn.slice(3, 6)} ${msisdn.slice(6)}`;
  await page.getByRole('link', { name: shown }).click();

  await expect(page.getByRole('heading', { level: 1 })).toContainText(shown);
  const transactions = page.getByRole('region', { name: 'العمليات المالية', exact: true });
  const charge = transactions.getByRole('row').filter({ hasText: 'خصم' });
  await expect(charge).toHaveCount(1);
  await expect(charge).toContainText('ناجحة');
  const sms = page.getByRole('region', { name: 'الرسائل النصية المرسلة', exact: true });
  // Why each SMS was sent, in words, not its stored code.
  await expect(sms.getByText('رمز الدخول', { exact: true })).toBeVisible();
  await expect(sms.getByText('otp.login')).toHaveCount(0);
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
  // Fourteen screens, each checked by axe at 360 px.
  test.setTimeout(90_000);
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
      // Each screen names itself in the tab and the history.
      await expect(page).toHaveTitle(`${title} — لوحة إدارة صرّاف`);
      await expect(page.getByRole('status').filter({ hasText: 'جارٍ التحميل' })).toHaveCount(0);
      // Nothing sticks out sideways at phone width: wide tables scroll inside their own box.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect([path, width, overflow]).toEqual([path, width, 0]);
      if (width === 360) expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, `ops-${path.split('/').pop()}-${width}`);
    }
  }
});

/** How far a control sticks out of the window sideways (0 when it is wholly inside). */
async function outsideViewport(page: Page, control: Locator): Promise<number> {
  const box = await control.boundingBox();
  if (!box) return Number.POSITIVE_INFINITY;
  const width = await page.evaluate(() => window.innerWidth);
  return Math.max(0, -box.x) + Math.max(0, box.x + box.width - width);
}

/**
 * Scrolls the page down to a table's top, as a reader does, and nothing sideways: the table's own
 * box keeps its scroll position (Playwright's scrollIntoViewIfNeeded would scroll it to the control).
 */
const showTop = (table: Locator) =>
  table.evaluate((element) => element.scrollIntoView({ block: 'start', inline: 'nearest' }));

/** How far the page itself scrolls sideways (wide tables must scroll inside their own box). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('keeps the refund button and every actions column in view at 1280 and 360 px, the page never scrolling sideways', async ({
  page,
  request,
}) => {
  // Two widths, seven screens.
  test.setTimeout(90_000);
  await signUpViaApi(request);
  await signIn(page);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/admin/transactions');
    await expect(page).toHaveTitle('العمليات المالية — لوحة إدارة صرّاف');
    const ledger = page.getByRole('region', { name: 'سجل العمليات المالية' });
    const refund = ledger.getByRole('button', { name: 'استرداد' }).first();
    await expect(refund).toBeVisible();
    await showTop(ledger);
    // Reachable where it is, without scrolling the page or the table sideways: wholly inside the
    // window and not clipped by the table's own box.
    await expect(refund).toBeInViewport({ ratio: 1 });
    expect([width, await outsideViewport(page, refund)]).toEqual([width, 0]);
    expect([width, await pageOverflow(page)]).toEqual([width, 0]);
    await expect(ledger.getByRole('columnheader', { name: 'إجراءات' })).toBeInViewport({ ratio: 1 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await refund.click();
    const dialog = page.getByRole('dialog', { name: 'استرداد من عملية خصم' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await screenshot(page, `admin-transactions-${width}`);

    // Every list with row actions holds them in view the same way.
    for (const [path, caption] of [
      ['/admin/users', 'حسابات لوحة الإدارة'],
      ['/admin/currencies', 'العملات'],
    ] as const) {
      await page.goto(path);
      // The table's own scrolling box (the screen's section bears the same name).
      const table = page.locator(`div[role="region"][aria-label="${caption}"]`);
      await showTop(table);
      await expect(table.getByRole('columnheader', { name: 'إجراءات' })).toBeInViewport({ ratio: 1 });
      expect([
        path,
        width,
        await outsideViewport(page, table.getByRole('columnheader', { name: 'إجراءات' })),
      ]).toEqual([path, width, 0]);
      expect([path, width, await pageOverflow(page)]).toEqual([path, width, 0]);
    }

    // Wide tables without actions scroll inside their own box: the page stays put.
    for (const path of ['/admin/channels', '/admin/settlements', '/admin/sms']) {
      await page.goto(path);
      await expect(page.getByRole('status').filter({ hasText: 'جارٍ التحميل' })).toHaveCount(0);
      expect([path, width, await pageOverflow(page)]).toEqual([path, width, 0]);
    }
  }
});

test('names every audit action and SMS purpose in words, with links and numbers read left to right', async ({
  page,
  request,
}) => {
  const { msisdn } = await signUpViaApi(request);
  await signIn(page);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/admin/audit-log');
    await expect(page).toHaveTitle('سجل التدقيق — لوحة إدارة صرّاف');
    const log = page.getByRole('region', { name: 'كل التعديلات في لوحة الإدارة' });
    // The sign-in just made is its newest row, named «تسجيل دخول», never `admin_session.sign_in`.
    await expect(log.getByRole('row').nth(1)).toContainText('تسجيل دخول');
    await expect(log).not.toContainText('admin_session.sign_in');
    await expect(log.getByText('admin@sarraf.local').first()).toHaveAttribute('dir', 'ltr');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect([width, await pageOverflow(page)]).toEqual([width, 0]);
    await screenshot(page, `admin-audit-${width}`);
  }

  // The action filter offers the same words, and filters by the action behind them.
  await page.getByLabel('الإجراء').selectOption({ label: 'تسجيل دخول' });
  await page.getByRole('button', { name: 'تطبيق التصفية' }).click();
  await expect(page).toHaveURL(/action=admin_session\.sign_in/);
  await expect(
    page.getByRole('region', { name: 'كل التعديلات في لوحة الإدارة' }).getByRole('row').nth(1),
  ).toContainText('تسجيل دخول');

  // The SMS log: purposes in words, the one-tap link of a code SMS isolated left to right.
  await page.goto(`/admin/sms?msisdn=${msisdn}`);
  await expect(page).toHaveTitle('سجل الرسائل النصية — لوحة إدارة صرّاف');
  const sms = page.getByRole('region', { name: 'الرسائل النصية المرسلة' });
  const code = sms.getByRole('row').filter({ hasText: 'رمز الدخول' });
  await expect(code).toHaveCount(1);
  await expect(sms).not.toContainText('otp.login');
  await expect(code.locator('bdi[dir="ltr"]').filter({ hasText: '/client/home?msisdn=' })).toHaveCount(1);
  await expect(
    sms.getByText(`+967 ${msisdn.slice(0, 3)} ${msisdn.slice(3, 6)} ${msisdn.slice(6)}`).first(),
  ).toHaveAttribute('dir', 'ltr');
});
