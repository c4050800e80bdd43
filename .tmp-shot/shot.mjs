import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const js of [true, false]) {
  const ctx = await b.newContext({ javaScriptEnabled: js });
  const p = await ctx.newPage();
  const r = await p.goto(process.argv[2], { waitUntil: 'networkidle' });
  await p.waitForTimeout(500);
  console.log(js ? 'js' : 'nojs', r.status(), JSON.stringify((await p.locator('body').innerText()).slice(0, 300)));
  await p.screenshot({ path: `/tmp/shot-${js}.png` });
}
await b.close();
