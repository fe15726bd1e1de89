import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpViaApi } from '../../../e2e-support/api';
import { checkBillAsGuest, holdToken, screenshot, waitForScreen } from '../../../e2e-support/portal';

// Finding one's way at 360 px (docs/product.md#navigation): the tab row of the client shell shows
// the current tab, on load and after each navigation, «حسابي» (where the subscription is
// cancelled) included; my bill leads back to the account.
test.use({ serviceWorkers: 'block', viewport: { width: 360, height: 780 } });

const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? '4310'}`;

const tabRow = (page: Page) => page.getByRole('navigation', { name: 'أقسام صرّاف' });

/** The whole of the element lies inside the tab row's visible box (not scrolled out of it). */
async function expectFullyInRow(page: Page, tab: Locator): Promise<void> {
  await expect
    .poll(async () => {
      const row = await tabRow(page).boundingBox();
      const box = await tab.boundingBox();
      if (!row || !box) return false;
      return box.x >= row.x - 1 && box.x + box.width <= row.x + row.width + 1;
    })
    .toBe(true);
}

test('at 360 px the current tab is scrolled into view, on load and after each navigation', async ({
  page,
  request,
}) => {
  const { token } = await signUpViaApi(request);
  await holdToken(page, token);

  // On load, deep in the row: «حسابي», then «اتصل بنا», the last tab.
  await page.goto('/client/profile');
  await waitForScreen(page);
  const account = tabRow(page).getByRole('link', { name: 'حسابي' });
  await expect(account).toHaveAttribute('aria-current', 'page');
  await expectFullyInRow(page, account);
  await screenshot(page, 'navigation-profile-ar');

  await page.goto('/client/contact/us');
  await waitForScreen(page);
  await expectFullyInRow(page, tabRow(page).getByRole('link', { name: 'اتصل بنا' }));

  // After navigating: back to the first tab, then by a link outside the row to a tab far from it.
  await page.goto('/client/home');
  await waitForScreen(page);
  await expectFullyInRow(page, tabRow(page).getByRole('link', { name: 'أسعار اليوم' }));
  await page.getByRole('link', { name: 'فاتورتي' }).click();
  await expect(page).toHaveURL(`${origin}/mybill/information`);
  await waitForScreen(page);

  // My bill leads back to the account; the row then shows «حسابي».
  const back = page.getByRole('link', { name: 'العودة إلى حسابي' });
  await expect(back).toBeVisible();
  await expect(back).toBeInViewport();
  await screenshot(page, 'mybill-information-ar');
  await back.click();
  await expect(page).toHaveURL(`${origin}/client/profile`);
  await waitForScreen(page);
  await expectFullyInRow(page, tabRow(page).getByRole('link', { name: 'حسابي' }));

  // From the row itself, a tab out of view is brought in once chosen.
  await tabRow(page).getByRole('link', { name: 'أسعار اليوم' }).click();
  await expect(page).toHaveURL(`${origin}/client/home`);
  await expectFullyInRow(page, tabRow(page).getByRole('link', { name: 'أسعار اليوم' }));
  await page.goBack();
  await expect(page).toHaveURL(`${origin}/client/profile`);
  await expectFullyInRow(page, tabRow(page).getByRole('link', { name: 'حسابي' }));
});

test('my bill after a guest bill check leads back to the landing page, not to an account', async ({
  page,
  request,
}) => {
  const { msisdn } = await signUpViaApi(request);
  await page.context().clearCookies();
  await checkBillAsGuest(page, request, msisdn);
  await expect(page).toHaveURL(`${origin}/mybill/information`);
  await waitForScreen(page);

  // A bill check is not a sign-in (docs/adr/0007-a-bill-token-is-not-a-client-session.md).
  await expect(page.getByRole('link', { name: 'العودة إلى حسابي' })).toHaveCount(0);
  await page.getByRole('link', { name: 'العمليات' }).click();
  await waitForScreen(page);
  await page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }).click();
  await expect(page).toHaveURL(`${origin}/`);
});
