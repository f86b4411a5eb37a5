// Company writes as plain functions of a client, so the hooks and the stack suites share them.
import { ApiError, unwrap } from '@/lib/api-error';
import type { Company, CompanyInput, DbClient } from './company-types';

export interface CompanySave {
  /** Absent: create. */
  id?: string;
  values: CompanyInput;
}

/** Thrown for a slug another company already has, so the form can mark the field. */
export class SlugTakenError extends Error {
  constructor() {
    super('Another company already uses this slug.');
    this.name = 'SlugTakenError';
  }
}

export async function saveCompany(client: DbClient, { id, values }: CompanySave): Promise<Company> {
  const result = id
    ? await client.from('companies').update(values).eq('id', id).select('*').single()
    : await client.from('companies').insert(values).select('*').single();
  if (result.error) {
    if (result.error.code === '23505') throw new SlugTakenError();
    throw new ApiError(result.error.message, result.status, result.error.code);
  }
  return result.data;
}

export interface CompanyActivation {
  id: string;
  active: boolean;
}

/** Deactivating a company takes every role from its members (the role helpers check the company). */
export async function setCompanyActive(client: DbClient, { id, active }: CompanyActivation): Promise<void> {
  const rows = unwrap(await client.from('companies').update({ is_active: active }).eq('id', id).select('id')) ?? [];
  if (rows.length === 0) throw new Error('Company not found');
}
