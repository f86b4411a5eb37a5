import { useMutation } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CompanySave } from '@/data/companies/company-writes';
import type { Company } from '@/data/companies/company-types';
import type { ApprovedLead } from '@/data/leads/approved-leads-query';
import type { LeadStatusChange } from '@/data/leads/lead-status-mutation';
import { TestProviders } from '@/testing/render';
import { ApprovedLeadsPanel } from './approved-leads-panel';

const save = vi.hoisted(() => vi.fn<(input: CompanySave) => Promise<Company>>());
const setStatus = vi.hoisted(() => vi.fn<(change: LeadStatusChange) => Promise<void>>());
const leads = vi.hoisted(() => ({ data: [] as ApprovedLead[] }));

vi.mock('@/data/companies/company-save-mutation', () => ({ useCompanySaveMutation: () => useMutation({ mutationFn: save }) }));
vi.mock('@/data/leads/lead-status-mutation', () => ({ useLeadStatusMutation: () => useMutation({ mutationFn: setStatus }) }));
vi.mock('@/data/leads/approved-leads-query', () => ({ useApprovedLeadsQuery: () => ({ isPending: false, isError: false, data: leads.data }) }));
vi.mock('@/data/companies/company-options-query', () => ({ useCompanyOptionsQuery: () => ({ isPending: false, data: [] }) }));

const lead: ApprovedLead = {
  id: 'lead-1',
  email: 'raj.patel@contoso.test',
  full_name: 'Raj Patel',
  company: 'Contoso',
  company_size: '1001-5000',
  job_role: 'Head of L&D',
  use_case: null,
  created_at: '2026-10-29T10:00:00Z',
};

describe('ApprovedLeadsPanel', () => {
  it('prefills the company from the lead, marks the lead onboarded and offers to invite the lead', async () => {
    leads.data = [lead];
    save.mockImplementation(async ({ values }) => ({ id: 'company-9', ...values }) as Company);
    setStatus.mockImplementation(async () => {
      leads.data = [];
    });
    render(
      <TestProviders>
        <ApprovedLeadsPanel />
      </TestProviders>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create company from lead raj.patel@contoso.test' }));
    const form = screen.getByRole('dialog', { name: 'New company' });
    expect(within(form).getByLabelText('Company name')).toHaveValue('Contoso');
    expect(within(form).getByLabelText('Slug')).toHaveValue('contoso');
    expect(within(form).getByLabelText(/Company size/)).toHaveValue('1001-5000');
    await user.click(within(form).getByRole('button', { name: 'Create company' }));

    const invite = await screen.findByRole('dialog', { name: 'Invite a company admin' });
    expect(setStatus).toHaveBeenCalledWith({ id: 'lead-1', status: 'onboarded' }, expect.anything());
    expect(within(invite).getByLabelText('Work e-mail')).toHaveValue('raj.patel@contoso.test');
    expect(within(invite).getByLabelText(/Full name/)).toHaveValue('Raj Patel');
    expect(within(invite).getByText(/manage Contoso/)).toBeInTheDocument();
  });
});
