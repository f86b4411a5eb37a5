/** Malformed and hostile requests get 4xx answers in GoTrue's error shape, never a 500; plus /settings, /health, rate limits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../config.ts';
import { signJwt } from '../jwt.ts';
import { startAuthFixture, TEST_PASSWORD, uniqueEmail, type AuthFixture } from './auth-test-fixture.ts';

let fixture: AuthFixture;
let limitedUrl: string;

beforeAll(async () => {
  fixture = await startAuthFixture({ db: 56125, http: 56126 });
  limitedUrl = await fixture.serve(56127, {
    options: { rateLimits: { token: { requests: 2, windowSeconds: 60 }, verify: { requests: 0, windowSeconds: 60 }, otp: { requests: 0, windowSeconds: 60 } } },
  });
});
afterAll(() => fixture?.stop());

function call(path: string, init: RequestInit & { token?: string } = {}, base = fixture.url): Promise<Response> {
  return fetch(`${base}/auth/v1${path}`, {
    ...init,
    headers: {
      apikey: LOCAL_ANON_KEY,
      authorization: `Bearer ${init.token ?? LOCAL_ANON_KEY}`,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      ...init.headers,
    },
  });
}

async function expectError(response: Response, status: number, code: string): Promise<Record<string, unknown>> {
  expect(response.status).toBe(status);
  expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ code, message: expect.any(String) });
  return body;
}

describe('malformed bodies', () => {
  it.each(['/signup', '/token?grant_type=password', '/token?grant_type=refresh_token', '/verify', '/otp', '/recover'])(
    'POST %s with broken JSON answers 400 bad_json',
    async (path) => {
      await expectError(await call(path, { method: 'POST', body: '{"email":' }), 400, 'bad_json');
      await expectError(await call(path, { method: 'POST', body: '[1,2]' }), 400, 'bad_json');
    },
  );

  it('answers wrongly typed fields with 400 validation_failed', async () => {
    await expectError(await call('/signup', { method: 'POST', body: JSON.stringify({ email: 42, password: TEST_PASSWORD }) }), 400, 'validation_failed');
    await expectError(
      await call('/signup', { method: 'POST', body: JSON.stringify({ email: uniqueEmail('typed'), password: TEST_PASSWORD, data: 'x' }) }),
      400,
      'validation_failed',
    );
    await expectError(await call('/otp', { method: 'POST', body: JSON.stringify({ email: uniqueEmail('typed'), create_user: 'yes' }) }), 400, 'validation_failed');
  });

  it('names the missing field', async () => {
    const signup = await expectError(await call('/signup', { method: 'POST', body: JSON.stringify({ password: TEST_PASSWORD }) }), 400, 'validation_failed');
    expect(signup.message).toBe('To signup, please provide your email or phone number');
    const verify = await expectError(await call('/verify', { method: 'POST', body: JSON.stringify({ token: '123456' }) }), 400, 'validation_failed');
    expect(verify.message).toMatch(/type/);
    await expectError(await call('/verify', { method: 'POST', body: JSON.stringify({ type: 'magic' }) }), 400, 'validation_failed');
    await expectError(await call('/token?grant_type=pkce', { method: 'POST', body: '{}' }), 400, 'validation_failed');
    await expectError(await call('/token?grant_type=nonsense', { method: 'POST', body: '{}' }), 400, 'invalid_credentials');
  });

  it('treats values the database cannot store as bad input', async () => {
    const response = await call('/signup', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail('nul'), password: TEST_PASSWORD, data: { full_name: 'a\u0000b' } }),
    });
    await expectError(response, 400, 'validation_failed');
    await expectError(
      await call('/token?grant_type=pkce', { method: 'POST', body: JSON.stringify({ auth_code: 'a\u0000b', code_verifier: 'v'.repeat(50) }) }),
      400,
      'validation_failed',
    );
  });

  it('refuses a body over 256 kB', async () => {
    const body = JSON.stringify({ email: uniqueEmail('big'), password: TEST_PASSWORD, data: { blob: 'x'.repeat(300_000) } });
    await expectError(await call('/signup', { method: 'POST', body }), 400, 'bad_json');
  });
});

describe('bearer tokens', () => {
  it('answers /user without a bearer with 401 no_authorization', async () => {
    const response = await fetch(`${fixture.url}/auth/v1/user`, { headers: { apikey: LOCAL_ANON_KEY } });
    const body = await expectError(response, 401, 'no_authorization');
    expect(body.message).toBe('This endpoint requires a valid Bearer token');
  });

  it('answers a malformed, forged, expired or subject-less JWT with 403 bad_jwt', async () => {
    const forged = await signJwt({ sub: crypto.randomUUID(), role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 60 }, 'x'.repeat(40));
    const expired = await signJwt({ sub: crypto.randomUUID(), role: 'authenticated', exp: Math.floor(Date.now() / 1000) - 60 }, LOCAL_JWT_SECRET);
    for (const token of ['not-a-jwt', forged, expired, LOCAL_ANON_KEY]) {
      await expectError(await call('/user', { token }), 403, 'bad_jwt');
    }
  });

  it('answers a JWT of a deleted user with 403 user_not_found', async () => {
    const token = await signJwt({ sub: crypto.randomUUID(), role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 60 }, LOCAL_JWT_SECRET);
    await expectError(await call('/user', { token }), 403, 'user_not_found');
  });

  it('refuses an unknown logout scope', async () => {
    await expectError(await call('/logout?scope=everyone', { method: 'POST', token: LOCAL_SERVICE_ROLE_KEY }), 400, 'validation_failed');
  });
});

describe('links', () => {
  it('GET /verify without a token is a 400; with an unknown token a 303 carrying the error', async () => {
    await expectError(await call('/verify?type=signup'), 400, 'validation_failed');
    const response = await call(`/verify?token=${'ab'.repeat(28)}&type=recovery&redirect_to=http://localhost:5173/x`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('location')).toBe(
      'http://localhost:5173/x#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
  });
});

describe('service endpoints', () => {
  it('GET /settings in GoTrue shape and GET /health', async () => {
    const settings = await call('/settings');
    expect(settings.status).toBe(200);
    expect(await settings.json()).toMatchObject({
      external: { email: true, phone: false, google: false },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
    });
    const health = await call('/health');
    expect(await health.json()).toMatchObject({ name: 'GoTrue' });
  });

  it('answers an unknown endpoint with 404 in the error shape', async () => {
    await expectError(await call('/nowhere'), 404, 'not_found');
  });

  it('limits requests per client address when configured', async () => {
    const attempt = () => call('/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email: uniqueEmail('rl'), password: 'x' }) }, limitedUrl);
    expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(400);
    const limited = await expectError(await attempt(), 429, 'over_request_rate_limit');
    expect(limited.message).toBe('Request rate limit reached');
  });
});
