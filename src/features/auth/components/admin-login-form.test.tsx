// The form against a fake of the one client call it makes; the real sign-in is covered end to end.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/testing/render';
import { AdminLoginForm } from './admin-login-form';

const signInWithPassword = vi.hoisted(() => vi.fn());
vi.mock('@/lib/load-supabase', () => ({ loadSupabase: async () => ({ auth: { signInWithPassword } }) }));

beforeEach(() => {
  signInWithPassword.mockReset();
});

describe('AdminLoginForm', () => {
  it('asks for the e-mail and password before calling anything', async () => {
    renderAt(<AdminLoginForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('signs in with the e-mail lowercased', async () => {
    signInWithPassword.mockResolvedValue({ data: { session: {}, user: {} }, error: null });
    renderAt(<AdminLoginForm />);
    await userEvent.type(screen.getByLabelText('Email'), ' Admin@ACME.test ');
    await userEvent.type(screen.getByLabelText('Password'), 'demo-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(signInWithPassword).toHaveBeenCalledWith({ email: 'admin@acme.test', password: 'demo-password' });
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });

  it("shows the provider's message in a red alert", async () => {
    signInWithPassword.mockResolvedValue({
      data: { session: null, user: null },
      error: { message: 'Invalid login credentials', status: 400, code: 'invalid_credentials' },
    });
    renderAt(<AdminLoginForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'admin@acme.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});
