// `npm test`: every check on a fresh machine — types, lint, unit, stack, build budget, end-to-end —
// then one line of totals over all suites. Installs Debian's chromium for the browser tests if missing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const reports = path.resolve('.test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];

function sh(command, env = {}) {
  console.log(`\n$ ${command}`);
  const result = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** A check that is one pass or one fail (type-check, lint, build budget). */
function check(name, command) {
  const ok = sh(command);
  totals[ok ? 'passed' : 'failed'] += 1;
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
  return ok;
}

/** A vitest suite, counted test by test from its JSON report. */
function vitestSuite(name, config) {
  const out = path.join(reports, `${name}.json`);
  const ok = sh(`npx vitest run --config ${config} --reporter=default --reporter=json --outputFile.json=${out}`);
  countVitest(name, out, ok);
}

function countVitest(name, file, ok) {
  if (!existsSync(file)) {
    totals.failed += 1;
    summary.push(`FAIL ${name}: no report (the runner crashed)`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const passed = report.numPassedTests ?? 0;
  const failed = (report.numFailedTests ?? 0) + (ok || report.numFailedTests ? 0 : 1);
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  summary.push(`${failed ? 'FAIL' : 'ok  '} ${name}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}

function playwrightSuite(name) {
  const out = path.join(reports, `${name}.json`);
  const ok = sh('npx playwright test --reporter=list,json', { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  if (!existsSync(out)) {
    totals.failed += 1;
    summary.push(`FAIL ${name}: no report (the runner crashed)`);
    return;
  }
  const stats = JSON.parse(readFileSync(out, 'utf8')).stats ?? {};
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  const failed = (stats.unexpected ?? 0) + (ok || stats.unexpected ? 0 : 1);
  const skipped = stats.skipped ?? 0;
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  summary.push(`${failed ? 'FAIL' : 'ok  '} ${name}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return true;
  console.log('Installing Debian chromium for the browser tests…');
  return sh('(apt-get update -qq || true) && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
}

check('type-check', 'npm run --silent typecheck');
check('lint', 'npm run --silent lint');
check('database types match the migrations', 'npx tsx scripts/generate-db-types.ts --check');
vitestSuite('unit', 'vitest.config.ts');
vitestSuite('stack', 'vitest.stack.config.ts');
const built = check('build and first-load budget', 'npm run --silent build && node scripts/check-bundle.mjs');
if (!ensureChromium()) {
  totals.failed += 1;
  summary.push('FAIL end-to-end: chromium could not be installed');
} else if (built) {
  playwrightSuite('end-to-end');
} else {
  totals.failed += 1;
  summary.push('FAIL end-to-end: not run because the build failed');
}

console.log('\nSummary');
for (const line of summary) console.log(`  ${line}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed === 0 ? 0 : 1);
