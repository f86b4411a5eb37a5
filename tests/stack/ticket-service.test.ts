// The ticket service and demo-request helpers (spec §7/§8) against the whole local stack with supabase-js.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  deleteDemoRequest,
  getDemoRequest,
  getDemoRequestStats,
  listDemoRequests,
  submitDemoRequest,
  updateDemoRequest,
} from '../../src/data/tickets/demo-requests.ts';
import { insertFeedbackTicket } from '../../src/data/tickets/feedback-ticket.ts';
import { fetchAllTickets, fetchTicketPage } from '../../src/data/tickets/ticket-page.ts';
import { deleteTicket, getTicket, getTicketStats, listTickets, updateTicket } from '../../src/data/tickets/ticket-service.ts';
import type { TicketClient } from '../../src/data/tickets/ticket-types.ts';
import { anonClient, personaClient, uniqueEmail, withAdminDb } from '../support/stack-client.ts';

// The stack clients are untyped; the service wants the generated Database typing.
const typed = (client: SupabaseClient) => client as unknown as TicketClient;

let superAdmin: TicketClient;
let learner: TicketClient;
let acmeAdmin: TicketClient;
const marker = `svc${Date.now().toString(36)}`;
const createdIds: string[] = [];

async function seedTicket(fields: Record<string, unknown>): Promise<string> {
  return withAdminDb(async (db) => {
    const result = await db.query<{ id: string }>(
      `insert into public.tickets (ticket_type, first_name, last_name, email, company, message, status, priority, submitted_at)
       values ($1, 'Grace', 'Hopper', $2, $3, $4, $5, $6, $7) returning id`,
      [
        fields.ticket_type ?? 'contact_sales',
        fields.email ?? uniqueEmail('ticket'),
        fields.company ?? `${marker} Corp`,
        fields.message ?? `hello from ${marker}`,
        fields.status ?? 'new',
        fields.priority ?? 'medium',
        fields.submitted_at ?? new Date().toISOString(),
      ],
    );
    const id = result.rows[0]!.id;
    createdIds.push(id);
    return id;
  });
}

beforeAll(async () => {
  superAdmin = typed(await personaClient('superAdmin'));
  learner = typed(await personaClient('acmeLearner'));
  acmeAdmin = typed(await personaClient('acmeAdmin'));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterAll(async () => {
  await withAdminDb((db) => db.query('delete from public.tickets where id = any($1::uuid[]) or company like $2', [createdIds, `${marker}%`]));
  vi.restoreAllMocks();
});

describe('listTickets', () => {
  it('lists every ticket newest first, optionally of one type', async () => {
    const older = await seedTicket({ ticket_type: 'contact_sales', submitted_at: '2020-01-01T00:00:00Z' });
    const newer = await seedTicket({ ticket_type: 'bug_report' });
    const all = await listTickets(superAdmin);
    const ids = all.map((ticket) => ticket.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    const times = all.map((ticket) => Date.parse(ticket.submitted_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const bugs = await listTickets(superAdmin, 'bug_report');
    expect(bugs.every((ticket) => ticket.ticket_type === 'bug_report')).toBe(true);
    expect(bugs.map((ticket) => ticket.id)).toContain(newer);
  });

  it("throws 'Failed to fetch tickets: {message}' on failure", async () => {
    const broken = typed(anonClient());
    // An unknown column makes PostgREST answer with an error.
    const failing = { ...broken, from: () => broken.from('tickets_that_do_not_exist' as 'tickets') } as unknown as TicketClient;
    await expect(listTickets(failing)).rejects.toThrow(/^Failed to fetch tickets: .+/);
  });

  it('shows a learner only what they submitted, and anon nothing', async () => {
    const id = await seedTicket({});
    expect((await listTickets(learner)).map((ticket) => ticket.id)).not.toContain(id);
    expect(await listTickets(typed(anonClient()))).toEqual([]);
  });
});

describe('getTicketStats', () => {
  it('counts total, new and by type', async () => {
    const before = await getTicketStats(superAdmin);
    await seedTicket({ ticket_type: 'feature_request', status: 'new' });
    await seedTicket({ ticket_type: 'feature_request', status: 'resolved' });
    const after = await getTicketStats(superAdmin);
    expect(after.total - before.total).toBe(2);
    expect(after.new - before.new).toBe(1);
    expect((after.byType.feature_request ?? 0) - (before.byType.feature_request ?? 0)).toBe(2);
    expect(Object.keys(after.byType).sort()).toEqual(
      ['bug_report', 'contact_sales', 'demo_request', 'early_access', 'feature_request', 'general_feedback'],
    );
    const onlyFeatures = await getTicketStats(superAdmin, 'feature_request');
    expect(Object.keys(onlyFeatures.byType)).toEqual(['feature_request']);
  });

  it('returns zeros for a caller who may not count', async () => {
    expect(await getTicketStats(learner)).toEqual({ total: 0, new: 0, byType: {} });
  });
});

describe('getTicket, updateTicket, deleteTicket', () => {
  it('gets a ticket, or null when it is missing or hidden', async () => {
    const id = await seedTicket({});
    expect((await getTicket(superAdmin, id))?.id).toBe(id);
    expect(await getTicket(superAdmin, '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await getTicket(learner, id)).toBeNull();
    expect(await getTicket(superAdmin, 'not-a-uuid')).toBeNull();
  });

  it('updates partially and reports success', async () => {
    const id = await seedTicket({});
    const me = (await superAdmin.auth.getUser()).data.user!.id;
    const processedAt = new Date().toISOString();
    expect(
      await updateTicket(superAdmin, id, { status: 'in_progress', notes: 'Called back', processed_by: me, processed_at: processedAt }),
    ).toEqual({ success: true });
    const ticket = await getTicket(superAdmin, id);
    expect(ticket).toMatchObject({ status: 'in_progress', notes: 'Called back', processed_by: me, priority: 'medium' });
    expect(Date.parse(ticket!.processed_at!)).toBe(Date.parse(processedAt));
  });

  it('reports the database message on a refused update, and refuses learners', async () => {
    const id = await seedTicket({});
    const bad = await updateTicket(superAdmin, id, { status: 'archived' });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.error).toMatch(/check constraint/i);
    expect(await updateTicket(learner, id, { status: 'closed' })).toEqual({ success: false, error: 'Ticket not found' });
    expect((await getTicket(superAdmin, id))?.status).toBe('new');
  });

  it("gives 'An unexpected error occurred' or the message when the call throws", async () => {
    const throwing = { from: () => { throw new Error('socket hang up'); } } as unknown as TicketClient;
    expect(await updateTicket(throwing, 'x', {})).toEqual({ success: false, error: 'socket hang up' });
    const throwingBare = { from: () => { throw 'boom'; } } as unknown as TicketClient;
    expect(await deleteTicket(throwingBare, 'x')).toEqual({ success: false, error: 'An unexpected error occurred' });
  });

  it('deletes for the super admin only', async () => {
    const id = await seedTicket({});
    expect((await deleteTicket(learner, id)).success).toBe(false);
    expect(await deleteTicket(superAdmin, id)).toEqual({ success: true });
    expect(await getTicket(superAdmin, id)).toBeNull();
  });
});

describe('demo-request helpers', () => {
  it('submits, lists, gets, updates, counts and deletes a demo request', async () => {
    const email = uniqueEmail('demo');
    const before = await getDemoRequestStats(superAdmin);
    const submitted = await submitDemoRequest(typed(anonClient()), {
      firstName: 'Ada', lastName: 'Lovelace', email: email.toUpperCase(), company: `${marker} Engines`,
      companySize: '51-200', country: 'United Kingdom', source: 'Hero Section', message: 'Show me',
    });
    expect(submitted.success).toBe(true);
    if (!submitted.success) return;
    createdIds.push(submitted.id);

    const list = await listDemoRequests(superAdmin);
    expect(list.every((ticket) => ticket.ticket_type === 'demo_request')).toBe(true);
    expect(list.find((ticket) => ticket.id === submitted.id)?.email).toBe(email);

    expect(await getDemoRequestStats(superAdmin)).toEqual({ total: before.total + 1, new: before.new + 1 });
    expect(await updateDemoRequest(superAdmin, submitted.id, { status: 'resolved' })).toEqual({ success: true });
    expect((await getDemoRequest(superAdmin, submitted.id))?.status).toBe('resolved');
    expect(await getDemoRequestStats(superAdmin)).toEqual({ total: before.total + 1, new: before.new });

    expect(await deleteDemoRequest(superAdmin, submitted.id)).toEqual({ success: true });
    expect(await getDemoRequest(superAdmin, submitted.id)).toBeNull();
  });

  it('returns null from getDemoRequest for another type', async () => {
    const id = await seedTicket({ ticket_type: 'contact_sales' });
    expect(await getDemoRequest(superAdmin, id)).toBeNull();
  });

  it('reports the function error for an invalid submission', async () => {
    const result = await submitDemoRequest(typed(anonClient()), {
      firstName: '', lastName: 'X', email: 'not-an-email', company: 'C', companySize: '1-10', country: 'France', source: 'x',
    });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.length).toBeGreaterThan(0);
  });
});

describe('feedback insert', () => {
  it("stores the company admin's feedback with its metadata", async () => {
    const result = await insertFeedbackTicket(
      acmeAdmin,
      { type: 'bug_report', title: 'Export breaks', description: 'CSV is empty', category: 'Data Processing', priority: 'high', stepsToReproduce: 'Click export' },
      { email: 'admin@acme.test', fullName: 'Alice Admin Smith', role: 'company_admin', companyName: `${marker} Acme` },
      'vitest-agent',
    );
    expect(result).toEqual({ success: true });
    const [ticket] = (await listTickets(superAdmin, 'bug_report')).filter((row) => row.company === `${marker} Acme`);
    expect(ticket).toMatchObject({
      first_name: 'Alice', last_name: 'Admin Smith', email: 'admin@acme.test', job_title: 'company_admin',
      message: 'Export breaks\n\nCSV is empty', priority: 'high', source: 'Platform Dashboard', status: 'new',
      metadata: { category: 'Data Processing', priority: 'high', platform: 'web', user_agent: 'vitest-agent', submitted_from: 'dashboard', steps_to_reproduce: 'Click export' },
    });
  });

  it('refuses an anonymous insert', async () => {
    const result = await insertFeedbackTicket(
      typed(anonClient()),
      { type: 'general_feedback', title: 't', description: 'd' },
      { email: 'x@example.test', fullName: null, role: null, companyName: null },
      'ua',
    );
    expect(result.success).toBe(false);
  });
});

describe('server-paged list', () => {
  it('pages with an exact count and filters by type, status and priority', async () => {
    for (let index = 0; index < 5; index += 1) {
      await seedTicket({ ticket_type: 'general_feedback', status: index < 3 ? 'in_progress' : 'new', priority: index === 0 ? 'high' : 'low' });
    }
    const filter = { types: ['general_feedback'] as const, status: 'in_progress' as const, search: marker };
    const first = await fetchTicketPage(superAdmin, { ...filter, types: [...filter.types], priority: 'low', page: 0, pageSize: 1 });
    expect(first.total).toBe(2);
    expect(first.rows).toHaveLength(1);
    expect(first.hasMore).toBe(true);
    const second = await fetchTicketPage(superAdmin, { ...filter, types: [...filter.types], priority: 'low', page: 1, pageSize: 1 });
    expect(second.hasMore).toBe(false);
    expect(second.rows[0]!.id).not.toBe(first.rows[0]!.id);
  });

  it('searches name, e-mail, company and message through search_tickets', async () => {
    const email = uniqueEmail('findme');
    const id = await seedTicket({ ticket_type: 'early_access', email, message: 'needs 100%_literal match' });
    const byEmail = await fetchTicketPage(superAdmin, { types: [], search: email.toUpperCase(), page: 0, pageSize: 10 });
    expect(byEmail.rows.map((ticket) => ticket.id)).toEqual([id]);
    expect(byEmail.total).toBeNull();
    const literal = await fetchTicketPage(superAdmin, { types: ['early_access'], search: '100%_literal', page: 0, pageSize: 10 });
    expect(literal.rows.map((ticket) => ticket.id)).toEqual([id]);
    const none = await fetchTicketPage(superAdmin, { types: ['early_access'], search: '100%_litera_', page: 0, pageSize: 10 });
    expect(none.rows).toEqual([]);
    // Several types: the table fallback with the same literal matching.
    const fallback = await fetchTicketPage(superAdmin, { types: ['early_access', 'bug_report'], search: email, page: 0, pageSize: 10 });
    expect(fallback).toMatchObject({ total: 1, hasMore: false });
  });

  it('refuses a learner calling the search RPC directly, and exports the whole filter', async () => {
    await expect(fetchTicketPage(learner, { types: [], search: 'a', page: 0, pageSize: 10 })).rejects.toThrow(/permission denied/);
    const rows = await fetchAllTickets(superAdmin, { types: [], search: marker });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((ticket) => (ticket.company ?? '').startsWith(marker) || (ticket.message ?? '').includes(marker))).toBe(true);
  });
});
