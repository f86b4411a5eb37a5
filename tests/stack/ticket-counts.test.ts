// ticket_stats reads counters kept by triggers; they must equal a real count after every kind of change.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { personaClient, uniqueEmail, withAdminDb } from '../support/stack-client.ts';

let superAdmin: SupabaseClient;
const marker = `cnt${Date.now().toString(36)}`;

async function realStats() {
  return withAdminDb(async (db) => {
    const rows = (await db.query<{ ticket_type: string; n: string; n_new: string }>(
      `select ticket_type, count(*) as n, count(*) filter (where status = 'new') as n_new from public.tickets group by 1`,
    )).rows;
    const byType = Object.fromEntries(
      ['bug_report', 'feature_request', 'general_feedback', 'contact_sales', 'early_access', 'demo_request'].map((type) => [
        type,
        Number(rows.find((row) => row.ticket_type === type)?.n ?? 0),
      ]),
    );
    return {
      total: rows.reduce((sum, row) => sum + Number(row.n), 0),
      new: rows.reduce((sum, row) => sum + Number(row.n_new), 0),
      byType,
    };
  });
}

async function expectExact() {
  const { data, error } = await superAdmin.rpc('ticket_stats');
  expect(error).toBeNull();
  expect(data).toEqual(await realStats());
}

beforeAll(async () => {
  superAdmin = await personaClient('superAdmin');
});

describe('ticket counters', () => {
  it('stay exact through multi-row inserts, updates of type and status, and deletes', async () => {
    await expectExact();
    await withAdminDb((db) =>
      db.query(
        `insert into public.tickets (ticket_type, first_name, last_name, email, company, status)
         select (array['bug_report','demo_request','contact_sales'])[1 + g % 3], 'Count', 'Er', $1, $2,
                (array['new','in_progress'])[1 + g % 2]
           from generate_series(1, 30) g`,
        [uniqueEmail('count'), marker],
      ),
    );
    await expectExact();
    await withAdminDb((db) => db.query(`update public.tickets set status = 'resolved' where company = $1 and status = 'new'`, [marker]));
    await expectExact();
    await withAdminDb((db) => db.query(`update public.tickets set ticket_type = 'general_feedback' where company = $1 and ticket_type = 'bug_report'`, [marker]));
    await expectExact();
    await withAdminDb((db) => db.query('delete from public.tickets where company = $1', [marker]));
    await expectExact();
  });

  it('answers one type with its own totals', async () => {
    const { data } = await superAdmin.rpc('ticket_stats', { p_ticket_type: 'demo_request' });
    const real = await realStats();
    expect(data.total).toBe(real.byType.demo_request);
    expect(data.byType).toEqual({ demo_request: real.byType.demo_request });
  });
});
