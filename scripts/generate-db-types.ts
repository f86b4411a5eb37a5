/**
 * `npm run db:types`: applies supabase/migrations to a throw-away embedded PostgreSQL and writes the
 * Supabase-style `Database` type to src/types/database.ts. `--check` fails instead of writing when the
 * file is out of date (for CI).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../local-stack/config.ts';
import { repoRoot, startDatabase } from '../local-stack/db/database.ts';
import { introspect } from './db-types/introspect.ts';
import { renderDatabaseTypes } from './db-types/render-types.ts';

const DB_PORT = 56550;
const target = path.join(repoRoot, 'src/types/database.ts');
const checkOnly = process.argv.includes('--check');

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lxera-db-types-'));
const database = await startDatabase(loadConfig({ dataDir, dbPort: DB_PORT, databaseUrl: undefined }), {
  migrate: true,
  seed: false,
});
let exitCode = 0;
try {
  const client = new pg.Client({ connectionString: database.adminUrl });
  await client.connect();
  let source: string;
  try {
    source = renderDatabaseTypes(await introspect(client));
  } finally {
    await client.end();
  }
  const current = await readFile(target, 'utf8').catch(() => '');
  if (checkOnly) {
    if (current !== source) {
      console.error('src/types/database.ts is out of date with supabase/migrations; run `npm run db:types`.');
      exitCode = 1;
    } else {
      console.log('src/types/database.ts is up to date.');
    }
  } else if (current === source) {
    console.log('src/types/database.ts is already up to date.');
  } else {
    await writeFile(target, source);
    console.log(`Wrote ${path.relative(repoRoot, target)}.`);
  }
} finally {
  await database.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
