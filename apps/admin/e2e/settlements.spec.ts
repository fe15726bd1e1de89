import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from '../../../e2e-support/api';
import { screenshot, seriousAxeViolations, signIn } from './support/admin';
import { isCallTo, okApi } from '../../../e2e-support/api-request';

// Settlement in the back office: an admin uploads the operator's file and sees what differs.

test.use({ bypassCSP: true });

/** The ledger row of a number's first charge, as the back office's API shows it. */
async function firstCharge(page: Page, msisdn: string) {
  const rows = (await okApi(page.request, 'adminListTransactions', { query: { msisdn, kind: 'charge' } }))
    .data;
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function settled(page: Page) {
  await expect(page.getByText('جارٍ المطابقة… تُحدَّث هذه الصفحة تلقائياً.')).toHaveCount(0, { timeout: 30_000 });
}

test('an admin uploads a settlement file and sees the mismatches, the unknown charge first', async ({
  page,
  request,
}) => {
  const first = await signUpViaApi(request);
  const second = await signUpViaApi(request);
  await signIn(page);
  const matched = await firstCharge(page, first.msisdn);
  const amountOff = await firstCharge(page, second.msisdn);
  const now = new Date().toISOString();
  const unknown = `operator-only-${Date.now()}`;
  const major = (minor: number) => (minor / 100).toFixed(2);
  const file = [
    'reference,msisdn,amount,currency,status,charged_at',
    `${matched.reference},${matched.msisdn},${major(matched.amount_minor)},${matched.currency},charged,${now}`,
    `${unknown},967770000009,75.00,${matched.currency},charged,${now}`,
    `${amountOff.reference},${amountOff.msisdn},1.00,${amountOff.currency},charged,${now}`,
    '',
  ].join('\n');

  await page
    .getByRole('navigation', { name: 'أقسام لوحة الإدارة' })
    .getByRole('link', { name: 'التسويات' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'التسويات' })).toBeVisible();
  await page.getByRole('button', { name: 'قالب HTTP' }).click();
  await page.getByRole('button', { name: 'حفظ ربط الأعمدة' }).click();
  await expect(page.getByText('تم حفظ ربط الأعمدة.')).toBeVisible();

  // A file without a mapped column is refused at once, naming it.
  await page.getByLabel('ملف التسوية (CSV)').setInputFiles({
    name: 'no-status.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('reference,msisdn,amount,currency,charged_at\nx,1,1.00,YER,2026-01-01T00:00:00Z\n'),
  });
  await page.getByRole('button', { name: 'رفع ومطابقة' }).click();
  await expect(
    page.getByText('لا يحتوي سطر العناوين في الملف على العمود «status»', { exact: false }),
  ).toBeVisible();

  await page.getByLabel('ملف التسوية (CSV)').setInputFiles({
    name: 'november.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(file),
  });
  await page.getByRole('button', { name: 'رفع ومطابقة' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'november.csv' })).toBeVisible();
  await settled(page);

  const summary = page.getByRole('region', { name: 'الخلاصة' });
  const cards = summary.getByRole('listitem');
  await expect(cards.first()).toContainText('محصّل لدى المشغّل وغير مسجّل لدينا');
  await expect(cards.first()).toContainText('1');
  await expect(cards.filter({ hasText: 'اختلاف في المبلغ' })).toContainText('1');
  await expect(cards.filter({ hasText: 'مطابق' }).last()).toContainText('1');

  const lines = page.getByRole('region', { name: 'الأسطر التي تحتاج إلى متابعة' });
  await expect(lines.getByRole('row').filter({ hasText: unknown })).toContainText(
    'محصّل لدى المشغّل وغير مسجّل لدينا',
  );
  await expect(lines.getByRole('row').filter({ hasText: amountOff.reference })).toContainText(
    'اختلاف في المبلغ',
  );
  expect(await seriousAxeViolations(page)).toEqual([]);

  await lines.getByLabel('المجموعة').selectOption('amount_mismatch');
  await lines.getByRole('button', { name: 'تطبيق التصفية' }).click();
  await expect(lines.getByRole('row').filter({ hasText: unknown })).toHaveCount(0);
  await expect(lines.getByRole('row').filter({ hasText: amountOff.reference })).toHaveCount(1);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'تنزيل التقرير (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^settlement-\d+\.csv$/);

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect([width, overflow]).toEqual([width, 0]);
    if (width === 1280) {
      // On a desktop the lines fit their box: both amounts in view, nothing to scroll sideways.
      const box = page.locator('div[role="region"][aria-label="أسطر التقرير التي تحتاج إلى متابعة"]');
      expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    }
    await screenshot(page, `settlement-report-${width}`);
  }
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The same file again: its first report, said so.
  await page.getByRole('link', { name: 'العودة إلى التسويات' }).click();
  await page.getByLabel('ملف التسوية (CSV)').setInputFiles({
    name: 'november-again.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(file),
  });
  await page.getByRole('button', { name: 'رفع ومطابقة' }).click();
  await expect(page.getByText('استُورد هذا الملف من قبل، وهذا تقريره الأول.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'november.csv' })).toBeVisible();
});

test('the settlements screen reads well at 360 and 1280 px, without serious axe findings', async ({
  page,
}) => {
  await signIn(page);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/settlements');
    await expect(page.getByRole('heading', { level: 1, name: 'التسويات' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'جارٍ التحميل' })).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect([width, overflow]).toEqual([width, 0]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, `settlements-${width}`);
  }
});

test('an upload cut by the server’s time limit says so and how to get past it', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/settlements');
  // Node answers 408 when the body has not arrived whole within HTTP_REQUEST_TIMEOUT_S.
  // The list is read from the same path (GET): only the upload (POST) is cut.
  await page.route(
    (url) => isCallTo(url.href, 'adminUploadSettlement'),
    (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 408, body: '' }) : route.continue(),
  );
  await page.getByLabel('ملف التسوية (CSV)').setInputFiles({
    name: 'year.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('reference,msisdn,amount,currency,status,charged_at\n'),
  });
  await page.getByRole('button', { name: 'رفع ومطابقة' }).click();
  await expect(page.getByText('انتهت مهلة الرفع قبل أن يصل الملف كاملاً', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'رفع ومطابقة' })).toBeEnabled();
  await expect(page.getByText('تعذّر تحميل البيانات')).toHaveCount(0);
  await screenshot(page, 'settlement-upload-timed-out');
});
