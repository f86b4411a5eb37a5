// Renders templates/og.html to public/og/lxera-og.png (1200x630) with headless
// Chromium, then shrinks it with pngquant when that is installed.
import { mkdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launchBrowser } from './lib/chromium.mjs';
import { hasCommand, run } from './lib/run.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '..', '..', 'public', 'og');
const outFile = join(outDir, 'lxera-og.png');

mkdirSync(outDir, { recursive: true });
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
  await page.goto(pathToFileURL(join(here, 'templates', 'og.html')).href);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: outFile, type: 'png' });
} finally {
  await browser.close();
}

if (hasCommand('pngquant')) {
  // 256 colours is plenty for smooth gradients once pngquant dithers them.
  const tmp = `${outFile}.tmp.png`;
  run('pngquant', ['--quality=70-95', '--speed=1', '--strip', '--force', '--output', tmp, outFile]);
  renameSync(tmp, outFile);
}
console.log(`${outFile}: ${statSync(outFile).size} bytes`);
