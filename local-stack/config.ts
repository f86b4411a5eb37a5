/**
 * Settings of the local stack. Every value can be overridden by an environment variable; the defaults
 * are the Supabase CLI's well-known local values so a fresh clone works with no .env at all.
 */
import path from 'node:path';

const env = (name: string, fallback: string): string => process.env[name] ?? fallback;
const intEnv = (name: string, fallback: number): number => Number(process.env[name] ?? fallback);

export interface StackConfig {
  /** Port of the API gateway: /auth/v1, /rest/v1, /realtime/v1, /functions/v1. */
  apiPort: number;
  /** Port of the local inbox (web page and /api/messages). */
  mailPort: number;
  /** Port of the embedded PostgreSQL (ignored when databaseUrl is set). */
  dbPort: number;
  /** Bind address; loopback only. */
  host: string;
  /** Where the embedded PostgreSQL keeps its data between runs. */
  dataDir: string;
  /** Use an existing Postgres instead of the embedded one (superuser connection string). */
  databaseUrl: string | undefined;
  jwtSecret: string;
  jwtExpirySeconds: number;
  anonKey: string;
  serviceRoleKey: string;
  /** Public URL of the API, as the browser sees it (used in e-mailed links). */
  apiExternalUrl: string;
  /** Public URL of the app (default redirect target of e-mailed links). */
  siteUrl: string;
  /** Password of the `authenticator` role the REST and realtime services log in as. */
  authenticatorPassword: string;
  /** Require e-mail confirmation before password sign-in (GoTrue's enable_confirmations). */
  enableConfirmations: boolean;
  /** Secret mixed into one-time code hashes so a database dump does not reveal codes. */
  codePepper: string;
  mailSenderName: string;
  mailSenderAddress: string;
}

export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export function loadConfig(overrides: Partial<StackConfig> = {}): StackConfig {
  const apiPort = overrides.apiPort ?? intEnv('STACK_API_PORT', 54321);
  const base: StackConfig = {
    apiPort,
    mailPort: intEnv('STACK_MAIL_PORT', 54324),
    dbPort: intEnv('STACK_DB_PORT', 54322),
    host: env('STACK_HOST', '127.0.0.1'),
    dataDir: path.resolve(env('STACK_DATA_DIR', '.local-stack/data')),
    databaseUrl: process.env.DATABASE_URL || undefined,
    jwtSecret: env('JWT_SECRET', LOCAL_JWT_SECRET),
    jwtExpirySeconds: intEnv('JWT_EXPIRY', 3600),
    anonKey: env('SUPABASE_ANON_KEY', LOCAL_ANON_KEY),
    serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY', LOCAL_SERVICE_ROLE_KEY),
    apiExternalUrl: env('API_EXTERNAL_URL', `http://localhost:${apiPort}`),
    siteUrl: env('SITE_URL', 'http://localhost:5173'),
    authenticatorPassword: env('AUTHENTICATOR_PASSWORD', 'authenticator-local-password'),
    enableConfirmations: env('ENABLE_EMAIL_CONFIRMATIONS', 'true') !== 'false',
    codePepper: env('CODE_PEPPER', 'local-code-pepper-change-me-in-production'),
    mailSenderName: env('MAIL_SENDER_NAME', 'LXERA'),
    mailSenderAddress: env('MAIL_SENDER_ADDRESS', 'no-reply@lxera.test'),
  };
  const merged = { ...base, ...overrides };
  if (!overrides.apiExternalUrl && overrides.apiPort) merged.apiExternalUrl = `http://localhost:${merged.apiPort}`;
  return merged;
}
