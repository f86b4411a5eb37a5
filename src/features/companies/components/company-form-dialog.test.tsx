import { useMutation } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanySave } from '@/data/companies/company-writes';
import { SlugTakenError } from '@/data/companies/company-writes';
import type { Company } from '@/data/companies/company-types';
import { TestProviders } from '@/testing/render';
import { CompanyFormDialog } from './company-form-dialog';

const save = vi.hoisted(() => vi.fn<(input: CompanySave) => Promise<Company>>());

vi.mock('@/data/companies/company-save-mutation', () => ({ useCompanySaveMutation: () => useMutation({ mutationFn: save }) }));

function renderDialog(props: Partial<Parameters<typeof CompanyFormDialog>[0]> = {}) {
  const onOpenChange = vi.fn();
  render(
    <TestProviders>
      <CompanyFormDialog open onOpenChange={onOpenChange} {...props} />
    </TestProviders>,
  );
  return { onOpenChange, user: userEvent.setup() };
}

beforeEach(() => {
  save.mockReset();
});

describe('CompanyFormDialog', () => {
  it('names what is missing or malformed and sends nothing', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByText('Enter the company name')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Company name'), 'Acme');
    await user.clear(screen.getByLabelText('Slug'));
    await user.type(screen.getByLabelText('Slug'), 'Not A Slug');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByText(/Use lowercase letters, digits and single hyphens/)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('derives the slug from the name until the slug is edited, and sends blanks as null', async () => {
    save.mockImplementation(async ({ values }) => ({ id: 'c1', ...values }) as Company);
    const { user, onOpenChange } = renderDialog();
    await user.type(screen.getByLabelText('Company name'), 'Ünïcorn Labs & Co');
    expect(screen.getByLabelText('Slug')).toHaveValue('unicorn-labs-co');
    await user.selectOptions(screen.getByLabelText('Plan'), 'growth');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    expect(save).toHaveBeenCalledWith(
      {
        id: undefined,
        values: { name: 'Ünïcorn Labs & Co', slug: 'unicorn-labs-co', industry: null, size: null, country: null, plan: 'growth' },
      },
      expect.anything(),
    );
    expect(await screen.findByText('Company created')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('marks a taken slug on its field and keeps every input', async () => {
    save.mockRejectedValue(new SlugTakenError());
    const { user, onOpenChange } = renderDialog();
    await user.type(screen.getByLabelText('Company name'), 'Acme Corporation');
    await user.type(screen.getByLabelText(/Industry/), 'Manufacturing');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByText('Another company already uses this slug.')).toBeInTheDocument();
    expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Company name')).toHaveValue('Acme Corporation');
    expect(screen.getByLabelText(/Industry/)).toHaveValue('Manufacturing');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('shows any other failure above the form and keeps the input', async () => {
    save.mockRejectedValue(new Error('permission denied for table companies'));
    const { user } = renderDialog();
    await user.type(screen.getByLabelText('Company name'), 'Initech');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('permission denied for table companies');
    expect(screen.getByLabelText('Company name')).toHaveValue('Initech');
  });
});
