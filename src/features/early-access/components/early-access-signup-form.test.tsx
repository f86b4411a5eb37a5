import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/testing/render';
import { EarlyAccessSignupForm } from './early-access-signup-form';

const invokeEdgeFunction = vi.hoisted(() => vi.fn());
vi.mock('@/data/early-access/invoke-edge-function', () => ({ invokeEdgeFunction }));
const earlyAccessOpen = vi.hoisted(() => ({ value: true }));
vi.mock('@/data/public-forms/early-access-status', () => ({ fetchEarlyAccessOpen: async () => earlyAccessOpen.value }));

beforeEach(() => {
  invokeEdgeFunction.mockReset();
  earlyAccessOpen.value = true;
});

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Work email'), 'Ada@Example.TEST');
  await user.type(screen.getByLabelText('Company'), 'Analytical Engines');
  await user.selectOptions(screen.getByLabelText('Company size'), '11-50');
}

describe('EarlyAccessSignupForm', () => {
  it('says early access is closed and keeps the form from sending while a super admin has closed it', async () => {
    earlyAccessOpen.value = false;
    const user = userEvent.setup();
    renderAt(<EarlyAccessSignupForm />);
    expect(await screen.findByText('Early access sign-ups are closed at the moment. Please check back soon.')).toBeInTheDocument();
    await fillRequired(user);
    expect(screen.getByRole('button', { name: 'Get early access' })).toBeDisabled();
    // What the visitor typed stays.
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(invokeEdgeFunction).not.toHaveBeenCalled();
  });

  it('requires name, work email, company and company size', async () => {
    const user = userEvent.setup();
    renderAt(<EarlyAccessSignupForm />);
    await user.click(screen.getByRole('button', { name: 'Get early access' }));
    for (const text of ['Enter your first name', 'Enter your last name', 'Enter your work email', 'Enter your company', 'Choose a company size']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(invokeEdgeFunction).not.toHaveBeenCalled();
  });

  it('submits an early_access ticket with the lowercased e-mail and shows the magic-link notice', async () => {
    const user = userEvent.setup();
    invokeEdgeFunction.mockResolvedValue({ status: 201, body: { success: true, id: 't1' } });
    renderAt(<EarlyAccessSignupForm referralCode="ABCD1234" />);
    await fillRequired(user);
    await user.type(screen.getByLabelText('Your role (optional)'), 'CTO');
    await user.type(screen.getByLabelText('What would you like to use LXERA for? (optional)'), 'Upskilling');
    await user.click(screen.getByRole('button', { name: 'Get early access' }));
    expect(await screen.findByText('Check Your Email!')).toBeInTheDocument();
    expect(screen.getByText('We sent you a magic link to complete your profile.')).toBeInTheDocument();
    expect(invokeEdgeFunction).toHaveBeenCalledWith('submit-ticket', {
      ticketType: 'early_access',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.test',
      company: 'Analytical Engines',
      companySize: '11-50',
      jobTitle: 'CTO',
      useCase: 'Upskilling',
      referralSource: 'A colleague or friend (referral code ABCD1234)',
      source: 'early_access_page',
    });
  });

  it("puts the server's field messages next to their fields and keeps the input", async () => {
    const user = userEvent.setup();
    invokeEdgeFunction.mockResolvedValue({ status: 400, body: { error: 'Please check the form', fields: { company: 'Company is too long' } } });
    renderAt(<EarlyAccessSignupForm />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Get early access' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the form');
    expect(screen.getByText('Company is too long')).toBeInTheDocument();
    expect(screen.getByLabelText('Company')).toHaveValue('Analytical Engines');
  });
});
