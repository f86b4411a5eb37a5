import { describe, expect, it } from 'vitest';
import { postJson, unreachableEnv } from '../_shared/testing/unit-env.ts';
import { handle } from './handler.ts';

describe('capture-email validation', () => {
  it.each([
    ['empty', ''],
    ['without an at-sign', 'someone.example.test'],
    ['with spaces', 'some one@example.test'],
    ['too long', `${'a'.repeat(320)}@example.test`],
    ['not text', 42],
  ])('refuses an e-mail that is %s', async (_label, email) => {
    const response = await handle(postJson('capture-email', { email, source: 'hero_section' }), unreachableEnv);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Please enter a valid email address' });
  });

  it('refuses an over-long utm value with its field named', async () => {
    const response = await handle(
      postJson('capture-email', { email: 'a@example.test', utm_campaign: 'x'.repeat(201) }),
      unreachableEnv,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'utm_campaign must be at most 200 characters',
      fields: { utm_campaign: 'utm_campaign must be at most 200 characters' },
    });
  });
});
