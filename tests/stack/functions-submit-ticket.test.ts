// submit-ticket end to end: public tickets stored with the service role, visible to the super admin
// only, refused with field errors, rate-limited; early-access tickets join the list.
import { describe, expect, it } from 'vitest';
import {
  invokeFunction,
  mailCount,
  uniqueAddress,
} from '../../supabase/functions/_shared/testing/stack-functions.ts';
import { anonClient, personaClient, uniqueEmail, withAdminDb } from '../support/stack-client.ts';

function demoRequest(email = uniqueEmail('demo')) {
  return {
    ticketType: 'demo_request',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    company: 'Analytical Engines Ltd',
    companySize: '51-200',
    country: 'United Kingdom',
    jobTitle: 'Head of Learning',
    phone: '+44 20 7946 0958',
    message: 'We would like to see course generation.',
    source: 'Hero Section',
  };
}

describe('submit-ticket', () => {
  it('stores a demo request that the super admin sees and anon does not', async () => {
    const request = demoRequest();
    const submitted = await invokeFunction('submit-ticket', { ...request, email: request.email.toUpperCase() });
    expect(submitted.status).toBe(201);
    expect(submitted.data).toEqual({ success: true, id: expect.any(String) });
    const id = submitted.body.id as string;

    const admin = await personaClient('superAdmin');
    const { data: ticket, error } = await admin.from('tickets').select('*').eq('id', id).single();
    expect(error).toBeNull();
    expect(ticket).toMatchObject({
      ticket_type: 'demo_request',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: request.email,
      company: 'Analytical Engines Ltd',
      company_size: '51-200',
      country: 'United Kingdom',
      job_title: 'Head of Learning',
      phone: '+44 20 7946 0958',
      message: 'We would like to see course generation.',
      source: 'Hero Section',
      status: 'new',
      priority: 'medium',
      submitted_by: null,
    });
    expect(Date.now() - new Date(ticket.submitted_at).getTime()).toBeLessThan(60_000);

    const { data: seenByAnon } = await anonClient().from('tickets').select('id').eq('id', id);
    expect(seenByAnon ?? []).toEqual([]);
  });

  it('stores the contact-sales extras', async () => {
    const submitted = await invokeFunction('submit-ticket', {
      ...demoRequest(),
      ticketType: 'contact_sales',
      country: undefined,
      budgetRange: '$10k-$50k',
      timeline: 'This quarter',
      useCase: 'Reskilling 400 support agents',
    });
    expect(submitted.status).toBe(201);
    const row = await withAdminDb(async (db) =>
      (await db.query('select budget_range, timeline, use_case, country from public.tickets where id = $1', [submitted.body.id])).rows[0],
    );
    expect(row).toEqual({ budget_range: '$10k-$50k', timeline: 'This quarter', use_case: 'Reskilling 400 support agents', country: null });
  });

  it('puts an early-access ticket on the list with its profile and mails the magic link', async () => {
    const email = uniqueEmail('ea-ticket');
    const submitted = await invokeFunction('submit-ticket', {
      ...demoRequest(email),
      ticketType: 'early_access',
      useCase: 'Onboarding new hires',
      referralSource: 'A colleague',
    });
    expect(submitted.status).toBe(201);

    const lead = await withAdminDb(async (db) => (await db.query('select * from public.early_access_leads where email = $1', [email])).rows[0]);
    expect(lead).toMatchObject({
      full_name: 'Ada Lovelace',
      company: 'Analytical Engines Ltd',
      company_size: '51-200',
      job_role: 'Head of Learning',
      use_case: 'Onboarding new hires',
      referral_source: 'A colleague',
      source: 'early_access_form',
      status: 'waitlisted',
    });
    expect(await mailCount(email, /early access/i)).toBe(1);
  });

  it('refuses bad input with a message per field', async () => {
    const refused = await invokeFunction('submit-ticket', {
      ticketType: 'demo_request',
      firstName: '',
      lastName: 'L'.repeat(101),
      email: 'nope',
      company: 'Acme',
      companySize: 'huge',
    });
    expect(refused.status).toBe(400);
    expect(refused.data).toBeNull();
    expect(refused.body).toEqual({
      error: 'Please check the highlighted fields.',
      fields: {
        firstName: 'First name is required',
        lastName: 'Last name must be at most 100 characters',
        email: 'Please enter a valid email address',
        companySize: 'Choose a company size',
        country: 'Country is required',
      },
    });

    const feedback = await invokeFunction('submit-ticket', { ...demoRequest(), ticketType: 'bug_report' });
    expect(feedback.status).toBe(400);
    expect(feedback.body.fields).toEqual({ ticketType: 'Ticket type must be demo_request, contact_sales or early_access' });
  });

  it('limits one e-mail to 5 tickets in 10 minutes', async () => {
    const email = uniqueEmail('ticket-flood');
    for (let i = 0; i < 5; i++) expect((await invokeFunction('submit-ticket', demoRequest(email))).status).toBe(201);
    const limited = await invokeFunction('submit-ticket', demoRequest(email));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error: expect.stringMatching(/^Too many requests\. Please try again in \d+ (seconds|minutes?)\.$/),
      retry_after: expect.any(Number),
    });
  });

  it('limits one address to 30 tickets in 10 minutes', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 30; i++) expect((await invokeFunction('submit-ticket', demoRequest(), address)).status).toBe(201);
    expect((await invokeFunction('submit-ticket', demoRequest(), address)).status).toBe(429);
  });
});

describe('the functions relay behind the gateway', () => {
  it('reports an unknown function as a relay error', async () => {
    const missing = await invokeFunction('no-such-function', {});
    expect(missing).toMatchObject({ status: 404, relayError: true });
  });
});
