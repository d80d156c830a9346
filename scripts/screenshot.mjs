// Takes screenshots of pages of a running Lexora, for looking at what we build.
//   node scripts/screenshot.mjs http://localhost:3000/login out.png [--width=390] [--dark] [--full]
import { chromium } from 'playwright-core';

const [url, out = 'screenshot.png', ...flags] = process.argv.slice(2);
if (!url) {
  console.error(
    'usage: node scripts/screenshot.mjs URL OUT.png [--width=N] [--height=N] [--dark] [--full] [--wait=MS]',
  );
  process.exit(2);
}
const option = (name, fallback) => {
  const flag = flags.find((f) => f.startsWith(`--${name}=`));
  return flag ? Number(flag.split('=')[1]) : fallback;
};
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
const context = await browser.newContext({
  viewport: { width: option('width', 1280), height: option('height', 800) },
  colorScheme: flags.includes('--dark') ? 'dark' : 'light',
});
const page = await context.newPage();
page.on('pageerror', (e) => console.error('page error:', e.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(option('wait', 300));
await page.screenshot({ path: out, fullPage: flags.includes('--full') });
await browser.close();
console.log(`saved ${out}`);
