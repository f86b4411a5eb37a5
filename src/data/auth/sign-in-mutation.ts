import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { loadSupabase } from '@/lib/load-supabase';

export interface PasswordCredentials {
  email: string;
  password: string;
}

export async function signInWithPassword({ email, password }: PasswordCredentials) {
  const supabase = await loadSupabase();
  // E-mail is lowercased before every call (spec §5).
  const { data, error } = await supabase.auth.signInWithPassword({ email: email.trim().toLowerCase(), password });
  if (error) throw new ApiError(error.message, error.status ?? 0, error.code);
  return data;
}

/** Signs in; the AuthProvider hears SIGNED_IN and loads the profile. Errors carry the provider's message. */
export function useSignInWithPasswordMutation() {
  return useMutation({ mutationFn: signInWithPassword });
}
