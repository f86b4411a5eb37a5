import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/testing/render';
import { SetPasswordForm } from './set-password-form';

const setOwnPassword = vi.hoisted(() => vi.fn<(password: string) => Promise<void>>());
vi.mock('@/data/auth/set-password-mutation', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return { useSetPasswordMutation: () => useMutation({ mutationFn: setOwnPassword }) };
});

describe('SetPasswordForm', () => {
  it('asks for 8+ characters typed twice, then sets the password and continues', async () => {
    setOwnPassword.mockResolvedValue();
    const onDone = vi.fn();
    render(
      <TestProviders>
        <SetPasswordForm email="new@example.test" onDone={onDone} />
      </TestProviders>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Repeat password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Set password and continue' }));
    expect(await screen.findByText('Use at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(setOwnPassword).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'long-enough');
    await user.clear(screen.getByLabelText('Repeat password'));
    await user.type(screen.getByLabelText('Repeat password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Set password and continue' }));
    expect(setOwnPassword).toHaveBeenCalledWith('long-enough', expect.anything());
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});
