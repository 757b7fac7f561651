import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const shots = [['/ja', 'm'], ['/ko/schmuck/ringe', 'd'], ['/zh-hans/produkte/10-1001-flora', 'm'], ['/service/kontakt', 'd']];
const errors = [];
for (const [path, kind] of shots) {
  const ctx = await browser.newContext(kind === 'm' ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } : { viewport: { width: 1366, height: 900 } });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`${path}: ${m.text()}`); });
  await page.goto('http://localhost:3100' + path, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `/tmp/probes/shot-${path.replace(/\//g, '_')}.png` });
  await ctx.close();
}
console.log(errors.join('\n') || 'no console errors');
await browser.close();
