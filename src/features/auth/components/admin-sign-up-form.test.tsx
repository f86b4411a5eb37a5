// The form against a fake of the one client call it makes; the real sign-up is covered end to end.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/testing/render';
import { AdminSignUpForm } from './admin-sign-up-form';

const signUp = vi.hoisted(() => vi.fn());
vi.mock('@/lib/load-supabase', () => ({ loadSupabase: async () => ({ auth: { signUp } }) }));

beforeEach(() => {
  signUp.mockReset();
});

describe('AdminSignUpForm', () => {
  it('requires the full name, e-mail and password before calling anything', async () => {
    renderAt(<AdminSignUpForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Enter a password')).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('asks for 8 characters at least', async () => {
    renderAt(<AdminSignUpForm />);
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Use at least 8 characters')).toBeInTheDocument();
  });

  it('signs up with full_name and the callback redirect, then asks to confirm the e-mail', async () => {
    signUp.mockResolvedValue({ data: { session: null, user: { id: 'u' } }, error: null });
    renderAt(<AdminSignUpForm />);
    await userEvent.type(screen.getByLabelText('Full name'), ' Ada Lovelace ');
    await userEvent.type(screen.getByLabelText('Email'), 'Ada@Example.TEST');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-password');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please check your email for a verification link before signing in.')).toBeInTheDocument();
    expect(signUp).toHaveBeenCalledWith({
      email: 'ada@example.test',
      password: 'long-enough-password',
      options: { data: { full_name: 'Ada Lovelace' }, emailRedirectTo: `${window.location.origin}/auth/callback` },
    });
  });

  it("shows the provider's message in a red alert and keeps what was typed", async () => {
    signUp.mockResolvedValue({
      data: { session: null, user: null },
      error: { message: 'Password should be at least 8 characters.', status: 422, code: 'weak_password' },
    });
    renderAt(<AdminSignUpForm />);
    await userEvent.type(screen.getByLabelText('Full name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.type(screen.getByLabelText('Password'), '12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password should be at least 8 characters.');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.test');
  });
});
