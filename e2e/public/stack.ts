// The local stack as the public-site journeys check it: the super admin's REST view and the mail inbox.
// (tests/support/stack-client.ts reads vitest's inject(), which Playwright does not have.)
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { LOCAL_ANON_KEY } from '../../local-stack/config.ts';
import { DEMO_PASSWORD, personas } from '../../tests/support/personas.ts';

const STACK_URL = 'http://127.0.0.1:54321';
const INBOX_URL = 'http://127.0.0.1:54324';

export async function superAdminClient(): Promise<SupabaseClient> {
  const client = createClient(STACK_URL, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { error } = await client.auth.signInWithPassword({ email: personas.superAdmin.email, password: DEMO_PASSWORD });
  if (error) throw new Error(`super admin sign-in failed: ${error.message}`);
  return client;
}

export interface InboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function inbox(to: string): Promise<InboxMessage[]> {
  const url = new URL('/api/messages', INBOX_URL);
  url.searchParams.set('to', to);
  return (await (await fetch(url)).json()) as InboxMessage[];
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}
