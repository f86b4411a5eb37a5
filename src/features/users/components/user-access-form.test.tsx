import { useMutation } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessUpdate } from '@/data/users/user-access';
import type { AdminUserRow } from '@/data/users/user-admin-types';
import { TestProviders } from '@/testing/render';
import { UserAccessForm } from './user-access-form';

const change = vi.hoisted(() => vi.fn<(input: AccessUpdate) => Promise<void>>());

vi.mock('@/data/users/user-access-mutation', () => ({ useUserAccessMutation: () => useMutation({ mutationFn: change }) }));

const companies = [
  { id: 'acme', name: 'Acme Corporation', is_active: true },
  { id: 'globex', name: 'Globex', is_active: true },
];

const learner: AdminUserRow = {
  id: 'u1',
  email: 'learner@acme.test',
  full_name: 'Priya Learner',
  role: 'learner',
  company_id: null,
  is_active: true,
  email_verified: true,
  position: null,
  created_at: '2026-11-01T00:00:00Z',
  last_active_at: null,
  company: null,
};

function renderForm(isSelf = false) {
  render(
    <TestProviders>
      <UserAccessForm user={learner} companies={companies} isSelf={isSelf} />
    </TestProviders>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  change.mockReset();
});

describe('UserAccessForm', () => {
  it('refuses a company admin without a company before asking anything', async () => {
    const user = renderForm();
    expect(screen.getByRole('button', { name: 'Save access' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Role'), 'company_admin');
    await user.click(screen.getByRole('button', { name: 'Save access' }));
    expect(await screen.findByText('A company admin needs a company')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(change).not.toHaveBeenCalled();
  });

  it('names the change in a confirmation and sends it only when confirmed', async () => {
    change.mockResolvedValue();
    const user = renderForm();
    await user.selectOptions(screen.getByLabelText('Role'), 'company_admin');
    await user.selectOptions(screen.getByLabelText('Company'), 'globex');
    await user.click(screen.getByRole('button', { name: 'Save access' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('role from Learner to Company admin and company from No company to Globex');
    expect(change).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Change access' }));
    expect(change).toHaveBeenCalledWith({ id: 'u1', changes: { role: 'company_admin', company_id: 'globex' } }, expect.anything());
    expect(await screen.findByText('Access updated')).toBeInTheDocument();
  });

  it('keeps the choice and shows the refusal when the database says no', async () => {
    change.mockRejectedValue(new Error('Only a super admin can change access.'));
    const user = renderForm();
    await user.selectOptions(screen.getByLabelText('Company'), 'acme');
    await user.click(screen.getByRole('button', { name: 'Save access' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Change access' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a super admin can change access.');
    expect(screen.getByLabelText('Company')).toHaveValue('acme');
  });

  it('locks the fields on the signed-in admin themself', () => {
    renderForm(true);
    expect(screen.getByLabelText('Role')).toBeDisabled();
    expect(screen.getByLabelText('Company')).toBeDisabled();
  });
});
