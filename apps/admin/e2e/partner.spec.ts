import { expect, test } from '@playwright/test';
import { screenshot, seriousAxeViolations, signIn } from './support/admin';
import { callApi, okApi, readOk } from '../../../e2e-support/api-request';

// An admin makes a partner key (shown once), the partner pushes a move beyond the guard with it,
// and an editor's keyboard approves it in «مراجعة الأسعار», which publishes it.

test.use({ bypassCSP: true });

test('a key made once, a held push approved with the keyboard, the key revoked', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'أقسام لوحة الإدارة' })
    .getByRole('link', { name: 'مفاتيح الشركاء' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'مفاتيح الشركاء' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const form = page.getByRole('form', { name: 'مفتاح جديد' });
  await form.getByLabel('مصدر الأسعار').selectOption({ index: 1 });
  await form.getByLabel('اسم المفتاح').fill('خادم صرافة الاختبار');
  await form.getByRole('button', { name: 'إنشاء المفتاح' }).click();

  const panel = page.getByRole('region', { name: /المفتاح الجديد/ });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('alert')).toContainText('هذه هي المرة الوحيدة التي يظهر فيها');
  const key = await panel.getByLabel('المفتاح').inputValue();
  expect(key).toMatch(/^srf_live_[A-Za-z0-9_-]{43}$/);
  await panel.getByRole('button', { name: 'نسخ المفتاح' }).click();
  await expect(page.getByText('تم نسخ المفتاح.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  const keyRow = page.getByRole('row').filter({ hasText: 'خادم صرافة الاختبار' });
  await expect(keyRow).toContainText(key.slice(0, 13));
  await expect(keyRow).toContainText('فعّال');
  expect(await seriousAxeViolations(page)).toEqual([]);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await screenshot(page, `admin-partner-key-created-${width}`);
  }
  await panel.getByRole('button', { name: 'نسختُ المفتاح' }).click();
  await expect(panel).toBeHidden();
  // Shown once: gone from the page, and the list never had it.
  expect(await page.content()).not.toContain(key);

  // The partner reads its source and pushes USD half again as high: beyond the 5 % guard.
  const authorization = { authorization: `Bearer ${key}` };
  const feed = await okApi(request, 'partnerReadRates', { headers: authorization });
  if (typeof feed === 'string') throw new Error('expected the JSON feed');
  const usd = feed.data.find((row) => row.currency === 'USD');
  expect(usd).toBeDefined();
  const buy = (Number(usd!.buy) * 1.5).toFixed(2);
  const sell = (Number(usd!.sell) * 1.5).toFixed(2);
  const pushed = await callApi(request, 'partnerPushRates', {
    headers: authorization,
    data: { rates: [{ currency: 'USD', buy, sell }] },
  });
  expect(pushed.status()).toBe(202);
  expect((await readOk('partnerPushRates', pushed)).data.review).toHaveLength(1);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page
    .getByRole('navigation', { name: 'أقسام لوحة الإدارة' })
    .getByRole('link', { name: 'مراجعة الأسعار' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'مراجعة الأسعار' })).toBeVisible();
  const row = page.getByRole('row', { name: /USD/ });
  await expect(row).toContainText(`${buy} / ${sell}`);
  await expect(row).toContainText(`${usd!.buy} / ${usd!.sell}`);
  await expect(row).toContainText('50%');
  await expect(row).toContainText('خادم صرافة الاختبار');
  expect(await seriousAxeViolations(page)).toEqual([]);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await screenshot(page, `admin-rate-reviews-${width}`);
  }

  await row.focus();
  await page.keyboard.press('a');
  await expect(page.getByText('تمت الموافقة على السعر ونُشر.')).toBeVisible();
  await expect(page.getByText('لا توجد أسعار تنتظر المراجعة.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const after = await okApi(request, 'partnerReadRates', {
    query: { format: 'json' },
    headers: authorization,
  });
  if (typeof after === 'string') throw new Error('expected the JSON feed');
  const published = after.data.find((r) => r.currency === 'USD');
  expect(Number(published!.buy)).toBe(Number(buy));
  expect(Number(published!.sell)).toBe(Number(sell));

  // Revoked behind a confirmation, and refused at once.
  await page.goto('/admin/partner-keys');
  await page.getByRole('button', { name: 'إلغاء خادم صرافة الاختبار' }).click();
  const dialog = page.getByRole('dialog', { name: 'إلغاء المفتاح «خادم صرافة الاختبار»؟' });
  await dialog.getByRole('button', { name: 'إلغاء المفتاح' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'خادم صرافة الاختبار' })).toContainText('ملغى');
  expect((await callApi(request, 'partnerReadRates', { headers: authorization })).status()).toBe(401);
});
