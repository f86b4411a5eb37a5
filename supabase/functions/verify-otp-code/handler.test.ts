import { describe, expect, it } from 'vitest';
import { postJson, unreachableEnv } from '../_shared/testing/unit-env.ts';
import { handle } from './handler.ts';

describe('verify-otp-code validation', () => {
  it.each(['12345', '1234567', '12a456', '', 123456])('refuses the code %s', async (code) => {
    const response = await handle(postJson('verify-otp-code', { email: 'a@example.test', code }), unreachableEnv);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: 'The code must be 6 digits' });
  });

  it('refuses a malformed e-mail', async () => {
    const response = await handle(postJson('verify-otp-code', { email: 'nobody', code: '123456' }), unreachableEnv);
    expect(await response.json()).toEqual({ success: false, error: 'Please enter a valid email address' });
  });
});
