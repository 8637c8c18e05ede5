import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
const [, , file, chunkArg, ...rest] = process.argv;
const chunk = Number(chunkArg ?? 1400);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const page = await browser.newPage();
const data = readFileSync(file).toString('base64');
await page.setContent(`<body style="margin:0"><img id="i" src="data:image/png;base64,${data}"></body>`);
const { w, h } = await page.evaluate(() => { const i = document.getElementById('i'); return { w: i.naturalWidth, h: i.naturalHeight }; });
await page.setViewportSize({ width: w, height: Math.min(h, chunk) });
const base = file.split('/').pop().replace('.png', '');
let n = 0;
for (let y = 0; y < h; y += chunk) {
  const out = `/tmp/crops/${base}-${n++}.png`;
  await page.screenshot({ path: out, fullPage: true, clip: { x: 0, y, width: w, height: Math.min(chunk, h - y) } });
  console.log(out);
}
await browser.close();
