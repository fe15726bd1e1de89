import { expect, test } from '@playwright/test';
import { signUpViaApi } from '../../../e2e-support/api';
import { screenshot, signIn } from './support/admin';
import { okApi } from '../../../e2e-support/api-request';

// One clock (docs/design.md#one-clock): the back office counts its days and writes its times in
// the service's zone (Asia/Aden here), whatever the browser's, and names it where they differ.
test.use({ timezoneId: 'America/New_York' });

const LABEL = 'بتوقيت اليمن';
const adenDay = (at: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Aden' }).format(at);

test('a New York browser reads revenue per Aden day, and every time in Aden named so', async ({
  page,
  request,
}) => {
  await signUpViaApi(request);
  await okApi(request, 'runDevRevenueSummarize');
  await signIn(page);

  // Today's charges on the dashboard are Aden's day's, and say so.
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: `عمليات الخصم اليوم (${LABEL})` })).toBeVisible();

  // The last 7 days end on Aden's today, not New York's, and today's row carries the charge.
  await page.goto('/admin/revenue?days=7');
  await expect(page.getByText(`الأيام ${LABEL}.`)).toBeVisible();
  const today = adenDay();
  const attempts = page.getByRole('figure').filter({ hasText: 'محاولات الخصم: الناجحة والفاشلة' });
  await attempts.getByText('الأرقام يوماً بيوم').click();
  const row = attempts.getByRole('row').filter({ hasText: today });
  await expect(row).toHaveCount(1);
  expect(Number(await row.getByRole('cell').nth(1).textContent())).toBeGreaterThanOrEqual(1);
  await expect(page.getByText(/آخر تحديث للملخصات: .*بتوقيت اليمن/)).toBeVisible();

  // The ledger's newest charge at its Aden time.
  const newest = (
    await okApi(page.request, 'adminListTransactions', { query: { kind: 'charge', per_page: 1 } })
  ).data[0]!;
  const aden = await page.evaluate(
    (at) =>
      new Intl.DateTimeFormat('ar-u-nu-latn', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Aden',
      }).format(new Date(at)),
    newest.created_at,
  );
  await page.goto('/admin/transactions');
  await expect(page.getByRole('cell', { name: `${aden} ${LABEL}` }).first()).toBeVisible();
  await screenshot(page, 'transactions-clock-1280');
});
