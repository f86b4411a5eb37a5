// The login flow against a fake of the one function-call helper; the real functions are covered end to end.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/testing/render';
import { CodeLogin } from './code-login';

const invokeEdgeFunction = vi.hoisted(() => vi.fn());
vi.mock('@/data/early-access/invoke-edge-function', () => ({ invokeEdgeFunction }));

function answer(name: string, status: number, body: unknown) {
  invokeEdgeFunction.mockImplementationOnce(async (called: string) => {
    expect(called).toBe(name);
    return { status, body };
  });
}

async function sendCodeTo(user: ReturnType<typeof userEvent.setup>, email = ' Lead@LXERA.test ') {
  answer('send-verification-code', 200, { success: true });
  await user.type(screen.getByLabelText('Work email'), email);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByRole('group', { name: 'Verification code' });
}

beforeEach(() => {
  invokeEdgeFunction.mockReset();
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('CodeLogin', () => {
  it('validates the e-mail before sending anything', async () => {
    const user = userEvent.setup();
    renderAt(<CodeLogin />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter your email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Work email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(invokeEdgeFunction).not.toHaveBeenCalled();
  });

  it('sends the code to the lowercased e-mail, toasts, and disables verify until 6 digits', async () => {
    const user = userEvent.setup();
    renderAt(<CodeLogin />, { path: '/login' });
    await sendCodeTo(user);
    expect(invokeEdgeFunction).toHaveBeenCalledWith('send-verification-code', { email: 'lead@lxera.test' });
    expect(screen.getByText('Code sent!')).toBeInTheDocument();
    expect(screen.getByText('Check your email for the 6-digit verification code.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify code' })).toBeDisabled();
    expect(screen.getByText('lead@lxera.test')).toBeInTheDocument();
  });

  it('offers early access to an e-mail that is not on the list', async () => {
    const user = userEvent.setup();
    renderAt(<CodeLogin />, { path: '/login' });
    answer('send-verification-code', 404, { error: 'Email not found. Please sign up for early access first.', code: 'not_on_list', redirect: '/early-access' });
    await user.type(screen.getByLabelText('Work email'), 'someone@else.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Not on the early access list yet?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get early access (30 seconds, no card required)' })).toHaveAttribute('href', '/early-access');
  });

  it("shows the server's send error, or the fallback", async () => {
    const user = userEvent.setup();
    renderAt(<CodeLogin />, { path: '/login' });
    answer('send-verification-code', 502, null);
    await user.type(screen.getByLabelText('Work email'), 'lead@lxera.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send verification code');
    expect(screen.getByLabelText('Work email')).toHaveValue('lead@lxera.test');
  });

  it('verifies at the sixth digit, stores the token and goes to the waiting room', async () => {
    const user = userEvent.setup();
    renderAt(<CodeLogin />, { path: '/login' });
    await sendCodeTo(user);
    answer('verify-otp-code', 200, { success: true, token: 'opaque-token-value', email: 'lead@lxera.test' });
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('123456');
    expect(await screen.findByTestId('location')).toHaveTextContent('/waiting-room');
    expect(invokeEdgeFunction).toHaveBeenLastCalledWith('verify-otp-code', { email: 'lead@lxera.test', code: '123456' });
    expect(localStorage.getItem('earlyAccessToken')).toBe('opaque-token-value');
    expect(localStorage.getItem('earlyAccessEmail')).toBe('lead@lxera.test');
  });

  it('shows the invalid-code error and clears the boxes; Change email clears the error', async () => {
    const user = userEvent.setup();
    renderAt(<CodeLogin />, { path: '/login' });
    await sendCodeTo(user);
    answer('verify-otp-code', 200, { success: false, error: 'Invalid or expired code' });
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired code');
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveValue('');
    expect(screen.getByLabelText('Digit 1 of 6')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(screen.getByLabelText('Work email')).toHaveValue('lead@lxera.test');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to "Failed to verify code" when the call throws', async () => {
    const user = userEvent.setup();
    renderAt(<CodeLogin />, { path: '/login' });
    await sendCodeTo(user);
    invokeEdgeFunction.mockRejectedValueOnce(new Error(''));
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to verify code');
  });

  it('sends an unknown e-mail to the redirect 2000 ms after the not-found message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt(<CodeLogin />, { path: '/login' });
    await sendCodeTo(user);
    answer('verify-otp-code', 200, { success: false, error: 'Email not found', redirect: '/early-access' });
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email not found. Please sign up for early access first.');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByTestId('location')).toHaveTextContent('/early-access');
  });

  it('blocks resend for 60 s, counting down, then resends with its own toast', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt(<CodeLogin />, { path: '/login' });
    await sendCodeTo(user);
    expect(screen.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('button', { name: 'Resend in 59s' })).toBeDisabled();
    for (let i = 0; i < 59; i++) await act(() => vi.advanceTimersByTimeAsync(1_000));
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toBeEnabled();
    answer('send-verification-code', 200, { success: true });
    await user.click(resend);
    expect(await screen.findByText('Code resent!')).toBeInTheDocument();
    expect(screen.getByText('Check your email for the new verification code.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
  });

  it("mirrors the server's retry_after when a resend is refused", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt(<CodeLogin />, { path: '/login' });
    await sendCodeTo(user);
    for (let i = 0; i < 60; i++) await act(() => vi.advanceTimersByTimeAsync(1_000));
    answer('send-verification-code', 429, { error: 'Too many codes requested. Please try again in 40 minutes.', retry_after: 2400 });
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many codes requested. Please try again in 40 minutes.');
    expect(screen.getByRole('button', { name: 'Resend in 2400s' })).toBeDisabled();
  });
});
