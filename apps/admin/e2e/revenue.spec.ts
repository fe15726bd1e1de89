import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { randomMsisdn, signUpViaApi } from '../../../e2e-support/api';
import { screenshot, seriousAxeViolations, signIn } from './support/admin';
import { okApi } from '../../../e2e-support/api-request';

// The revenue dashboard: charges made through the portal's API, summarized by the job's own run,
// read on «الإيرادات» against the ledger as the back office's transactions API lists it.

test.use({ bypassCSP: true });

/** A day of the service's zone (TIME_ZONE, Asia/Aden in the e2e server), as the summaries count it. */
const adenDay = (at: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Aden' }).format(at);

/** A number of the block the e2e server's simulated gateway declines (scripts/e2e-server.mjs). */
const brokeNumber = () => randomMsisdn('73');

interface LedgerRow {
  amount_minor: number;
  currency: string;
  created_at: string;
  reason: string | null;
}

/** Every charge of a status in the ledger, all pages. */
async function ledgerCharges(page: Page, status: 'succeeded' | 'failed'): Promise<LedgerRow[]> {
  const rows: LedgerRow[] = [];
  for (let number = 1; ; number++) {
    const body = await okApi(page.request, 'adminListTransactions', {
      query: { kind: 'charge', status, per_page: 100, page: number },
    });
    rows.push(...body.data);
    if (number >= body.meta.last_page) return rows;
  }
}

async function summarize(request: APIRequestContext) {
  await okApi(request, 'runDevRevenueSummarize');
}

/** The cells of a day's row in the table folded under a chart. */
async function dayRow(chart: Locator, day: string): Promise<Locator> {
  await chart.getByText('الأرقام يوماً بيوم').click();
  const row = chart.getByRole('row').filter({ hasText: day });
  await expect(row).toHaveCount(1);
  return row;
}

/** What the screen writes for an amount (lib/format.ts formatMoney), from the browser's own Intl. */
function moneyText(page: Page, minor: number, currency: string): Promise<string> {
  return page.evaluate(
    ([amount, code]) =>
      new Intl.NumberFormat('ar-u-nu-latn', {
        style: 'currency',
        currency: code,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(amount / 100),
    [minor, currency] as const,
  );
}

test('an admin reads the day’s charges, failures and plans on «الإيرادات», matching the ledger', async ({
  page,
  request,
}) => {
  await signUpViaApi(request);
  await signUpViaApi(request);
  // Declined by the gateway: a failed first charge with its reason.
  await signUpViaApi(request, brokeNumber());
  await summarize(request);

  await signIn(page);
  const today = adenDay();
  const isToday = (row: LedgerRow) => adenDay(new Date(row.created_at)) === today;
  const succeeded = (await ledgerCharges(page, 'succeeded')).filter(isToday);
  const failed = (await ledgerCharges(page, 'failed')).filter(isToday);
  expect(succeeded.length).toBeGreaterThanOrEqual(2);
  expect(failed.length).toBeGreaterThanOrEqual(1);
  // The e2e gateway is YER-priced like the demo plans; the screen's main currency is YER.
  const currency = succeeded[0]!.currency;
  const gross = succeeded
    .filter((row) => row.currency === currency)
    .reduce((total, row) => total + row.amount_minor, 0);

  await page
    .getByRole('navigation', { name: 'أقسام لوحة الإدارة' })
    .getByRole('link', { name: 'الإيرادات' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'الإيرادات' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'آخر 30 يوماً' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('آخر تحديث للملخصات', { exact: false })).toBeVisible();

  // Every chart is drawn, with a name for screen readers.
  const charts = page.getByRole('figure');
  await expect(charts).toHaveCount(7);
  await expect(page.locator('figure svg[role="img"]')).toHaveCount(5);
  // The name says the figures: in digits, or, for one and two, in the words Arabic counts them with
  // («اشتراكان جديدان»), as a fresh database with two subscriptions shows.
  for (const svg of await page.locator('figure svg[role="img"]').all()) {
    await expect(svg).toHaveAttribute('aria-label', /\d|واحد|ان(?:\s|\.|$)/);
  }
  // Today's bars are drawn (a day with nothing draws no bar: cancellations may have none).
  for (const title of ['المحصّل يومياً', 'محاولات الخصم: الناجحة والفاشلة', 'الاشتراكات الجديدة']) {
    const bars = charts.filter({ hasText: title }).locator('svg[role="img"] rect');
    expect(await bars.count(), title).toBeGreaterThan(0);
  }
  await expect(charts.filter({ hasText: 'في نهاية كل يوم' }).locator('svg polyline')).toHaveCount(1);

  // The headline, without opening anything: the success rate over every attempt.
  const headline = page.getByRole('region', { name: 'خلاصة الفترة' });
  await expect(headline).toContainText(`${succeeded.length} ناجحة، ${failed.length} فاشلة`);

  const money = charts.filter({ hasText: `المحصّل يومياً (${currency})` });
  await expect(await dayRow(money, today)).toContainText(await moneyText(page, gross, currency));

  const attempts = charts.filter({ hasText: 'محاولات الخصم: الناجحة والفاشلة' });
  const attemptsToday = (await dayRow(attempts, today)).getByRole('cell');
  await expect(attemptsToday.nth(1)).toHaveText(String(succeeded.length));
  await expect(attemptsToday.nth(2)).toHaveText(String(failed.length));

  const reasons = charts.filter({ hasText: 'أسباب فشل الخصم' });
  const insufficient = failed.filter((row) => row.reason === 'insufficient_balance').length;
  await expect(reasons.getByRole('row').filter({ hasText: 'الرصيد غير كافٍ' })).toContainText(
    String(insufficient),
  );

  const plans = charts.filter({ hasText: 'المشتركون الفعّالون حسب الباقة' });
  await expect(plans.getByRole('row')).not.toHaveCount(1);

  const months = page.getByRole('region', { name: 'حال التسوية لكل شهر تلمسه الفترة' });
  await expect(months.getByRole('row').filter({ hasText: today.slice(0, 7) })).toHaveCount(1);

  expect(await seriousAxeViolations(page)).toEqual([]);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect([width, overflow]).toEqual([width, 0]);
    await screenshot(page, `revenue-${width}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
  }

  // Another period: the last 7 days, in the address too.
  await page.getByRole('button', { name: 'آخر 7 أيام' }).click();
  await expect(page).toHaveURL(/days=7/);
  await expect(attempts).toBeVisible();
});

test('a period without charges says so, and a failed load offers a retry', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/revenue?from=2001-01-01&to=2001-01-31');
  await expect(page.getByText('لا توجد عمليات خصم في هذه الفترة بعد.')).toBeVisible();
  await expect(page.getByRole('figure')).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The network is down (the query's own retries fail too): the error state; back up, the retry loads.
  let offline = true;
  await page.route('**/api/admin/revenue?*', (route) =>
    offline ? route.abort('connectionfailed') : route.continue(),
  );
  await page.goto('/admin/revenue?days=90');
  await expect(page.getByRole('alert')).toContainText('تعذّر تحميل البيانات', { timeout: 15_000 });
  offline = false;
  await page.getByRole('button', { name: 'إعادة المحاولة' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /آخر 90/ })).toHaveAttribute('aria-pressed', 'true');
});
