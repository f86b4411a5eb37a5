/** A FunctionEnv for handler unit tests that must never reach a database or a mailbox. */
import type { FunctionEnv } from '../env.ts';

export const unreachableEnv: FunctionEnv = {
  // Port 9 (discard) on loopback: any call fails fast, so a test reaching it fails loudly.
  SUPABASE_URL: 'http://127.0.0.1:9',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-for-unit-tests',
  SITE_URL: 'http://localhost:5173',
  CODE_PEPPER: 'unit-test-pepper-0123456789',
  MAIL_TRANSPORT: 'local-inbox',
  LOCAL_INBOX_URL: 'http://127.0.0.1:9',
  MAIL_FROM: 'LXERA <no-reply@lxera.test>',
};

export function postJson(name: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://functions.test/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
