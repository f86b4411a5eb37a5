// `npm run lighthouse`: the public site's performance benchmark (not part of `npm test`). Serves the
// production build on loopback (scripts/serve-dist.mjs, gzip as a static host would), runs Lighthouse's
// default mobile configuration five times per route in Debian's Chromium through Lighthouse's own launcher,
// and prints the median run's scores and metrics against the targets of the public site.
//   npm run build && npm run lighthouse [-- --runs 5 --port 4290 --dir dist --ssr dist-ssr / /pricing …]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
function option(name, fallback) {
  const index = args.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value;
}
const runs = Number(option('runs', '5'));
const port = Number(option('port', '4290'));
const chromePath = option('chrome', process.env.CHROME_PATH ?? '/usr/bin/chromium');
const distDir = option('dir', 'dist');
const ssrDir = option('ssr', 'dist-ssr');
const routes = args.length > 0 ? args : ['/', '/pricing', '/solutions', '/platform/how-it-works', '/resources/blog', '/company/contact'];
const origin = `http://127.0.0.1:${port}`;

const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 1800, tbtMs: 50, cls: 0.02 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const lighthouseBin = path.resolve('node_modules/lighthouse/cli/index.js');

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the static server did not start on ${origin}`);
}

/** One Lighthouse run (default mobile config, simulated throttling) as its JSON report. */
function runLighthouse(url) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lxera-lighthouse-'));
  const output = path.join(dir, 'report.json');
  const result = spawnSync(
    process.execPath,
    [
      lighthouseBin,
      url,
      `--chrome-path=${chromePath}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      `--only-categories=${CATEGORIES.join(',')}`,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
    ],
    { encoding: 'utf8', env: { ...process.env, CHROME_PATH: chromePath } },
  );
  try {
    if (result.status !== 0) throw new Error(`lighthouse failed for ${url}: ${result.stderr || result.stdout}`);
    return JSON.parse(readFileSync(output, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function summarize(report) {
  const audit = (id) => report.audits[id];
  const requests = audit('network-requests')?.details?.items ?? [];
  const scriptBytes = requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const runtimeError = report.runtimeError?.message;
  if (runtimeError) throw new Error(`lighthouse could not load ${report.finalDisplayedUrl}: ${runtimeError}`);
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)])),
    lcpMs: audit('largest-contentful-paint').numericValue,
    tbtMs: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    fcpMs: audit('first-contentful-paint').numericValue,
    scriptBytes,
    failedAudits: report.categories.accessibility.auditRefs
      .concat(report.categories['best-practices'].auditRefs, report.categories.seo.auditRefs)
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The run closest to the median LCP and TBT, as Lighthouse's own median-run helper picks it. */
function medianRun(results) {
  const lcp = median(results.map((r) => r.lcpMs));
  const tbt = median(results.map((r) => r.tbtMs));
  const distance = (r) => Math.hypot((r.lcpMs - lcp) / (lcp || 1), (r.tbtMs - tbt) / (tbt || 1));
  return [...results].sort((a, b) => distance(a) - distance(b))[0];
}

const server = spawn(process.execPath, ['scripts/serve-dist.mjs', '--port', String(port), '--dir', distDir, '--ssr', ssrDir], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
const rows = [];
let missed = 0;
try {
  await waitForServer();
  console.log(`Lighthouse ${JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version}, default mobile config, median of ${runs} runs, ${chromePath}, ${origin}`);
  for (const route of routes) {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(summarize(runLighthouse(`${origin}${route}`)));
    const m = medianRun(results);
    const misses = [
      m.scores.performance < TARGETS.performance && 'performance',
      m.scores.accessibility < TARGETS.accessibility && 'accessibility',
      m.scores['best-practices'] < TARGETS['best-practices'] && 'best-practices',
      m.scores.seo < TARGETS.seo && 'seo',
      m.lcpMs > TARGETS.lcpMs && 'LCP',
      m.tbtMs > TARGETS.tbtMs && 'TBT',
      m.cls > TARGETS.cls && 'CLS',
    ].filter(Boolean);
    missed += misses.length;
    rows.push({ route, ...m, misses });
    console.log(
      `${route.padEnd(28)} perf ${String(m.scores.performance).padStart(3)}  a11y ${String(m.scores.accessibility).padStart(3)}  bp ${String(
        m.scores['best-practices'],
      ).padStart(3)}  seo ${String(m.scores.seo).padStart(3)}  FCP ${(m.fcpMs / 1000).toFixed(2)} s  LCP ${(m.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(
        m.tbtMs,
      )} ms  CLS ${m.cls.toFixed(3)}  JS ${(m.scriptBytes / 1024).toFixed(1)} KB${misses.length ? `  MISSED: ${misses.join(', ')}` : ''}${
        m.failedAudits.length ? `  (failing audits: ${m.failedAudits.join(', ')})` : ''
      }`,
    );
  }
} finally {
  server.kill();
}
console.log(
  `Targets: performance ≥ ${TARGETS.performance}, accessibility/best-practices/SEO ${TARGETS.seo}, LCP ≤ ${TARGETS.lcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}. ${
    missed === 0 ? 'All met.' : `${missed} missed.`
  }`,
);
process.exitCode = missed === 0 ? 0 : 1;
