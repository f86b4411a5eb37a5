// Build budget of the public pages (run after `npm run build`). Reads dist/.vite/manifest.json (chunks and
// their static imports), dist/.vite/chunk-modules.json (the source modules in each chunk, written by the
// build) and the prerendered pages. It fails when:
//   - the app's entry statically imports a signed-in area (admin, dashboard, learner) or the Supabase client;
//   - a prerendered page's first load (the islands entry and the islands it hydrates on load, with their static
//     imports) holds an area module, the Supabase client, the router or the data cache;
//   - the first load of / or of any other prerendered page is over the gzip budget.
//   node scripts/check-bundle.mjs [dist] [--budget-kb N]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ISLANDS_ENTRY, pageFirstLoad, staticClosure } from './lib/islands.mjs';

const args = process.argv.slice(2);
const budgetIndex = args.indexOf('--budget-kb');
/** Issue budget: the first load of / carries at most 100 kB of gzip JavaScript. */
const FIRST_LOAD_BUDGET_KB = budgetIndex >= 0 ? Number(args.splice(budgetIndex, 2)[1]) : 100;
const dist = path.resolve(args[0] ?? 'dist');
const readJson = (file) => JSON.parse(readFileSync(path.join(dist, file), 'utf8'));
const manifest = readJson('.vite/manifest.json');
if (!existsSync(path.join(dist, '.vite/chunk-modules.json'))) {
  console.error('dist/.vite/chunk-modules.json is missing: build with vite.config.ts (its chunkModules plugin).');
  process.exit(1);
}
const chunkModules = readJson('.vite/chunk-modules.json');

const APP_ENTRY = 'index.html';
const AREA_ROUTE_MODULES = ['src/app/routes/admin.tsx', 'src/app/routes/dashboard.tsx', 'src/app/routes/learner.tsx'];
const SUPABASE_MODULE = 'src/lib/supabase.ts';
/** Source modules a public page must not load up front, and what to call them. */
const FORBIDDEN = [
  { test: (id) => AREA_ROUTE_MODULES.includes(id) || id === 'src/app/shell/area-shell.tsx', what: 'the area module' },
  { test: (id) => id === SUPABASE_MODULE || id.includes('node_modules/@supabase/'), what: 'the Supabase client' },
  { test: (id) => /node_modules\/react-router(-dom)?\//.test(id), what: 'the router' },
  { test: (id) => id.includes('node_modules/@tanstack/'), what: 'the data cache' },
];

if (!manifest[APP_ENTRY]?.isEntry) throw new Error(`the manifest has no app entry ${APP_ENTRY}`);
for (const key of [...AREA_ROUTE_MODULES, SUPABASE_MODULE]) {
  if (!manifest[key]?.isDynamicEntry) throw new Error(`${key} is not a lazily loaded chunk of its own`);
}

const problems = [];
const appGraph = staticClosure(manifest, [APP_ENTRY]);
for (const key of [...AREA_ROUTE_MODULES, SUPABASE_MODULE]) {
  if (appGraph.has(key)) problems.push(`the app entry statically imports ${key} (${manifest[key].file})`);
}

/** Every prerendered page: dist/**\/index.html and 404.html, not the app shell. */
function prerenderedPages(dir = dist, prefix = '') {
  const pages = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory() && entry.name !== 'assets' && entry.name !== '.vite') pages.push(...prerenderedPages(path.join(dir, entry.name), `${relative}/`));
    else if (entry.name === 'index.html' || relative === '404.html') pages.push(relative);
  }
  return pages;
}

const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file))).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const routeOf = (page) => (page === '404.html' ? '404' : `/${page.replace(/index\.html$/, '').replace(/\/$/, '')}`);

function measure(page) {
  const html = readFileSync(path.join(dist, page), 'utf8');
  // A redirect page (an alias such as /privacy) loads no script.
  if (!html.includes(manifest[ISLANDS_ENTRY].file)) return undefined;
  const keys = pageFirstLoad(manifest, html);
  for (const key of keys) {
    const file = manifest[key].file;
    for (const id of chunkModules[file] ?? []) {
      const rule = FORBIDDEN.find((candidate) => candidate.test(id));
      if (rule) problems.push(`the first load of ${routeOf(page)} includes ${rule.what} (${id} in ${file})`);
    }
  }
  const rows = [...keys].map((key) => ({ file: manifest[key].file, gzip: gzipSize(manifest[key].file) }));
  rows.sort((a, b) => b.gzip - a.gzip);
  return { page, rows, total: rows.reduce((sum, row) => sum + row.gzip, 0) };
}

const pages = prerenderedPages().map(measure).filter((page) => page !== undefined);
const landing = pages.find((page) => page.page === 'index.html');
if (!landing) throw new Error('dist/index.html (the prerendered /) is missing');

console.log('First load of / (gzip):');
for (const row of landing.rows) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file}`);
console.log(`  ${kb(landing.total).padStart(9)}  total JavaScript`);
const heaviest = pages.reduce((max, page) => (page.total > max.total ? page : max));
console.log(`Heaviest first load of the ${pages.length} prerendered pages: ${routeOf(heaviest.page)}, ${kb(heaviest.total)}.`);
console.log(`Budget: ${FIRST_LOAD_BUDGET_KB} kB of gzip JavaScript on the first load of every prerendered page.`);
for (const page of pages) {
  if (page.total / 1024 > FIRST_LOAD_BUDGET_KB) {
    problems.push(`the first load of ${routeOf(page.page)} is ${kb(page.total)} of gzip JavaScript, over its budget of ${FIRST_LOAD_BUDGET_KB} kB`);
  }
}

if (problems.length > 0) {
  console.error(`\nFirst-load check FAILED:\n${[...new Set(problems)].map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('First-load check passed: within budget; no area module, Supabase client, router or data cache on a public page\'s first load.');
