/**
 * Helpers of the functions' stack suites (tests/stack/functions-*.test.ts): invoking a function the
 * way the app does and reading what it answered, success or not.
 */
import { FunctionsHttpError, FunctionsRelayError } from '@supabase/supabase-js';
import { WebSocket } from 'ws';
import { anonClient, inbox, withAdminDb, type InboxMessage } from '../../../../tests/support/stack-client.ts';

// Node 20 has no global WebSocket and supabase-js 2.119 refuses to create a client without one.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

export interface Invocation {
  status: number;
  /** The JSON body, whether supabase-js put it in `data` (2xx) or left it unread in `error.context`. */
  body: Record<string, unknown>;
  /** supabase-js's own view: `data` is only set for 2xx answers. */
  data: unknown;
  relayError: boolean;
}

/** A caller address of its own (documentation range), so tests do not share the per-IP limits of 127.0.0.1. */
export function uniqueAddress(): string {
  const group = () => Math.floor(Math.random() * 0x10000).toString(16);
  return `2001:db8:${group()}:${group()}::${group()}`;
}

export async function invokeFunction(name: string, body: unknown, address = uniqueAddress()): Promise<Invocation> {
  const { data, error, response } = await anonClient().functions.invoke(name, {
    body: body as Record<string, unknown>,
    headers: { 'x-forwarded-for': address },
  });
  if (!error) return { status: response?.status ?? 200, body: data as Record<string, unknown>, data, relayError: false };
  if (error instanceof FunctionsHttpError || error instanceof FunctionsRelayError) {
    const context = error.context as Response;
    return {
      status: context.status,
      body: (await context.json()) as Record<string, unknown>,
      data,
      relayError: error instanceof FunctionsRelayError,
    };
  }
  throw error;
}

/** The newest message to `email` whose subject matches, or a failure naming what arrived instead. */
export async function newestMail(email: string, subject: RegExp): Promise<InboxMessage> {
  const messages = await inbox(email);
  const message = messages.find((m) => subject.test(m.subject));
  if (!message) throw new Error(`no mail "${subject}" to ${email}; inbox has: ${messages.map((m) => m.subject).join(', ')}`);
  return message;
}

export async function mailCount(email: string, subject: RegExp): Promise<number> {
  return (await inbox(email)).filter((m) => subject.test(m.subject)).length;
}

export async function addLead(email: string): Promise<string> {
  return withAdminDb(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.early_access_leads (email, source) values ($1, 'test') returning id`,
      [email],
    );
    return rows[0].id;
  });
}
