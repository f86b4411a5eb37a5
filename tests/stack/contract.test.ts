/**
 * Every call of spec §7 made through the real supabase-js client against the local stack,
 * asserting what the app reads from it (shapes, errors and codes).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, personaClient, serviceClient, uniqueEmail, withAdminDb } from '../support/stack-client.ts';
import { EARLY_ACCESS_LEAD_EMAIL, personas } from '../support/personas.ts';

const PROFILE_COLUMNS = 'id, email, full_name, role, company_id, is_active, email_verified, position';

describe('auth', () => {
  it('signs in with e-mail and password and returns a session the client stores', async () => {
    const client = anonClient();
    const { data, error } = await client.auth.signInWithPassword({ email: personas.acmeAdmin.email, password: 'demo-password' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.user?.email).toBe(personas.acmeAdmin.email);
    const { data: current } = await client.auth.getSession();
    expect(current.session?.user.id).toBe(data.user?.id);
  });

  it('reports the provider message for wrong credentials', async () => {
    const { data, error } = await anonClient().auth.signInWithPassword({ email: personas.acmeAdmin.email, password: 'wrong-password' });
    expect(data.session).toBeNull();
    expect(error?.message).toBe('Invalid login credentials');
    expect(error?.status).toBe(400);
    expect((error as { code?: string }).code).toBe('invalid_credentials');
  });

  it('reports the documented message when credentials are missing', async () => {
    const { error } = await anonClient().auth.signInWithPassword({ email: '', password: '' });
    expect(error?.message).toMatch(/email|password/i);
  });

  it('signs up with full_name, mails a confirmation and creates a learner profile', async () => {
    const email = uniqueEmail('signup');
    const { data, error } = await anonClient().auth.signUp({
      email,
      password: 'long-enough-password',
      options: { data: { full_name: 'Ada Lovelace' }, emailRedirectTo: 'http://localhost:5173/auth/callback' },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    const profile = await withAdminDb((db) =>
      db.query('select email, full_name, role, company_id, email_verified from public.users where email = $1', [email]),
    );
    expect(profile.rows[0]).toEqual({ email, full_name: 'Ada Lovelace', role: 'learner', company_id: null, email_verified: false });
  });

  it('refuses passwords shorter than 8 characters on the server', async () => {
    const { error } = await anonClient().auth.signUp({ email: uniqueEmail('weak'), password: 'short' });
    expect(error?.status).toBe(422);
    expect((error as { code?: string }).code).toBe('weak_password');
  });

  it('signs out', async () => {
    const client = await personaClient('acmeLearner');
    expect((await client.auth.signOut()).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
  });
});

describe('users (profile)', () => {
  it.each(Object.entries(personas))('loads the profile of %s by id, single or none', async (name, persona) => {
    const client = await personaClient(name as keyof typeof personas);
    const { data: auth } = await client.auth.getUser();
    const { data, error } = await client.from('users').select(PROFILE_COLUMNS).eq('id', auth.user!.id).maybeSingle();
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: auth.user!.id, email: persona.email, role: persona.role, is_active: true, email_verified: true });
    expect(Object.keys(data!).sort()).toEqual(PROFILE_COLUMNS.split(', ').sort());
  });

  it('selects only the role for the session user', async () => {
    const client = await personaClient('superAdmin');
    const { data: auth } = await client.auth.getUser();
    const { data, error } = await client.from('users').select('role').eq('id', auth.user!.id).single();
    expect(error).toBeNull();
    expect(data).toEqual({ role: 'super_admin' });
  });

  it('gives anonymous callers no profile at all', async () => {
    const { data, error } = await anonClient().from('users').select(PROFILE_COLUMNS);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});

describe('course_generation_jobs', () => {
  let admin: SupabaseClient;
  let jobId: string;

  beforeAll(async () => {
    admin = await personaClient('acmeAdmin');
    const { data, error } = await admin.from('course_generation_jobs').select('id, status').order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data!.map((j) => j.status)).toEqual(expect.arrayContaining(['completed', 'failed']));
    jobId = data![0].id;
  });

  it('selects all fields of one job by id as a single row', async () => {
    const { data, error } = await admin.from('course_generation_jobs').select('*').eq('id', jobId).single();
    expect(error).toBeNull();
    for (const field of [
      'id', 'status', 'progress_percentage', 'total_employees', 'processed_employees', 'successful_courses',
      'failed_courses', 'current_phase', 'current_employee_name', 'error_message', 'results',
    ]) {
      expect(data).toHaveProperty(field);
    }
    expect(Array.isArray(data!.results)).toBe(true);
  });

  it("answers 'not found' as PGRST116 for another company's job", async () => {
    const globex = await personaClient('globexAdmin');
    const { data, error, status } = await globex.from('course_generation_jobs').select('*').eq('id', jobId).single();
    expect(data).toBeNull();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
  });

  it('pushes an UPDATE of the row to the job-{id} channel, and nothing to another company', async () => {
    const globex = await personaClient('globexAdmin');
    const received: number[] = [];
    const leaked: unknown[] = [];
    const subscribe = (client: SupabaseClient, sink: (row: Record<string, unknown>) => void) =>
      new Promise<void>((resolve, reject) => {
        client
          .channel(`job-${jobId}`)
          .on('postgres_changes', { event: '*', schema: 'public', table: 'course_generation_jobs', filter: `id=eq.${jobId}` }, (p) =>
            sink(p.new as Record<string, unknown>),
          )
          .subscribe((status, err) => {
            if (status === 'SUBSCRIBED') resolve();
            if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
          });
      });
    await subscribe(admin, (row) => received.push(Number(row.progress_percentage)));
    await subscribe(globex, (row) => leaked.push(row));

    const { error } = await serviceClient().from('course_generation_jobs').update({ progress_percentage: 42 }).eq('id', jobId);
    expect(error).toBeNull();
    await expect.poll(() => received, { timeout: 5000 }).toContain(42);
    await new Promise((r) => setTimeout(r, 300));
    expect(leaked).toEqual([]);
    await admin.removeAllChannels();
    await globex.removeAllChannels();
  });
});

describe('early_access_leads', () => {
  it('does not let anyone list or read leads directly', async () => {
    const { data } = await anonClient().from('early_access_leads').select('id, status');
    expect(data).toEqual([]);
    const single = await anonClient().from('early_access_leads').select('id, status').eq('email', EARLY_ACCESS_LEAD_EMAIL).single();
    expect(single.error?.code).toBe('PGRST116');
  });

  it('answers the lead of exactly the typed e-mail, lowercased', async () => {
    const { data, error } = await anonClient().rpc('lookup_early_access_lead', { p_email: EARLY_ACCESS_LEAD_EMAIL.toUpperCase() });
    expect(error).toBeNull();
    expect(data).toEqual([{ id: expect.any(String), status: 'waitlisted' }]);
    const wildcard = await anonClient().rpc('lookup_early_access_lead', { p_email: '%' });
    expect(wildcard.data).toEqual([]);
  });
});

describe('tickets', () => {
  let superAdmin: SupabaseClient;
  const created: string[] = [];

  beforeAll(async () => {
    superAdmin = await personaClient('superAdmin');
  });
  afterAll(async () => {
    if (created.length) await serviceClient().from('tickets').delete().in('id', created);
  });

  it('inserts feedback from a signed-in company admin with its metadata', async () => {
    const admin = await personaClient('acmeAdmin');
    const { data, error } = await admin
      .from('tickets')
      .insert({
        ticket_type: 'bug_report',
        first_name: 'Daniel',
        last_name: 'Carter',
        email: personas.acmeAdmin.email,
        company: 'Acme Corporation',
        job_title: 'company_admin',
        message: 'Export button does nothing\n\nClicking Export on the employees page shows no file.',
        priority: 'high',
        source: 'Platform Dashboard',
        status: 'new',
        metadata: {
          category: 'User Interface', priority: 'high', platform: 'web', user_agent: 'vitest', submitted_from: 'dashboard',
          steps_to_reproduce: 'Open employees, click Export', expected_behavior: 'A CSV downloads', actual_behavior: 'Nothing',
        },
      })
      .select('id, ticket_type, status, priority, metadata')
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ ticket_type: 'bug_report', status: 'new', priority: 'high', metadata: { platform: 'web' } });
    created.push(data!.id);
  });

  it('refuses feedback from anonymous callers and public ticket types from users', async () => {
    const anon = await anonClient().from('tickets').insert({ ticket_type: 'bug_report', first_name: 'A', last_name: 'B', email: 'a@b.test' });
    expect(anon.error?.code).toBe('42501');
    expect(anon.status).toBe(401);
    const learner = await personaClient('acmeLearner');
    const sales = await learner.from('tickets').insert({ ticket_type: 'contact_sales', first_name: 'A', last_name: 'B', email: personas.acmeLearner.email });
    expect(sales.error?.code).toBe('42501');
    expect(sales.status).toBe(403);
  });

  it('lists tickets newest first, optionally by type', async () => {
    const { data, error } = await superAdmin.from('tickets').select('*').order('submitted_at', { ascending: false });
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(5);
    const times = data!.map((t) => Date.parse(t.submitted_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const demos = await superAdmin.from('tickets').select('*').eq('ticket_type', 'demo_request').order('submitted_at', { ascending: false });
    expect(demos.data!.length).toBeGreaterThan(0);
    expect(new Set(demos.data!.map((t) => t.ticket_type))).toEqual(new Set(['demo_request']));
  });

  it('reads status and type for the stats', async () => {
    const { data, error } = await superAdmin.from('tickets').select('status, ticket_type');
    expect(error).toBeNull();
    expect(Object.keys(data![0]).sort()).toEqual(['status', 'ticket_type']);
    const types = new Set(data!.map((t) => t.ticket_type));
    for (const type of ['bug_report', 'feature_request', 'general_feedback', 'contact_sales', 'early_access', 'demo_request']) {
      expect(types.has(type)).toBe(true);
    }
  });

  it('gets, updates and deletes one ticket by id', async () => {
    const { data: list } = await superAdmin.from('tickets').select('id').eq('ticket_type', 'general_feedback').limit(1);
    const id = list![0].id;
    const one = await superAdmin.from('tickets').select('*').eq('id', id).single();
    expect(one.error).toBeNull();
    expect(one.data!.id).toBe(id);

    const update = await superAdmin.from('tickets').update({ status: 'in_progress', notes: 'Looking into it' }).eq('id', id);
    expect(update.error).toBeNull();
    const after = await superAdmin.from('tickets').select('status, notes').eq('id', id).single();
    expect(after.data).toEqual({ status: 'in_progress', notes: 'Looking into it' });

    const bad = await superAdmin.from('tickets').update({ status: 'archived' }).eq('id', id);
    expect(bad.error?.code).toBe('23514');

    const { data: temp } = await serviceClient()
      .from('tickets')
      .insert({ ticket_type: 'general_feedback', first_name: 'Temp', last_name: 'Ticket', email: 'temp@example.test' })
      .select('id')
      .single();
    const del = await superAdmin.from('tickets').delete().eq('id', temp!.id);
    expect(del.error).toBeNull();
    const gone = await superAdmin.from('tickets').select('*').eq('id', temp!.id).maybeSingle();
    expect(gone.data).toBeNull();
  });

  it('gives a learner calling the ticket endpoints directly nothing of others', async () => {
    const learner = await personaClient('acmeLearner');
    const { data: anyTicket } = await superAdmin.from('tickets').select('id').limit(1);
    const read = await learner.from('tickets').select('*').eq('id', anyTicket![0].id);
    expect(read.data).toEqual([]);
    const update = await learner.from('tickets').update({ status: 'closed' }).eq('id', anyTicket![0].id).select();
    expect(update.data).toEqual([]);
    const del = await learner.from('tickets').delete().eq('id', anyTicket![0].id).select();
    expect(del.data).toEqual([]);
    const still = await superAdmin.from('tickets').select('id').eq('id', anyTicket![0].id);
    expect(still.data).toHaveLength(1);
  });
});
