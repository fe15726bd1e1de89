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

/**
 * No omnibox popup. Headless Chromium 156 loads that piece of its desktop UI
 * (chrome://omnibox-popup.top-chrome) in a renderer of its own at launch: about half a second of
 * CPU over the first 1.5 s, which on two cores competed with the page a script loads right after
 * launching (docs/benchmarks.md#portal-main-thread). No phone has it. Only for puppeteer, which
 * merges a `--disable-features` of ours with its own; Playwright would let ours replace its list.
 */
const NO_OMNIBOX_POPUP = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup';

/** Launch options for puppeteer-core (the Lighthouse and trace scripts): this browser, headless. */
export const launchOptions = () => ({
  executablePath: chromePath(),
  args: [...CHROME_FLAGS, NO_OMNIBOX_POPUP],
  headless: true,
});
