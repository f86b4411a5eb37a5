/**
 * Benchmark of the local stack (a script, not a test): REST overhead against the same SQL run
 * directly through pg, throughput with 32 concurrent clients, and realtime commit-to-client latency.
 * Starts its own stack on spare ports with a throw-away database. Prints a table and writes .bench/stack.json.
 *
 *   npm run bench:stack            (REQUESTS=2000 CONCURRENCY=32 DURATION_MS=10000 to change)
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import { withRequestTransaction } from '../../local-stack/db/request-transaction.ts';
import { startStack } from '../../local-stack/server.ts';
import { personas, DEMO_PASSWORD } from '../../tests/support/personas.ts';
import { round, summarize, timeMs } from './stats.ts';

const REQUESTS = Number(process.env.REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 32);
const DURATION_MS = Number(process.env.DURATION_MS ?? 10_000);
const REALTIME_SAMPLES = Number(process.env.REALTIME_SAMPLES ?? 200);
const BENCH_ROWS = 1000;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lxera-bench-'));
const stack = await startStack({ config: { apiPort: 57321, mailPort: 57324, dbPort: 57322, dataDir, databaseUrl: undefined } });
const admin = new pg.Pool({ connectionString: stack.adminDatabaseUrl, max: 4 });
const apiUrl = new URL(stack.adminDatabaseUrl);
apiUrl.username = 'authenticator';
apiUrl.password = stack.config.authenticatorPassword;
const direct = new pg.Pool({ connectionString: apiUrl.toString(), max: CONCURRENCY });

try {
  // A learner's company has plenty of rows once the bench adds its own published courses.
  const client = createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { data: signIn, error } = await client.auth.signInWithPassword({ email: personas.superAdmin.email, password: DEMO_PASSWORD });
  if (error || !signIn.session) throw new Error(`sign-in failed: ${error?.message}`);
  const token = signIn.session.access_token;
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

  await admin.query(
    `insert into public.tickets (ticket_type, first_name, last_name, email, company, message, source)
     select 'general_feedback', 'Bench', 'User ' || g, 'bench' || g || '@example.test', 'Bench Co', 'Benchmark row ' || g, 'bench'
     from generate_series(1, $1) g`,
    [BENCH_ROWS],
  );
  const { rows } = await admin.query(`select id from public.tickets where source = 'bench' limit 1`);
  const oneId: string = rows[0].id;

  const headers = { apikey: stack.anonKey, authorization: `Bearer ${token}`, accept: 'application/json' };
  const restOne = `${stack.url}/rest/v1/tickets?select=*&id=eq.${oneId}`;
  const restPage = `${stack.url}/rest/v1/tickets?select=*&order=submitted_at.desc&limit=100`;
  const sqlOne = { text: 'select * from public.tickets where id = $1', values: [oneId] };
  const sqlPage = { text: 'select * from public.tickets order by submitted_at desc limit 100', values: [] as unknown[] };

  const rawSql = async (q: { text: string; values: unknown[] }) => {
    const c = await direct.connect();
    try {
      await c.query('begin read only');
      await c.query("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims)]);
      await c.query(`select coalesce(json_agg(t), '[]') from (${q.text}) t`, q.values);
      await c.query('commit');
    } finally {
      c.release();
    }
  };
  const sameSqlAsRole = (q: { text: string; values: unknown[] }) =>
    withRequestTransaction(direct, { role: 'authenticated', claims, readOnly: true }, (c) => c.query(q.text, q.values));

  const inWorker = <T>(data: Record<string, unknown>) =>
    new Promise<T>((resolve, reject) => {
      const worker = new Worker(new URL('./http-load-worker.mjs', import.meta.url), { workerData: { headers, ...data } });
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  const restSeries = async (url: string) =>
    summarize((await inWorker<{ samples: number[] }>({ mode: 'series', url, requests: REQUESTS, warmup: 100 })).samples);

  async function series(work: () => Promise<unknown>) {
    for (let i = 0; i < 100; i++) await work(); // warm-up
    const samples: number[] = [];
    for (let i = 0; i < REQUESTS; i++) samples.push(await timeMs(work));
    return summarize(samples);
  }

  const results: Record<string, unknown> = {};
  for (const [name, url, sql] of [
    ['one-row select', restOne, sqlOne],
    ['100-row page', restPage, sqlPage],
  ] as const) {
    const rest = await restSeries(url);
    const pgSameTx = await series(() => sameSqlAsRole(sql));
    const pgJson = await series(() => rawSql(sql));
    results[name] = {
      rest,
      pg: pgSameTx,
      pgWithJson: pgJson,
      overhead: { p50: round(rest.p50 - pgSameTx.p50), p95: round(rest.p95 - pgSameTx.p95) },
    };
  }

  // Throughput: CONCURRENCY concurrent clients in another thread hitting the one-row select for DURATION_MS.
  const load = await inWorker<{ completed: number; failed: number }>({ mode: 'load', url: restOne, concurrency: CONCURRENCY, durationMs: DURATION_MS });
  results.throughput = {
    concurrency: CONCURRENCY,
    seconds: DURATION_MS / 1000,
    requestsPerSecond: Math.round(load.completed / (DURATION_MS / 1000)),
    failed: load.failed,
  };

  // Realtime: commit a row update, time until the subscriber's callback runs.
  const { rows: jobRows } = await admin.query(`select id from public.course_generation_jobs order by created_at limit 1`);
  const jobId: string = jobRows[0].id;
  const waiting = new Map<string, (t: bigint) => void>();
  await new Promise<void>((resolve, reject) => {
    client
      .channel(`job-${jobId}`)
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'course_generation_jobs', filter: `id=eq.${jobId}` }, (payload) => {
        const marker = (payload.new as { current_employee_name: string }).current_employee_name;
        waiting.get(marker)?.(process.hrtime.bigint());
      })
      .subscribe((status, err) => {
        if (status === 'SUBSCRIBED') resolve();
        else if (status !== 'CLOSED') reject(err ?? new Error(status));
      });
  });
  const latencies: number[] = [];
  for (let i = 1; i <= REALTIME_SAMPLES; i++) {
    const marker = `bench ${i}`;
    const arrived = new Promise<bigint>((resolve) => waiting.set(marker, resolve));
    const start = process.hrtime.bigint();
    await admin.query('update public.course_generation_jobs set current_employee_name = $1 where id = $2', [marker, jobId]);
    const end = await Promise.race([arrived, new Promise<bigint>((_, rej) => setTimeout(() => rej(new Error('realtime timeout')), 5000))]);
    latencies.push(Number(end - start) / 1e6);
    waiting.delete(marker);
  }
  results.realtime = summarize(latencies);
  await client.removeAllChannels();

  console.log(JSON.stringify(results, null, 2));
  await mkdir('.bench', { recursive: true });
  await writeFile('.bench/stack.json', JSON.stringify({ at: new Date().toISOString(), cpus: os.cpus().length, results }, null, 2));
} finally {
  await Promise.all([admin.end(), direct.end()]);
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
