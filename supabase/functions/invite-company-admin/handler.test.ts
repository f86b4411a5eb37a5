// What invite-company-admin refuses before it reaches the auth service or the database.
import { describe, expect, it } from 'vitest';
import { postJson, unreachableEnv } from '../_shared/testing/unit-env.ts';
import { handle } from './handler.ts';
import { callbackUrl, requestSchema } from './invite-schema.ts';

describe('invite-company-admin', () => {
  it('refuses a request without a bearer token with 401', async () => {
    const response = await handle(postJson('invite-company-admin', { email: 'a@b.test', companyId: crypto.randomUUID() }), unreachableEnv);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Please sign in as a super admin.' });
  });

  it('answers the CORS preflight and only accepts POST', async () => {
    expect((await handle(new Request('http://functions.test/invite-company-admin', { method: 'OPTIONS' }), unreachableEnv)).status).toBe(204);
    expect((await handle(new Request('http://functions.test/invite-company-admin'), unreachableEnv)).status).toBe(405);
  });
});

describe('the request schema', () => {
  it('lowercases the e-mail and keeps only the origin of redirectTo', () => {
    const parsed = requestSchema.parse({
      action: 'invite',
      email: ' New.Admin@Example.TEST ',
      companyId: '11111111-1111-4111-8111-111111111111',
      redirectTo: 'https://app.example.test/somewhere?x=1',
    });
    expect(parsed).toMatchObject({ email: 'new.admin@example.test', redirectTo: 'https://app.example.test', fullName: null });
  });

  it.each([
    [{ action: 'invite', email: 'a@b.test', companyId: 'x' }, 'companyId'],
    [{ action: 'invite', email: 'nope', companyId: '11111111-1111-4111-8111-111111111111' }, 'email'],
    [{ action: 'invite', email: 'a@b.test', companyId: '11111111-1111-4111-8111-111111111111', redirectTo: 'javascript:alert(1)' }, 'redirectTo'],
    [{ action: 'resend' }, 'invitationId'],
    [{ action: 'delete', invitationId: '11111111-1111-4111-8111-111111111111' }, 'action'],
  ])('refuses %o on %s', (body, field) => {
    const result = requestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it('always lands on the auth callback of the app', () => {
    expect(callbackUrl('http://127.0.0.1:4173', 'http://localhost:5173')).toBe('http://127.0.0.1:4173/auth/callback?flow=invite');
    expect(callbackUrl(null, 'http://localhost:5173')).toBe('http://localhost:5173/auth/callback?flow=invite');
  });
});
