import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  generateOpaqueToken,
  generateVerificationCode,
  hashOpaqueToken,
  hashVerificationCode,
} from './one-time-secrets.ts';

describe('verification codes', () => {
  it('are six digits, leading zeros included, spread over every first digit', () => {
    const firstDigits = new Map<string, number>();
    for (let i = 0; i < 10_000; i++) {
      const code = generateVerificationCode();
      expect(code).toMatch(/^\d{6}$/);
      firstDigits.set(code[0], (firstDigits.get(code[0]) ?? 0) + 1);
    }
    // Uniform: each first digit about 1,000 times; 800 is far outside chance.
    expect([...firstDigits.keys()].sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    for (const count of firstDigits.values()) expect(count).toBeGreaterThan(800);
  });

  it('are hashed as hex HMAC-SHA-256 of "<email>:<code>" with the pepper', async () => {
    const hash = await hashVerificationCode('pepper-0123456789', 'ann@example.test', '012345');
    expect(hash).toBe(createHmac('sha256', 'pepper-0123456789').update('ann@example.test:012345').digest('hex'));
    expect(hash).not.toContain('012345');
  });

  it('hash differently for another e-mail or another pepper', async () => {
    const base = await hashVerificationCode('pepper-0123456789', 'ann@example.test', '123456');
    expect(await hashVerificationCode('pepper-0123456789', 'bob@example.test', '123456')).not.toBe(base);
    expect(await hashVerificationCode('pepper-9876543210', 'ann@example.test', '123456')).not.toBe(base);
  });
});

describe('opaque tokens', () => {
  it('are 32 random bytes in base64url without padding', () => {
    const token = generateOpaqueToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(generateOpaqueToken()).not.toBe(token);
  });

  it('are hashed as hex SHA-256, the way the database hashes them', async () => {
    const token = generateOpaqueToken();
    expect(await hashOpaqueToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
  });
});
