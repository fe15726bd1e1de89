/** Debian's Chromium, never a downloaded browser (docs/design.md#stack); CHROME_PATH picks another. */
export const chromePath = () => process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The flags the measuring scripts start it with: headless, no sandbox (the scripts may run as
 * root), and none of the browser's own traffic, which a closed network refuses.
 */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launch options for puppeteer-core or Playwright: this browser, these flags, headless. */
export const launchOptions = () => ({ executablePath: chromePath(), args: CHROME_FLAGS, headless: true });
