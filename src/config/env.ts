// The browser's configuration: the Supabase URL and its public (anon) key, defaulting to the local stack.

/** The local stack's API (local-stack/config.ts). */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
/** A copy of LOCAL_ANON_KEY in local-stack/config.ts: the Supabase CLI's public demo anon key. */
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export interface AppEnv {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

interface RawEnv {
  VITE_SUPABASE_URL?: string;
  VITE_SUPABASE_ANON_KEY?: string;
}

/** Validates the raw variables; throws on a value that would break the app or ship a privileged key. */
export function parseEnv(raw: RawEnv): AppEnv {
  const supabaseUrl = raw.VITE_SUPABASE_URL?.trim() || LOCAL_SUPABASE_URL;
  const supabaseAnonKey = raw.VITE_SUPABASE_ANON_KEY?.trim() || LOCAL_SUPABASE_ANON_KEY;

  let url: URL;
  try {
    url = new URL(supabaseUrl);
  } catch {
    throw new Error(`VITE_SUPABASE_URL is not a URL: ${supabaseUrl}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`VITE_SUPABASE_URL must be http(s): ${supabaseUrl}`);
  }
  if (!isPublicKey(supabaseAnonKey)) {
    throw new Error('VITE_SUPABASE_ANON_KEY is not a public key; only the anon key may reach the browser.');
  }
  return { supabaseUrl: supabaseUrl.replace(/\/+$/, ''), supabaseAnonKey };
}

/** An allow-list, so no privileged key can pass: a publishable key, or a JWT whose role is anon. */
function isPublicKey(key: string): boolean {
  if (key.startsWith('sb_publishable_')) return true;
  const payload = key.split('.')[1];
  if (!payload) return false;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown };
    return claims.role === 'anon';
  } catch {
    return false;
  }
}

export const env: AppEnv = parseEnv(import.meta.env);
