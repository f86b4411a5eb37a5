import { useMutation } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as InvitationModule from '@/data/companies/invitation-mutations';
import { FunctionCallError } from '@/data/public-forms/function-error';
import { TestProviders } from '@/testing/render';
import { InviteAdminDialog } from './invite-admin-dialog';

const send = vi.hoisted(() => vi.fn<(input: InvitationModule.InvitationAction) => Promise<InvitationModule.InvitationAnswer>>());

vi.mock('@/data/companies/invitation-mutations', async (importOriginal) => {
  const actual = await importOriginal<typeof InvitationModule>();
  return { ...actual, useInvitationMutation: () => useMutation({ mutationFn: send }) };
});

vi.mock('@/data/companies/company-options-query', () => ({
  useCompanyOptionsQuery: () => ({
    isPending: false,
    data: [
      { id: 'acme', name: 'Acme Corporation', is_active: true },
      { id: 'gone', name: 'Gone Ltd', is_active: false },
    ],
  }),
}));

function renderDialog(props: Partial<Parameters<typeof InviteAdminDialog>[0]> = {}) {
  const onOpenChange = vi.fn();
  render(
    <TestProviders>
      <InviteAdminDialog open onOpenChange={onOpenChange} {...props} />
    </TestProviders>,
  );
  return { onOpenChange, user: userEvent.setup() };
}

beforeEach(() => {
  send.mockReset();
});

describe('InviteAdminDialog', () => {
  it('asks for a valid e-mail and a company, offering only active companies', async () => {
    const { user } = renderDialog();
    const options = Array.from(screen.getByLabelText('Company').querySelectorAll('option')).map((o) => o.textContent);
    expect(options).toEqual(['Choose a company', 'Acme Corporation']);
    await user.type(screen.getByLabelText('Work e-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/Enter a valid e-mail address/)).toBeInTheDocument();
    expect(screen.getByText('Choose the company')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the lowercased address with the preset lead and company, then closes', async () => {
    send.mockResolvedValue({ success: true, invitation: {} as InvitationModule.InvitationAnswer['invitation'] });
    const { user, onOpenChange } = renderDialog({ companyName: 'Acme Corporation', preset: { companyId: 'acme', leadId: 'lead-1', fullName: 'Lena Lead' } });
    expect(screen.queryByLabelText('Company')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Work e-mail'), '  Lena@Example.TEST ');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(send).toHaveBeenCalledWith(
      { action: 'invite', email: 'lena@example.test', companyId: 'acme', fullName: 'Lena Lead', leadId: 'lead-1' },
      expect.anything(),
    );
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("puts the function's field error on the field and keeps the input", async () => {
    send.mockRejectedValue(new FunctionCallError('Please enter a valid email address', 400, { email: 'Please enter a valid email address' }));
    const { user, onOpenChange } = renderDialog({ companyName: 'Acme', preset: { companyId: 'acme' } });
    await user.type(screen.getByLabelText('Work e-mail'), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Work e-mail')).toHaveValue('a@b.co');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('shows a refusal without a field (an existing account) above the form', async () => {
    send.mockRejectedValue(new FunctionCallError('This e-mail already has an LXERA account.', 409));
    const { user } = renderDialog({ companyName: 'Acme', preset: { companyId: 'acme' } });
    await user.type(screen.getByLabelText('Work e-mail'), 'admin@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail already has an LXERA account.');
  });
});
