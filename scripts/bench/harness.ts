/**
 * What the data-layer benchmarks share: a throw-away local stack with an admin connection for seeding, the
 * super admin's client, the timing loop and the results table.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import { startStack } from '../../local-stack/server.ts';
import type { Database } from '../../src/types/database.ts';
import { DEMO_PASSWORD, personas } from '../../tests/support/personas.ts';
import { summarize, timeMs } from './stats.ts';

export type BenchResults = Record<string, ReturnType<typeof summarize>>;

export interface BenchStack {
  stack: Awaited<ReturnType<typeof startStack>>;
  /** A superuser connection for seeding. */
  admin: pg.Client;
  stop: () => Promise<void>;
}

/** Starts a stack on its own ports and data directory; `stop` removes both. */
export async function startBenchStack(name: string, ports: { apiPort: number; mailPort: number; dbPort: number }): Promise<BenchStack> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `lxera-${name}-bench-`));
  const stack = await startStack({ config: { ...ports, dataDir, databaseUrl: undefined } });
  const admin = new pg.Client({ connectionString: stack.adminDatabaseUrl });
  await admin.connect();
  return {
    stack,
    admin,
    stop: async () => {
      await admin.end();
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The super admin signed in through the real client, as the admin screens call the API. */
export async function superAdminClient(stack: BenchStack['stack']): Promise<SupabaseClient<Database>> {
  const client = createClient<Database>(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { error } = await client.auth.signInWithPassword({ email: personas.superAdmin.email, password: DEMO_PASSWORD });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  return client;
}

/** Times each case `requests` times, one after another, after `warmup` untimed calls. */
export async function timeCases(cases: [string, () => Promise<unknown>][], { warmup, requests }: { warmup: number; requests: number }): Promise<BenchResults> {
  const results: BenchResults = {};
  for (const [name, work] of cases) {
    for (let i = 0; i < warmup; i++) await work();
    const samples: number[] = [];
    for (let i = 0; i < requests; i++) samples.push(await timeMs(work));
    results[name] = summarize(samples);
  }
  return results;
}

/** Prints p50 and p95 per case against the target; true when every p95 is under it. */
export function reportResults(results: BenchResults, targetP95Ms: number): boolean {
  console.table(
    Object.fromEntries(
      Object.entries(results).map(([name, r]) => [name, { 'p50 ms': r.p50, 'p95 ms': r.p95, n: r.n, [`p95 < ${targetP95Ms} ms`]: r.p95 < targetP95Ms ? 'yes' : 'NO' }]),
    ),
  );
  return Object.values(results).every((r) => r.p95 < targetP95Ms);
}
