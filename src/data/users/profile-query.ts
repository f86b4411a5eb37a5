import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { loadSupabase } from '@/lib/load-supabase';
import type { Tables } from '@/types/database';
import { usersKeys } from './keys';

/** The columns spec §7 reads for the signed-in user's profile. */
const PROFILE_COLUMNS = 'id, email, full_name, role, company_id, is_active, email_verified, position';

export type Profile = Pick<
  Tables<'users'>,
  'id' | 'email' | 'full_name' | 'role' | 'company_id' | 'is_active' | 'email_verified' | 'position'
>;

/** The profile row of `userId`, or null when there is none (or row-level security hides it). */
export async function fetchProfile(userId: string): Promise<Profile | null> {
  const supabase = await loadSupabase();
  return unwrap(await supabase.from('users').select(PROFILE_COLUMNS).eq('id', userId).maybeSingle());
}

export function profileQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: usersKeys.profile(userId ?? ''),
    queryFn: userId ? () => fetchProfile(userId) : skipToken,
  });
}

export function useProfileQuery(userId: string | null) {
  return useQuery(profileQueryOptions(userId));
}
