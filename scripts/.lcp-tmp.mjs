import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
await page.addInitScript(() => {
  window.__log = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__log.push(`LCP ${Math.round(e.startTime)} ${e.element?.tagName}.${e.element?.className} ${e.size} ${e.element?.textContent?.slice(0,30)}`); }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__log.push(`${e.name} ${Math.round(e.startTime)}`); }).observe({ type: 'paint', buffered: true });
  const mo2 = new MutationObserver(() => { const el = document.getElementById('landing-title'); if (el && !window.__seen) { window.__seen = 1; window.__log.push(`landing-title inserted ${Math.round(performance.now())}`); } if (!document.querySelector('[data-testid=loading-overlay]') && window.__ov && !window.__ovGone) { window.__ovGone=1; window.__log.push(`overlay gone ${Math.round(performance.now())}`);} if (document.querySelector('[data-testid=loading-overlay]')) window.__ov=1; });
  document.addEventListener('DOMContentLoaded', () => mo2.observe(document.body, { childList: true, subtree: true }));
  const mo = new MutationObserver((records) => { for (const r of records) for (const n of r.removedNodes) if (n.nodeType===1 && (n.id==='root'||n.querySelector?.('#landing-title')||n.id==='landing-title')) window.__log.push(`removed ${n.tagName}#${n.id} ${Math.round(performance.now())}`); });
  document.addEventListener('DOMContentLoaded', () => mo.observe(document.body, { childList: true, subtree: true }));
});
page.on('requestfinished', (r) => { if (r.url().includes('/assets/')) console.log('req done', r.url().split('/').pop(), Math.round(r.timing().responseEnd)); });
await page.goto('http://127.0.0.1:3000/');
await page.waitForTimeout(3000);
console.log((await page.evaluate(() => window.__log)).join('\n'));
await browser.close();
