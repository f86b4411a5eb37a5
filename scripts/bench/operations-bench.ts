/**
 * Benchmark of /admin/users and /admin/companies at scale (a script, not a test): a throw-away local stack
 * with USERS profiles over COMPANIES companies, then the screens' own data-layer calls through the REST API
 * as the super admin: list pages with exact counts, name/e-mail search, role + company filters, and the
 * companies page with its embedded member counts. Prints p50/p95 per call; target p95 < 50 ms.
 *
 *   npx tsx scripts/bench/operations-bench.ts      (USERS=20000 COMPANIES=500 REQUESTS=200 to change)
 */
import { fetchCompanyPage } from '../../src/data/companies/companies-page.ts';
import { fetchUserPage } from '../../src/data/users/users-page.ts';
import { reportResults, startBenchStack, superAdminClient, timeCases } from './harness.ts';

const USERS = Number(process.env.USERS ?? 20_000);
const COMPANIES = Number(process.env.COMPANIES ?? 500);
const REQUESTS = Number(process.env.REQUESTS ?? 200);
const WARMUP = 20;
const TARGET_P95_MS = 50;
const PAGE_SIZE = 25;

const bench = await startBenchStack('operations', { apiPort: 57621, mailPort: 57624, dbPort: 57622 });
const db = bench.admin;
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

  const client = await superAdminClient(bench.stack);
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

  const results = await timeCases(cases, { warmup: WARMUP, requests: REQUESTS });

  console.log(
    `\n${USERS.toLocaleString('en-US')} profiles over ${COMPANIES} companies seeded in ${seedSeconds.toFixed(1)} s; ${REQUESTS} sequential requests per call\n`,
  );
  allFast = reportResults(results, TARGET_P95_MS);
} finally {
  await bench.stop();
}
process.exit(allFast ? 0 : 1);
