import { describe, expect, it } from 'vitest';
import { effectiveInvitationStatus, slugify } from './company-types';

describe('slugify', () => {
  it.each([
    ['Acme Corporation', 'acme-corporation'],
    ['  Ünïcorn   Labs & Co. ', 'unicorn-labs-co'],
    ['---', ''],
    ['x'.repeat(80), 'x'.repeat(63)],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe('effectiveInvitationStatus', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('shows a pending invitation past its expiry as expired', () => {
    expect(effectiveInvitationStatus({ status: 'pending', expires_at: '2026-11-23T11:59:59Z' }, now)).toBe('expired');
    expect(effectiveInvitationStatus({ status: 'pending', expires_at: '2026-11-30T12:00:00Z' }, now)).toBe('pending');
    expect(effectiveInvitationStatus({ status: 'accepted', expires_at: '2026-11-01T00:00:00Z' }, now)).toBe('accepted');
  });
});
