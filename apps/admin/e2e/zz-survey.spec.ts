import { test } from '@playwright/test';
import { signUpViaApi } from '../../web/e2e/support/api';
import { signIn } from './support/admin';

test.use({ bypassCSP: true });
test('survey', async ({ page, request }) => {
  test.setTimeout(600_000);
  await signUpViaApi(request);
  await signUpViaApi(request);
  await signIn(page);
  const paths = ['/admin/dashboard', '/admin/subscribers', '/admin/transactions', '/admin/sms', '/admin/audit-log', '/admin/channels', '/admin/settlements', '/admin/revenue', '/admin/users', '/admin/contact-messages', '/admin/rates', '/admin/plans', '/admin/partner-keys', '/admin/feeds', '/admin/rate-reviews', '/admin/currencies', '/admin/price-sources', '/admin/companies', '/admin/company-phones', '/admin/news'];
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      await page.waitForTimeout(1500);
      const info = await page.evaluate(() => ({ title: document.title, sw: document.documentElement.scrollWidth, regions: [...document.querySelectorAll('[role=region]')].map((r) => `${r.getAttribute('aria-label')}: ${r.scrollWidth}/${r.clientWidth}`) }));
      console.log(width, path, JSON.stringify(info));
      await page.screenshot({ path: `/tmp/survey/${path.split('/').pop()}-${width}.png`, fullPage: width === 360 ? false : true });
    }
  }
  await page.goto('/admin/subscribers');
  await page.getByRole('link').filter({ hasText: /^967/ }).first().click();
  await page.waitForTimeout(1500);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `/tmp/survey/subscriber-1280.png`, fullPage: true });
});
