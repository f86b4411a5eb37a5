// Launches Debian's headless Chromium through playwright-core (already a dev
// dependency), so one browser renders many frames instead of one process per frame.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function chromiumPath() {
  const found = CANDIDATES.find((path) => path && existsSync(path));
  if (!found) throw new Error('Chromium not found: apt-get install chromium, or set CHROMIUM_PATH');
  return found;
}

export async function launchBrowser() {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none', '--hide-scrollbars'],
  });
}
