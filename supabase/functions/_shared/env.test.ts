import { describe, expect, it } from 'vitest';
import { readFunctionEnv } from './env.ts';

const complete: Record<string, string> = {
  SUPABASE_URL: 'https://project.supabase.co',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-0123456789',
  SITE_URL: 'https://lxera.example',
  CODE_PEPPER: 'a-long-secret-pepper',
  MAIL_TRANSPORT: 'resend',
  RESEND_API_KEY: 're_secret_value',
  MAIL_FROM: 'LXERA <no-reply@lxera.example>',
};

describe('readFunctionEnv', () => {
  it('reads a complete environment', () => {
    expect(readFunctionEnv((name) => complete[name])).toMatchObject({ MAIL_TRANSPORT: 'resend', SITE_URL: 'https://lxera.example' });
  });

  it('defaults to the resend transport', () => {
    const { MAIL_TRANSPORT, ...rest } = complete;
    expect(MAIL_TRANSPORT).toBe('resend');
    expect(readFunctionEnv((name) => (rest as Record<string, string>)[name]).MAIL_TRANSPORT).toBe('resend');
  });

  it('names what is missing without printing any value', () => {
    const values: Record<string, string> = { ...complete, CODE_PEPPER: 'short', RESEND_API_KEY: '' };
    expect(() => readFunctionEnv((name) => values[name])).toThrow(/CODE_PEPPER, RESEND_API_KEY/);
    try {
      readFunctionEnv((name) => values[name]);
    } catch (err) {
      expect((err as Error).message).not.toContain('service-role-key');
    }
  });

  it('needs the inbox URL for the local-inbox transport', () => {
    const values: Record<string, string> = { ...complete, MAIL_TRANSPORT: 'local-inbox' };
    expect(() => readFunctionEnv((name) => values[name])).toThrow(/LOCAL_INBOX_URL/);
  });
});
