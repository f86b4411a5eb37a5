// Role, company and activation of a profile. Postgres decides: only an active super admin may change
// them (guard trigger), and the audit trigger records every change with the caller as actor.
import { ApiError } from '@/lib/api-error';
import type { AccessChange, DbClient } from './user-admin-types';

export interface AccessUpdate {
  id: string;
  changes: AccessChange;
}

/** Friendlier words for the refusals Postgres can answer with. */
function accessErrorMessage(code: string | undefined, message: string): string {
  if (code === '42501') return 'Only a super admin can change access.';
  if (code === '23514' && message.includes('users_company_admin_has_company')) return 'A company admin needs a company.';
  return message;
}

export async function updateUserAccess(client: DbClient, { id, changes }: AccessUpdate): Promise<void> {
  const { data, error, status } = await client.from('users').update(changes).eq('id', id).select('id');
  if (error) throw new ApiError(accessErrorMessage(error.code, error.message), status, error.code);
  if (data.length === 0) throw new ApiError('User not found, or you may not change them.', 404);
}
