import { describe, expect, it } from 'vitest';
import stackConfigSource from '../../local-stack/config.ts?raw';
import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL, parseEnv } from './env';

/** An unsigned token of the given role: the check reads the role claim only. */
function tokenWithRole(role: string): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ iss: 'supabase-demo', role })}.signature`;
}

describe('parseEnv', () => {
  it('defaults to the local stack', () => {
    expect(parseEnv({})).toEqual({ supabaseUrl: LOCAL_SUPABASE_URL, supabaseAnonKey: LOCAL_SUPABASE_ANON_KEY });
    expect(parseEnv({ VITE_SUPABASE_URL: ' ', VITE_SUPABASE_ANON_KEY: '' }).supabaseUrl).toBe(LOCAL_SUPABASE_URL);
  });

  it('takes a hosted project and trims a trailing slash', () => {
    expect(parseEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co/', VITE_SUPABASE_ANON_KEY: 'sb_publishable_x' })).toEqual({
      supabaseUrl: 'https://abc.supabase.co',
      supabaseAnonKey: 'sb_publishable_x',
    });
  });

  it('refuses a URL that is not http(s)', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'not a url' })).toThrow(/not a URL/);
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'ftp://example.test' })).toThrow(/http/);
  });

  it('refuses to ship any key but a public one to the browser', () => {
    expect(parseEnv({ VITE_SUPABASE_ANON_KEY: tokenWithRole('anon') }).supabaseAnonKey).toBe(tokenWithRole('anon'));
    expect(() => parseEnv({ VITE_SUPABASE_ANON_KEY: tokenWithRole('privileged') })).toThrow(/only the anon key/);
    expect(() => parseEnv({ VITE_SUPABASE_ANON_KEY: 'sb_private_abc' })).toThrow(/only the anon key/);
    expect(() => parseEnv({ VITE_SUPABASE_ANON_KEY: 'not-a-key' })).toThrow(/only the anon key/);
  });

  it('copies the local anon key of the stack exactly', () => {
    // The browser cannot import node code, so the value is copied; this keeps the copy honest.
    expect(stackConfigSource).toContain(`'${LOCAL_SUPABASE_ANON_KEY}'`);
    expect(stackConfigSource).toContain(`STACK_API_PORT', 54321`);
  });
});
