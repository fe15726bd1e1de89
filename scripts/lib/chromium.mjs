import { existsSync } from 'node:fs';

/** Debian's Chromium, never a downloaded browser (docs/design.md#stack); CHROME_PATH picks another. */
export const chromePath = () => process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Debian's package `chromium-headless-shell`: the same engine without the desktop browser's UI. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the measuring scripts load the portal in (docs/benchmarks.md#the-measuring-browser):
 * CHROME_PATH when set, else Debian's headless shell when installed, else Debian's Chromium.
 * Headless Chromium is the desktop browser drawn off-screen: while a page loads, its browser
 * process lays out and paints the window's toolbar and tab strip every frame, 310 to 400 ms of CPU
 * per cold load of home, more than the page's own renderer, on the same 2 cores. A phone does
 * that on cores of its own; the shell has no such UI. The browser tests and the screenshots
 * keep Chromium (`chromePath`): they check what the portal does, not how long it takes.
 */
export const measuringChromePath = () =>
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromePath());

/** One line for a report's header: which browser measured, and what a missing shell means. */
export function measuringBrowserLine() {
  const browser = measuringChromePath();
  const fellBack = !process.env.CHROME_PATH && browser !== HEADLESS_SHELL;
  return fellBack
    ? `browser: ${browser} (no ${HEADLESS_SHELL}: \`apt-get install chromium-headless-shell\`; ` +
        `figures with the desktop UI's own work on the same cores are slower and spread more)`
    : `browser: ${browser}`;
}

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
 * The headless shell has no omnibox and ignores it.
 */
const NO_OMNIBOX_POPUP = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup';

/** Launch options for puppeteer-core (the Lighthouse and trace scripts): the measuring browser. */
export const launchOptions = () => ({
  executablePath: measuringChromePath(),
  args: [...CHROME_FLAGS, NO_OMNIBOX_POPUP],
  headless: true,
});
