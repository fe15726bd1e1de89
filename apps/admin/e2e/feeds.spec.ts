import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { screenshot, seriousAxeViolations, signIn } from './support/admin';
import { okApi } from '../../../e2e-support/api-request';

// An editor sets up a JSON feed for a price source in «الخلاصات», tries it (nothing published),
// saves it and fetches it now: the value within the guard is published, the status says so.

test.use({ bypassCSP: true });

test('a feed set up, tried, saved and fetched from the back office', async ({ page }) => {
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'أقسام لوحة الإدارة' })
    .getByRole('link', { name: 'الخلاصات' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'الخلاصات' })).toBeVisible();

  const picker = page.getByRole('form', { name: 'خلاصة جديدة لمصدر' });
  await picker.getByLabel('خلاصة جديدة لمصدر').selectOption({ index: 1 });
  const sourceId = await picker.getByLabel('خلاصة جديدة لمصدر').inputValue();
  // The feed quotes USD 1 % above the source's live rate: within the 5 % guard.
  const grid = await okApi(page.request, 'adminGetRateGrid', { query: { source_id: Number(sourceId) } });
  const usd = grid.data.rows.find((row) => row.code === 'USD')!;
  const buy = (Number(usd.last_buy) * 1.01).toFixed(2);
  const sell = (Number(usd.last_sell) * 1.01).toFixed(2);
  let apiKey: string | undefined;
  const feedServer = createServer((request, response) => {
    apiKey = request.headers['x-api-key'] as string | undefined;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        data: [
          { iso: 'USD', bid: buy, ask: sell },
          { iso: 'QQQ', bid: '1', ask: '2' },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/rates.json`;

  try {
    await picker.getByRole('button', { name: 'إعداد الخلاصة' }).click();
    const form = page.getByRole('form', { name: /^خلاصة / });
    await form.getByLabel('الرابط').fill(url);
    await form.getByLabel('مسار العناصر').fill('data');
    await form.getByLabel('رمز العملة').fill('iso');
    await form.getByLabel('الشراء').fill('bid');
    await form.getByLabel('البيع').fill('ask');
    await form.getByRole('button', { name: 'إضافة ترويسة' }).click();
    await form.getByLabel('اسم الترويسة').fill('X-Api-Key');
    await form.getByLabel('القيمة').fill('e2e-secret-9876');
    await form.getByRole('button', { name: 'تجربة الجلب' }).click();
    const preview = form.getByRole('status');
    await expect(preview).toContainText('قيم صالحة: 1 · أسطر متخطاة: 1');
    await expect(preview).toContainText(buy);
    await expect(preview).toContainText('عملة غير موجودة في الدليل');
    expect(apiKey).toBe('e2e-secret-9876');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-feed-form-1280');

    await form.getByRole('button', { name: 'حفظ الخلاصة' }).click();
    await expect(page.getByText('تم حفظ الخلاصة، وستُجلب الآن ثم حسب الجدول.')).toBeVisible();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'جلب الآن' }) })
      .first();
    await row.getByRole('button', { name: 'جلب الآن' }).click();
    await expect(page.getByText('تم جلب الخلاصة.')).toBeVisible();
    await expect(row).toContainText('تعمل');
    expect(await page.content()).not.toContain('e2e-secret-9876');
    expect(await seriousAxeViolations(page)).toEqual([]);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await screenshot(page, `admin-feeds-${width}`);
    }
    const after = await okApi(page.request, 'adminGetRateGrid', { query: { source_id: Number(sourceId) } });
    const published = after.data.rows.find((r) => r.code === 'USD')!;
    expect(Number(published.last_buy)).toBe(Number(buy));

    // Removed again, so other specs see the source as before.
    await row.getByRole('button', { name: 'تعديل' }).click();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'حذف الخلاصة' }).click();
    await expect(page.getByText('لا توجد خلاصات بعد.')).toBeVisible();
  } finally {
    feedServer.close();
  }
});
