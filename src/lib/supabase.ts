// The typed Supabase client. Import it only through loadSupabase() so it stays off the first paint.
import { createClient } from '@supabase/supabase-js';
import { env } from '@/config/env';
import type { Database } from '@/types/database';

export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    // PKCE: e-mailed links carry a one-time code instead of tokens in the URL.
    flowType: 'pkce',
  },
  // React Query owns retries; a second layer underneath would multiply the attempts.
  db: { retry: false },
});

export type AppSupabaseClient = typeof supabase;
