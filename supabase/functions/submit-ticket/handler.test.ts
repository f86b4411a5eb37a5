// The validation paths of submit-ticket: everything here is refused before any database call.
import { describe, expect, it } from 'vitest';
import { postJson, unreachableEnv } from '../_shared/testing/unit-env.ts';
import { handle } from './handler.ts';

const demoRequest = {
  ticketType: 'demo_request',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  company: 'Analytical Engines',
  companySize: '11-50',
  country: 'United Kingdom',
};

async function submit(body: unknown) {
  const response = await handle(postJson('submit-ticket', body), unreachableEnv);
  return { status: response.status, body: (await response.json()) as { error?: string; fields?: Record<string, string> } };
}

describe('submit-ticket validation', () => {
  it.each([undefined, 'bug_report', 'general_feedback', 'anything'])('refuses ticketType %s', async (ticketType) => {
    const { status, body } = await submit({ ...demoRequest, ticketType });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ ticketType: 'Ticket type must be demo_request, contact_sales or early_access' });
  });

  it('names every missing required field of a demo request', async () => {
    const { status, body } = await submit({ ticketType: 'demo_request' });
    expect(status).toBe(400);
    expect(body.error).toBe('Please check the highlighted fields.');
    expect(body.fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      company: 'Company is required',
      companySize: 'Choose a company size',
      country: 'Country is required',
    });
  });

  it('treats blank text as missing', async () => {
    const { body } = await submit({ ...demoRequest, firstName: '   ', company: '' });
    expect(body.fields).toEqual({ firstName: 'First name is required', company: 'Company is required' });
  });

  it('needs a country only for demo requests', async () => {
    const { body } = await submit({ ...demoRequest, country: undefined });
    expect(body.fields).toEqual({ country: 'Country is required' });
    const contact = await submit({ ...demoRequest, ticketType: 'contact_sales', country: undefined, email: 'bad' });
    expect(contact.body.fields).toEqual({ email: 'Please enter a valid email address' });
  });

  it('bounds lengths and checks sizes, e-mails and phones', async () => {
    const { status, body } = await submit({
      ...demoRequest,
      firstName: 'A'.repeat(101),
      email: 'not-an-email',
      companySize: '12',
      phone: 'call me maybe',
      message: 'm'.repeat(10_001),
      jobTitle: 42,
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      firstName: 'First name must be at most 100 characters',
      email: 'Please enter a valid email address',
      companySize: 'Choose a company size',
      phone: 'Phone may contain digits, spaces and + ( ) - . only',
      message: 'Message must be at most 10000 characters',
      jobTitle: 'Job title must be text',
    });
  });
});
