import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { loadSupabase } from '@/lib/load-supabase';

export interface SignUpInput {
  fullName: string;
  email: string;
  password: string;
}

/**
 * Creates an account; the confirmation mail links back to /auth/callback (spec §7). The server enforces the
 * password rules (weak_password) and answers with its own message.
 */
export async function signUpWithPassword({ fullName, email, password }: SignUpInput) {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.auth.signUp({
    email: email.trim().toLowerCase(),
    password,
    options: { data: { full_name: fullName.trim() }, emailRedirectTo: `${window.location.origin}/auth/callback` },
  });
  if (error) throw new ApiError(error.message, error.status ?? 0, error.code);
  return data;
}

export function useSignUpWithPasswordMutation() {
  return useMutation({ mutationFn: signUpWithPassword });
}
