import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/testing/render';
import { isCapturableEmail, utmFromSearch } from '../capture-validation';
import { EmailCapture } from './email-capture';

const invoke = vi.hoisted(() => vi.fn());
/** The stored value of early_access_open that the fake client answers with. */
const setting = vi.hoisted(() => ({ value: true as unknown }));
vi.mock('@/lib/load-supabase', () => ({
  loadSupabase: async () => ({
    functions: { invoke },
    from: () => ({ select: () => ({ eq: () => ({ maybeSingle: async () => ({ data: { value: setting.value }, error: null }) }) }) }),
  }),
}));

beforeEach(() => {
  invoke.mockReset();
  setting.value = true;
});

describe('capture validation', () => {
  it('needs non-empty text with an at-sign', () => {
    expect(isCapturableEmail('')).toBe(false);
    expect(isCapturableEmail('   ')).toBe(false);
    expect(isCapturableEmail('jane.example.com')).toBe(false);
    expect(isCapturableEmail('jane@example.com')).toBe(true);
  });

  it('reads the utm values of the query string', () => {
    expect(utmFromSearch('?utm_source=news&utm_medium=email&x=1')).toEqual({ utm_source: 'news', utm_medium: 'email' });
  });
});

describe('EmailCapture', () => {
  it('expands from the button and shows Invalid Email without sending', async () => {
    renderAt(<EmailCapture source="hero_section" />);
    await userEvent.click(screen.getByRole('button', { name: 'Get Early Access' }));
    await userEvent.type(screen.getByLabelText('Work email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Get Access' }));
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();
  });

  it('sends the e-mail with its source, then shows the success line and notice', async () => {
    invoke.mockResolvedValue({ data: { success: true }, error: null });
    const onSuccess = vi.fn();
    renderAt(<EmailCapture source="mobile_hero" variant="mobile" onSuccess={onSuccess} />);
    await userEvent.click(screen.getByRole('button', { name: 'Get Early Access' }));
    await userEvent.type(screen.getByLabelText('Work email'), 'Lead@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Get Access' }));
    expect(await screen.findByText('Check your email!')).toBeInTheDocument();
    expect(screen.getByText('Check Your Email!')).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalled();
    expect(invoke).toHaveBeenCalledWith('capture-email', { body: expect.objectContaining({ email: 'lead@example.com', source: 'mobile_hero' }) });
  });

  it('says early access is closed, instead of the form, once a super admin has closed it', async () => {
    setting.value = false;
    renderAt(<EmailCapture source="hero_section" />);
    await userEvent.click(screen.getByRole('button', { name: 'Get Early Access' }));
    expect(await screen.findByText('Early access sign-ups are closed at the moment. Please check back soon.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Work email')).not.toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();
  });

  it('the minimal variant is a text link', async () => {
    renderAt(<EmailCapture source="cta_section" variant="minimal" />);
    await userEvent.click(screen.getByRole('button', { name: 'Get early access' }));
    expect(screen.getByLabelText('Work email')).toHaveFocus();
  });
});
