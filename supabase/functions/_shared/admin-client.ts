/** A supabase-js client with the service-role key: REST and RPC only, no session, no realtime. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { FunctionEnv } from './env.ts';

/**
 * supabase-js wants a WebSocket constructor when the client is created, even if realtime is never
 * used; Deno has one, Node 20 (the local stack) has none. The functions never open a socket, so
 * there a constructor that refuses to connect is enough.
 */
class NoRealtimeSocket {
  constructor() {
    throw new Error('edge functions do not use realtime');
  }
}

export function createAdminClient(env: FunctionEnv): SupabaseClient {
  return createClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(typeof globalThis.WebSocket === 'undefined' ? { realtime: { transport: NoRealtimeSocket as never } } : {}),
  });
}
