/** Real supabase-js clients against the stack started by tests/stack/global-setup.ts. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import { inject } from 'vitest';
import { DEMO_PASSWORD, personas, type PersonaName } from './personas.ts';

// Node 20 has no global WebSocket; supabase-js's realtime client needs one handed in.
const noSession = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
};

export function anonClient(): SupabaseClient {
  return createClient(inject('stackUrl'), inject('anonKey'), noSession);
}

export function serviceClient(): SupabaseClient {
  return createClient(inject('stackUrl'), inject('serviceRoleKey'), noSession);
}

/** A client signed in with e-mail and password. */
export async function signedInClient(email: string, password = DEMO_PASSWORD): Promise<SupabaseClient> {
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
  return client;
}

export function personaClient(name: PersonaName): Promise<SupabaseClient> {
  return signedInClient(personas[name].email);
}

/** A superuser connection, for assertions that must look behind row-level security. */
export async function withAdminDb<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface InboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

export async function inbox(to?: string): Promise<InboxMessage[]> {
  const url = new URL('/api/messages', inject('mailUrl'));
  if (to) url.searchParams.set('to', to);
  const response = await fetch(url);
  return (await response.json()) as InboxMessage[];
}

/** A unique lowercase e-mail for tests that create accounts or leads. */
export function uniqueEmail(prefix = 'test'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}
