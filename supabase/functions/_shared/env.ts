/**
 * What every function handler is given instead of reading globals: the Deno entry fills it from
 * Deno.env (secrets of the hosted project), the local stack from its own config.
 */
import { z } from 'zod';

export type MailTransport = 'local-inbox' | 'resend';

export interface FunctionEnv {
  SUPABASE_URL: string;
  SUPABASE_SERVICE_ROLE_KEY: string;
  /** Public URL of the app; e-mailed links point here. */
  SITE_URL: string;
  /** Secret mixed into one-time code hashes, so a database dump does not reveal codes. */
  CODE_PEPPER: string;
  MAIL_TRANSPORT: MailTransport;
  /** Base URL of the local inbox (MAIL_TRANSPORT 'local-inbox'). */
  LOCAL_INBOX_URL?: string;
  /** Resend API key (MAIL_TRANSPORT 'resend'). */
  RESEND_API_KEY?: string;
  /** Sender, e.g. `LXERA <no-reply@example.com>`. */
  MAIL_FROM: string;
}

const envSchema = z
  .object({
    SUPABASE_URL: z.url(),
    SUPABASE_SERVICE_ROLE_KEY: z.string().min(20),
    SITE_URL: z.url(),
    CODE_PEPPER: z.string().min(16),
    MAIL_TRANSPORT: z.enum(['local-inbox', 'resend']).default('resend'),
    LOCAL_INBOX_URL: z.url().optional(),
    RESEND_API_KEY: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(3),
  })
  .refine((env) => env.MAIL_TRANSPORT !== 'local-inbox' || env.LOCAL_INBOX_URL, {
    path: ['LOCAL_INBOX_URL'],
    message: 'required when MAIL_TRANSPORT is local-inbox',
  })
  .refine((env) => env.MAIL_TRANSPORT !== 'resend' || env.RESEND_API_KEY, {
    path: ['RESEND_API_KEY'],
    message: 'required when MAIL_TRANSPORT is resend',
  });

const ENV_NAMES = [
  'SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'SITE_URL', 'CODE_PEPPER', 'MAIL_TRANSPORT', 'LOCAL_INBOX_URL',
  'RESEND_API_KEY', 'MAIL_FROM',
] as const;

/** Reads and checks the settings; the error names what is missing or malformed, never a value. */
export function readFunctionEnv(read: (name: string) => string | undefined): FunctionEnv {
  const raw = Object.fromEntries(ENV_NAMES.map((name) => [name, read(name) || undefined]));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    throw new Error(`function environment is incomplete or malformed: ${names.join(', ')}`);
  }
  return parsed.data;
}
