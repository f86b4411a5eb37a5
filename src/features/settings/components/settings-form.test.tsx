import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PlatformSettings } from '@/data/platform-settings/platform-settings';
import { toFormValues } from '../settings-values';
import { SettingsForm } from './settings-form';

const initial: PlatformSettings = { early_access_open: true, course_generator: 'template', mail_sender_name: 'LXERA' };

function setup(values = initial) {
  const onSave = vi.fn<(changes: Partial<PlatformSettings>) => void>();
  render(<SettingsForm initial={values} saving={false} onSave={onSave} />);
  return { onSave, user: userEvent.setup() };
}

describe('SettingsForm', () => {
  it('saves only the settings that changed', async () => {
    const { onSave, user } = setup();
    const name = screen.getByLabelText('Sender name');
    await user.clear(name);
    await user.type(name, 'Acme Academy');
    await user.selectOptions(screen.getByLabelText('Course generator'), 'anthropic');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ mail_sender_name: 'Acme Academy', course_generator: 'anthropic' }));
  });

  it.each([
    ['', 'Enter the name e-mails are sent from'],
    ['Evil <evil@example.test>', 'Quotes, angle brackets and backslashes are not allowed'],
    ['x'.repeat(101), 'Use at most 100 characters'],
  ])('refuses the sender name %j with an inline error and keeps the input', async (value, message) => {
    const { onSave, user } = setup();
    const name = screen.getByLabelText('Sender name');
    await user.clear(name);
    if (value) await user.type(name, value);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue(value);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks before closing early access and saves only after confirmation', async () => {
    const { onSave, user } = setup();
    const toggle = screen.getByRole('switch', { name: 'Accept early-access sign-ups' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close early access?' });
    expect(onSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close early access' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ early_access_open: false }));
    expect(dialog).not.toBeInTheDocument();
  });

  it('reopens early access without asking', async () => {
    const { onSave, user } = setup({ ...initial, early_access_open: false });
    await user.click(screen.getByRole('switch', { name: 'Accept early-access sign-ups' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ early_access_open: true }));
  });

  it('keeps Save disabled until something changed, and Discard restores the saved values', async () => {
    const { user } = setup();
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    const name = screen.getByLabelText('Sender name');
    await user.type(name, ' Team');
    expect(save).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(name).toHaveValue('LXERA');
    expect(save).toBeDisabled();
  });
});

describe('toFormValues', () => {
  it('falls back to the defaults for missing or invalid stored values', () => {
    expect(toFormValues({ early_access_open: 'yes', course_generator: 'gpt-9' })).toEqual({
      early_access_open: true,
      course_generator: 'template',
      mail_sender_name: 'LXERA',
    });
    expect(toFormValues({ early_access_open: false, course_generator: 'openai', mail_sender_name: 'Acme' })).toEqual({
      early_access_open: false,
      course_generator: 'openai',
      mail_sender_name: 'Acme',
    });
  });
});
