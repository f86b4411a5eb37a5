// The demo form against a fake of its one client call; the real submit is covered end to end.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/testing/render';
import { DemoForm } from './demo-form';

const invoke = vi.hoisted(() => vi.fn());
vi.mock('@/lib/load-supabase', () => ({ loadSupabase: async () => ({ functions: { invoke } }) }));

beforeEach(() => invoke.mockReset());

async function fillRequired() {
  await userEvent.type(screen.getByLabelText(/First name/), 'Jane');
  await userEvent.type(screen.getByLabelText(/Last name/), 'Doe');
  await userEvent.type(screen.getByLabelText(/Work email/), 'Jane@Example.COM');
  await userEvent.type(screen.getByLabelText(/^Company\*?$/), 'Example Co');
  await userEvent.selectOptions(screen.getByLabelText(/Company size/), '51-200');
  await userEvent.selectOptions(screen.getByLabelText(/^Country/), 'Germany');
}

describe('DemoForm', () => {
  it('sends nothing and shows the desktop Missing Information toast when required fields are empty', async () => {
    renderAt(<DemoForm source="Hero Section" mobile={false} onSubmitted={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Schedule →' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields including company size and country.')).toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();
  });

  it('uses the mobile wording on small screens', async () => {
    renderAt(<DemoForm source="Hero Section" mobile onSubmitted={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/First name/), 'Jane');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Schedule →' }));
    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();
  });

  it('reveals the optional fields with the toggle', async () => {
    renderAt(<DemoForm source="Hero Section" mobile={false} onSubmitted={vi.fn()} />);
    expect(screen.queryByLabelText('Job title')).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add optional details' }));
    expect(screen.getByLabelText('Job title')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hide optional details' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('submits a demo_request ticket with its source and the lowercased e-mail', async () => {
    invoke.mockResolvedValue({ data: { success: true, id: 't-1' }, error: null });
    const onSubmitted = vi.fn();
    renderAt(<DemoForm source="Video End CTA" mobile={false} onSubmitted={onSubmitted} />);
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Schedule →' }));
    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(invoke).toHaveBeenCalledWith('submit-ticket', {
      body: expect.objectContaining({
        ticketType: 'demo_request',
        source: 'Video End CTA',
        email: 'jane@example.com',
        companySize: '51-200',
        country: 'Germany',
      }),
    });
  });

  it('shows Submission Failed with the server message and keeps what was typed', async () => {
    const context = new Response(JSON.stringify({ error: 'Too many requests' }), { status: 429 });
    invoke.mockResolvedValue({ data: null, error: { message: 'Edge Function returned a non-2xx status code', context } });
    renderAt(<DemoForm source="Hero Section" mobile={false} onSubmitted={vi.fn()} />);
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Schedule →' }));
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getByText('Too many requests')).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Jane');
  });
});
