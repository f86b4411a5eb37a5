// Build budget of the first load of / (run after `npm run build`). Reads dist/.vite/manifest.json (chunks
// and their static imports) and dist/.vite/chunk-modules.json (the source modules in each chunk, written by
// the build) and fails if what / downloads before it can render holds a signed-in area (the admin,
// dashboard or learner route module, or the signed-in shell) or the Supabase client, or if /'s first-load
// JavaScript (the entry's static import graph plus the public route module, gzip) outgrows its budget.
//   node scripts/check-bundle.mjs [dist] [--budget-kb N]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const budgetIndex = args.indexOf('--budget-kb');
/**
 * The first load of / as achieved (React, React Router and TanStack Query alone are ~105 kB of it), plus a
 * little headroom; lower it when the first load shrinks, never raise it without a reason.
 */
const FIRST_LOAD_BUDGET_KB = budgetIndex >= 0 ? Number(args.splice(budgetIndex, 2)[1]) : 182;
const dist = path.resolve(args[0] ?? 'dist');
const readJson = (file) => JSON.parse(readFileSync(path.join(dist, file), 'utf8'));
const manifest = readJson('.vite/manifest.json');
if (!existsSync(path.join(dist, '.vite/chunk-modules.json'))) {
  console.error('dist/.vite/chunk-modules.json is missing: build with vite.config.ts (its chunkModules plugin).');
  process.exit(1);
}
const chunkModules = readJson('.vite/chunk-modules.json');

const AREA_ROUTE_MODULES = ['src/app/routes/admin.tsx', 'src/app/routes/dashboard.tsx', 'src/app/routes/learner.tsx'];
const PUBLIC_MODULE = 'src/app/routes/public.tsx';
const SUPABASE_MODULE = 'src/lib/supabase.ts';
/** Source modules that belong to the signed-in areas only. */
const AREA_SOURCES = [...AREA_ROUTE_MODULES, 'src/app/shell/area-shell.tsx'];
const isSupabaseSource = (id) => id === SUPABASE_MODULE || id.includes('node_modules/@supabase/');

/** Keys of `start` and every chunk it imports statically, transitively. */
function staticClosure(start) {
  const seen = new Set();
  const stack = [...start];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    if (!manifest[key]) throw new Error(`manifest has no entry ${key}`);
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest');
for (const key of [...AREA_ROUTE_MODULES, PUBLIC_MODULE, SUPABASE_MODULE]) {
  if (!manifest[key]?.isDynamicEntry) throw new Error(`${key} is not a lazily loaded chunk of its own`);
}

const problems = [];
const entryGraph = staticClosure([entryKey]);
for (const key of [...AREA_ROUTE_MODULES, SUPABASE_MODULE]) {
  if (entryGraph.has(key)) problems.push(`the entry statically imports ${key} (${manifest[key].file})`);
}

const firstLoad = staticClosure([entryKey, PUBLIC_MODULE]);
for (const key of firstLoad) {
  const file = manifest[key].file;
  for (const id of chunkModules[file] ?? []) {
    if (AREA_SOURCES.includes(id)) problems.push(`the first load of / includes the area module ${id} (in ${file})`);
    if (isSupabaseSource(id)) problems.push(`the first load of / includes the Supabase client (${id} in ${file})`);
  }
}

const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file))).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const rows = [...firstLoad].map((key) => ({ file: manifest[key].file, gzip: gzipSize(manifest[key].file) }));
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const cssFiles = [...new Set([...firstLoad].flatMap((key) => manifest[key].css ?? []))];
const cssTotal = cssFiles.reduce((sum, file) => sum + gzipSize(file), 0);

console.log('First load of / (gzip):');
for (const row of rows) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file}`);
console.log(`  ${kb(total).padStart(9)}  total JavaScript`);
if (cssFiles.length > 0) console.log(`  ${kb(cssTotal).padStart(9)}  CSS (${cssFiles.join(', ')})`);
console.log(
  `Loaded later: ${AREA_ROUTE_MODULES.map((key) => manifest[key].file).join(', ')} (areas), ${manifest[SUPABASE_MODULE].file} (Supabase client)`,
);

console.log(`Budget: ${FIRST_LOAD_BUDGET_KB} kB of gzip JavaScript on the first load of /.`);
if (total / 1024 > FIRST_LOAD_BUDGET_KB) {
  problems.push(`the first load of / is ${kb(total)} of gzip JavaScript, over its budget of ${FIRST_LOAD_BUDGET_KB} kB`);
}

if (problems.length > 0) {
  console.error(`\nFirst-load check FAILED:\n${[...new Set(problems)].map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('First-load check passed: within budget, and no admin, dashboard or learner module and no Supabase client on the first load of /.');
