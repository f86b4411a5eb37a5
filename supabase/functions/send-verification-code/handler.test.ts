import { describe, expect, it } from 'vitest';
import { postJson, unreachableEnv } from '../_shared/testing/unit-env.ts';
import { handle } from './handler.ts';

describe('send-verification-code validation', () => {
  it.each([undefined, '', 'nobody', 'a@b'])('refuses the e-mail %s', async (email) => {
    const response = await handle(postJson('send-verification-code', { email }), unreachableEnv);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Please enter a valid email address' });
  });

  it('answers the CORS preflight', async () => {
    const response = await handle(new Request('http://functions.test/send-verification-code', { method: 'OPTIONS' }), unreachableEnv);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });
});
