// Screenshots of the portal's screens at 360 px, in Arabic and in English, for docs/product.md
// (docs/product.md#screens). It builds and starts nothing: run it against a running server that
// is not in production mode (it signs a new number in through the dev SMS outbox, as
// scripts/portal-budget.mjs does).
//
//   node scripts/screenshots.mjs [--base-url http://127.0.0.1:3000] [--out docs/images/screens]
//                                [--screens landing,home,converter,…] [--langs ar,en]
//
// Each screen is saved as <screen>-<lang>.png, 360 px wide, the whole page, as a small palette PNG. Add a screen to
// SCREENS below; CHROME_PATH picks the browser (default /usr/bin/chromium).
// Functions passed to page.evaluate run in the browser.
/* global document, window, Image */
import { mkdirSync, writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROME_FLAGS, chromePath } from './lib/chromium.mjs';
import { commandLine, portalUrl } from './lib/command-line.mjs';
import { signInNewNumber } from './lib/dev-sign-in.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { option } = commandLine();
const baseUrl = portalUrl(option);
const outDir = path.resolve(root, option('--out', 'docs/images/screens'));

/**
 * Screen name → path, whether it needs a signed-in subscriber, the button to press first (by its
 * name in each language) or a code step to start and reload, and for a part of a screen the
 * element to picture (the subscription management is a section of the profile screen).
 */
const SCREENS = {
  landing: { path: '/', signedIn: false },
  // The sign-in's code step as a reload brings it back: the code field and the resend countdown.
  'sign-in-code': { path: '/', signedIn: false, codeStepReloaded: true, element: '#sign-in' },
  plans: { path: '/client/subscription-list', signedIn: false },
  mybill: { path: '/mybill', signedIn: false },
  home: { path: '/client/home', signedIn: true },
  converter: { path: '/client/currencyConverter', signedIn: true },
  alerts: { path: '/client/alerts', signedIn: true },
  profile: { path: '/client/profile', signedIn: true },
  subscription: {
    path: '/client/profile',
    signedIn: true,
    element: 'section[aria-labelledby="subscription-title"]',
  },
  contact: { path: '/client/contact/us', signedIn: true },
  // The rate card as a browser that cannot share files offers it: the download and WhatsApp dialog.
  share: { path: '/client/home', signedIn: true, press: { ar: 'مشاركة', en: 'Share' }, element: 'dialog' },
  news: { path: '/client/news', signedIn: true },
  sources: { path: '/client/priceSources', signedIn: true },
  companies: { path: '/client/exchange/companies', signedIn: true },
};
const DEFAULT_SCREENS = [
  'landing',
  'sign-in-code',
  'home',
  'share',
  'converter',
  'alerts',
  'profile',
  'subscription',
  'contact',
];
const screens = option('--screens', DEFAULT_SCREENS.join(',')).split(',').filter(Boolean);
const languages = option('--langs', 'ar,en').split(',').filter(Boolean);
for (const name of screens) if (!SCREENS[name]) throw new Error(`Unknown screen "${name}": see SCREENS`);

/** The rendered screen: an h1, the overlay gone, the network quiet, no skeleton left. */
async function waitForScreen(page) {
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[data-testid="loading-state"]'), null, {
    timeout: 15_000,
  });
  await page.evaluate(() => document.fonts.ready);
}

/** 6 × 7 × 6 levels of red, green and blue: 252 colours, enough for text and flat colours. */
const LEVELS = [6, 7, 6];

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * RGBA pixels as an 8-bit palette PNG: each pixel to the nearest of the LEVELS colours, rows
 * deflated at level 9. A screen of text and flat colours loses nothing a reader notices, and the
 * file is a third of the browser's own RGBA PNG (no image tool to install).
 */
function palettePng(width, height, rgba) {
  const [nr, ng, nb] = LEVELS;
  const level = (value, count) => Math.round((value / 255) * (count - 1));
  const palette = Buffer.alloc(nr * ng * nb * 3);
  for (let r = 0; r < nr; r += 1)
    for (let g = 0; g < ng; g += 1)
      for (let b = 0; b < nb; b += 1) {
        const at = ((r * ng + g) * nb + b) * 3;
        palette[at] = Math.round((r * 255) / (nr - 1));
        palette[at + 1] = Math.round((g * 255) / (ng - 1));
        palette[at + 2] = Math.round((b * 255) / (nb - 1));
      }
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    rows[y * (width + 1)] = 0; // no filter: indices of flat colours deflate well as they are
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      const index = (level(rgba[at], nr) * ng + level(rgba[at + 1], ng)) * nb + level(rgba[at + 2], nb);
      rows[y * (width + 1) + 1 + x] = index;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 3; // colour type: palette
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', palette),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The page (or one element of it) as a palette PNG; the browser decodes its own screenshot. */
async function smallPng(page, file, element) {
  const raw = element
    ? await page.locator(element).first().screenshot({ type: 'png' })
    : await page.screenshot({ fullPage: true, type: 'png' });
  const { width, height, pixels } = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let binary = '';
    for (let i = 0; i < data.length; i += 0x8000)
      binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return { width: image.width, height: image.height, pixels: btoa(binary) };
  }, raw.toString('base64'));
  writeFileSync(file, palettePng(width, height, Buffer.from(pixels, 'base64')));
}

const needsToken = screens.some((name) => SCREENS[name].signedIn);
const token = needsToken ? await signInNewNumber(baseUrl) : null;
const browser = await chromium.launch({
  executablePath: chromePath(),
  args: CHROME_FLAGS,
});
mkdirSync(outDir, { recursive: true });
try {
  for (const language of languages) {
    // A guest and a subscriber per language: the language (client-lang) and the token are in
    // local storage before any of the portal's scripts run. The canvas reads a data: image, which
    // the portal's CSP would refuse: bypassed for the picture only.
    const pages = {};
    for (const signedIn of [false, true]) {
      if (signedIn && !token) continue;
      const context = await browser.newContext({
        viewport: { width: 360, height: 740 },
        deviceScaleFactor: 1,
        locale: language,
        bypassCSP: true,
        serviceWorkers: 'block',
      });
      await context.addInitScript(
        ([lang, held]) => {
          window.localStorage.setItem('client-lang', lang);
          if (held) window.localStorage.setItem('client-token', held);
          // As on a desktop browser: no file sharing, so «مشاركة» opens the fallback dialog.
          Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
        },
        [language, signedIn ? token : null],
      );
      pages[signedIn] = await context.newPage();
    }
    for (const name of screens) {
      const screen = SCREENS[name];
      const page = pages[screen.signedIn];
      await page.goto(`${baseUrl}${screen.path}`);
      await waitForScreen(page);
      if (screen.codeStepReloaded) {
        // A fresh number: a code goes out, then the page is reloaded while the step waits.
        const number = `77${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
        await page.locator('#sign-in input[name="msisdn"]').fill(number);
        await page.locator('#sign-in button[type="submit"]').click();
        await page.getByTestId('resend-countdown').waitFor({ state: 'visible', timeout: 15_000 });
        await page.reload();
        await waitForScreen(page);
        await page.getByTestId('resend-countdown').waitFor({ state: 'visible', timeout: 15_000 });
      }
      if (screen.press) {
        await page.getByRole('button', { name: screen.press[language], exact: true }).first().click();
        await page.locator(screen.element).first().waitFor({ state: 'visible', timeout: 15_000 });
      }
      const file = path.join(outDir, `${name}-${language}.png`);
      await smallPng(page, file, screen.element);
      console.log(`  ${path.relative(root, file)}`);
    }
    for (const page of Object.values(pages)) await page.context().close();
  }
} finally {
  await browser.close();
}
