import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signUpViaApi } from '../../../e2e-support/api';
import { checkBillAsGuest, holdToken, screenshot, waitForScreen } from '../../../e2e-support/portal';
import { sharedImage, stubShare } from './support/share';

// One clock (docs/design.md#one-clock): the portal writes every time in the service's zone
// (Asia/Aden here), whatever the phone's, and names it («بتوقيت اليمن») when the phone's clock
// would read otherwise. The share card always names it: whoever receives it may be anywhere.
test.use({ serviceWorkers: 'block' });

const LABEL = 'بتوقيت اليمن';

/** An instant as the portal writes it in Aden: Arabic words, Latin digits (the default). */
function adenText(page: Page, iso: string): Promise<string> {
  return page.evaluate(
    (at) =>
      new Intl.DateTimeFormat('ar', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Aden',
        numberingSystem: 'latn',
      }).format(new Date(at)),
    iso,
  );
}

/** Home's «آخر تحديث» time: its instant, and what the screen writes for it. */
async function homeUpdateTime(page: Page) {
  const time = page.getByText('آخر تحديث:').locator('time');
  await expect(time).toBeVisible();
  const iso = (await time.getAttribute('datetime'))!;
  return { time, iso, aden: await adenText(page, iso) };
}

/** Signs a subscriber up and opens client.home with the token held and the share sheet stubbed. */
async function openHomeToShare(page: Page, request: APIRequestContext) {
  const { token } = await signUpViaApi(request);
  await holdToken(page, token);
  await stubShare(page, { canShare: true });
  await page.goto('/client/home');
  await waitForScreen(page);
}

for (const timezoneId of ['UTC', 'America/New_York']) {
  test.describe(`on a phone set to ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('home writes the latest rate’s time in Aden, «بتوقيت اليمن», and so does the share card', async ({
      page,
      request,
    }) => {
      await openHomeToShare(page, request);
      // The phone's own clock is elsewhere: the page is not in Aden's zone.
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);

      const { time, aden } = await homeUpdateTime(page);
      await expect(time).toHaveText(`${aden} ${LABEL}`);

      await page.getByRole('button', { name: 'مشاركة', exact: true }).click();
      const card = await sharedImage(page);
      expect(card.text).toContain(`آخر تحديث: ${aden} ${LABEL}`);

      if (timezoneId === 'UTC') {
        await page.setViewportSize({ width: 360, height: 740 });
        await waitForScreen(page);
        // Kept for review (docs/images/screens/home-clock-ar.png is this screen).
        await screenshot(page, 'home-clock-ar');
      }
    });

    test('my bill writes the charge’s time in Aden, «بتوقيت اليمن»', async ({ page, request }) => {
      const { msisdn } = await signUpViaApi(request);
      await checkBillAsGuest(page, request, msisdn);
      await expect(page).toHaveURL(/\/mybill\/information$/);
      await waitForScreen(page);
      await page.getByRole('link', { name: 'العمليات' }).click();
      await waitForScreen(page);
      const time = page.getByTestId('transaction').first().locator('time');
      const iso = (await time.getAttribute('datetime'))!;
      await expect(time).toHaveText(`${await adenText(page, iso)} ${LABEL}`);
    });
  });
}

test.describe('on a phone already on Yemen’s clock', () => {
  test.use({ timezoneId: 'Asia/Riyadh' });

  test('home writes the same time without naming the zone; the share card still names it', async ({
    page,
    request,
  }) => {
    await openHomeToShare(page, request);
    const { time, aden } = await homeUpdateTime(page);
    await expect(time).toHaveText(aden);
    await page.getByRole('button', { name: 'مشاركة', exact: true }).click();
    expect((await sharedImage(page)).text).toContain(`آخر تحديث: ${aden} ${LABEL}`);
  });
});
