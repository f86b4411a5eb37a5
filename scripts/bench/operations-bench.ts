/**
 * Benchmark of /admin/users and /admin/companies at scale (a script, not a test): a throw-away local stack
 * with USERS profiles over COMPANIES companies, then the screens' own data-layer calls through the REST API
 * as the super admin: list pages with exact counts, name/e-mail search, role + company filters, and the
 * companies page with its embedded member counts. Prints p50/p95 per call; target p95 < 50 ms.
 *
 *   npx tsx scripts/bench/operations-bench.ts      (USERS=20000 COMPANIES=500 REQUESTS=200 to change)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import { startStack } from '../../local-stack/server.ts';
import { fetchCompanyPage } from '../../src/data/companies/companies-page.ts';
import { fetchUserPage } from '../../src/data/users/users-page.ts';
import type { Database } from '../../src/types/database.ts';
import { DEMO_PASSWORD, personas } from '../../tests/support/personas.ts';
import { summarize, timeMs } from './stats.ts';

const USERS = Number(process.env.USERS ?? 20_000);
const COMPANIES = Number(process.env.COMPANIES ?? 500);
const REQUESTS = Number(process.env.REQUESTS ?? 200);
const WARMUP = 20;
const TARGET_P95_MS = 50;
const PAGE_SIZE = 25;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lxera-operations-bench-'));
const stack = await startStack({ config: { apiPort: 57621, mailPort: 57624, dbPort: 57622, dataDir, databaseUrl: undefined } });
const db = new pg.Client({ connectionString: stack.adminDatabaseUrl });
await db.connect();
let allFast: boolean | undefined;

try {
  const seeded = Date.now();
  await db.query(
    `insert into public.companies (name, slug, plan, created_at)
     select 'Bench Company ' || g, 'bench-company-' || g, (array['trial','starter','growth','enterprise'])[1 + g % 4],
            now() - g * interval '1 hour'
       from generate_series(1, $1) g`,
    [COMPANIES],
  );
  // Auth users as GoTrue stores them; the profile trigger creates each public.users row with the role
  // and company of raw_app_meta_data, as the seed does.
  await db.query(
    `with companies as (select id, row_number() over (order by slug) as n from public.companies where slug like 'bench-company-%')
     insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at)
     select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
            'person' || g || '@bench' || (g % 50) || '.test', now(),
            jsonb_build_object('role', case when g % 40 = 0 then 'company_admin' else 'learner' end, 'company_id', c.id),
            jsonb_build_object('full_name',
              (array['Ada','Grace','Alan','Edsger','Barbara','Ken','Margaret','Linus','Frances','Donald'])[1 + g % 10] || ' ' ||
              (array['Lovelace','Hopper','Turing','Dijkstra','Liskov','Thompson','Hamilton','Torvalds','Allen','Knuth'])[1 + (g / 10) % 10] || ' ' || g),
            now() - g * interval '1 minute'
       from generate_series(1, $1) g
       join companies c on c.n = 1 + g % $2`,
    [USERS, COMPANIES],
  );
  await db.query('vacuum analyze public.users');
  await db.query('vacuum analyze public.companies');
  const seedSeconds = (Date.now() - seeded) / 1000;

  const client = createClient<Database>(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { error } = await client.auth.signInWithPassword({ email: personas.superAdmin.email, password: DEMO_PASSWORD });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  const someCompany = (await db.query<{ id: string }>("select id from public.companies where slug = 'bench-company-7'")).rows[0].id;

  const cases: [string, () => Promise<{ rows: unknown[]; total: number }>][] = [
    ['users: first page (range + exact count)', () => fetchUserPage(client, { page: 0, pageSize: PAGE_SIZE })],
    ['users: search a name ("hopper")', () => fetchUserPage(client, { page: 0, pageSize: PAGE_SIZE, search: 'hopper' })],
    ['users: search one e-mail', () => fetchUserPage(client, { page: 0, pageSize: PAGE_SIZE, search: 'person12345@' })],
    ['users: role + company filter', () => fetchUserPage(client, { page: 0, pageSize: PAGE_SIZE, role: 'learner', companyId: someCompany })],
    ['users: page 40', () => fetchUserPage(client, { page: 40, pageSize: PAGE_SIZE })],
    ['companies: first page with member counts', () => fetchCompanyPage(client, { page: 0, pageSize: PAGE_SIZE })],
    ['companies: search a name', () => fetchCompanyPage(client, { page: 0, pageSize: PAGE_SIZE, search: 'company 42' })],
  ];

  // Sanity: every call answers rows, so a failing call is never timed as a fast one.
  for (const [name, work] of cases) {
    const page = await work();
    if (page.rows.length === 0 || page.total === 0) throw new Error(`${name} answered no rows`);
  }

  const results: Record<string, ReturnType<typeof summarize>> = {};
  for (const [name, work] of cases) {
    for (let i = 0; i < WARMUP; i++) await work();
    const samples: number[] = [];
    for (let i = 0; i < REQUESTS; i++) samples.push(await timeMs(work));
    results[name] = summarize(samples);
  }

  console.log(
    `\n${USERS.toLocaleString('en-US')} profiles over ${COMPANIES} companies seeded in ${seedSeconds.toFixed(1)} s; ${REQUESTS} sequential requests per call\n`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(results).map(([name, r]) => [name, { 'p50 ms': r.p50, 'p95 ms': r.p95, n: r.n, [`p95 < ${TARGET_P95_MS} ms`]: r.p95 < TARGET_P95_MS ? 'yes' : 'NO' }]),
    ),
  );
  allFast = Object.values(results).every((r) => r.p95 < TARGET_P95_MS);
} finally {
  await db.end();
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(allFast ? 0 : 1);
