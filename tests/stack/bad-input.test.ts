/**
 * Bad input through the gateway gets the status and error JSON PostgREST or GoTrue would give,
 * never a 500 or a crash, and the stack keeps serving afterwards.
 */
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { SignJWT } from 'jose';
import { anonClient, personaClient } from '../support/stack-client.ts';

const rest = (path: string, init: RequestInit = {}, token = inject('anonKey')) =>
  fetch(`${inject('stackUrl')}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: inject('anonKey'), authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });

async function forgedToken(secret: string, claims: Record<string, unknown>) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}

describe('REST bad input', () => {
  it('answers a malformed filter with 400 PGRST100', async () => {
    const response = await rest('skills?select=id&name=zz.oops');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST100' });
  });

  it('answers an unknown column with 400 and a JSON error', async () => {
    const { error, status } = await anonClient().from('skills').select('id, no_such_column');
    expect(status).toBe(400);
    expect(error?.code).toBe('42703');
  });

  it('answers a value of the wrong type with 400 22P02', async () => {
    const { error, status } = await anonClient().from('skills').select('id').eq('id', 'not-a-uuid');
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });

  it('answers an unknown table with 404 PGRST205', async () => {
    const { error, status } = await anonClient().from('no_such_table').select('*');
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST205');
  });

  it('answers an unknown body column with 400 PGRST204', async () => {
    const admin = await personaClient('superAdmin');
    const { error, status } = await admin.from('platform_settings').update({ no_such_column: 1 }).eq('key', 'early_access_open');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST204');
  });

  it('answers broken JSON with 400 PGRST102', async () => {
    const response = await rest('tickets', { method: 'POST', body: '{"first_name":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST102' });
  });

  it('refuses an oversized body with 413', async () => {
    const response = await rest('tickets', { method: 'POST', body: JSON.stringify({ message: 'x'.repeat(2_000_000) }) });
    expect(response.status).toBe(413);
    expect(await response.json()).toHaveProperty('message');
  });

  it('refuses a JWT signed with another secret with 401 PGRST301', async () => {
    const token = await forgedToken('not-the-secret-not-the-secret-not-the-secret', {
      role: 'service_role', exp: Math.floor(Date.now() / 1000) + 600,
    });
    const response = await rest('tickets?select=*', {}, token);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'PGRST301' });
  });

  it('refuses an expired JWT with 401 PGRST303 and a WWW-Authenticate header', async () => {
    const token = await forgedToken('super-secret-jwt-token-with-at-least-32-characters-long', {
      role: 'authenticated', sub: '00000000-0000-0000-0000-000000000001', exp: Math.floor(Date.now() / 1000) - 60,
    });
    const response = await rest('skills?select=id', {}, token);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/invalid_token/);
    expect(await response.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });

  it('refuses a JWT whose role does not exist', async () => {
    const token = await forgedToken('super-secret-jwt-token-with-at-least-32-characters-long', {
      role: 'postgres', exp: Math.floor(Date.now() / 1000) + 600,
    });
    const response = await rest('skills?select=id', {}, token);
    expect(response.status).toBe(401);
  });

  it('keeps serving after all of the above', async () => {
    const { data, error } = await anonClient().from('platform_settings').select('key, value');
    expect(error).toBeNull();
    expect(Array.isArray(data)).toBe(true);
  });
});

describe('auth bad input', () => {
  it('answers malformed JSON with 400, not 500', async () => {
    const response = await fetch(`${inject('stackUrl')}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: inject('anonKey'), 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
  });

  it('answers a bad bearer on /user with 401 or 403 and a code', async () => {
    const response = await fetch(`${inject('stackUrl')}/auth/v1/user`, {
      headers: { apikey: inject('anonKey'), authorization: 'Bearer not-a-jwt', 'x-supabase-api-version': '2024-01-01' },
    });
    expect([401, 403]).toContain(response.status);
    expect(await response.json()).toHaveProperty('code');
  });

  it('answers an unknown refresh token with refresh_token_not_found', async () => {
    const { error } = await anonClient().auth.refreshSession({ refresh_token: 'no-such-token' });
    expect((error as { code?: string } | null)?.code).toBe('refresh_token_not_found');
  });
});
