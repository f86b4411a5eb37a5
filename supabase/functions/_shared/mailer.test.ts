import { describe, expect, it } from 'vitest';
import { fromWithName } from './mailer.ts';

describe('fromWithName', () => {
  it('keeps MAIL_FROM when no name is set', () => {
    expect(fromWithName('LXERA <no-reply@lxera.test>', null)).toBe('LXERA <no-reply@lxera.test>');
  });

  it('replaces the display name and keeps the address', () => {
    expect(fromWithName('LXERA <no-reply@lxera.test>', 'Acme Academy')).toBe('Acme Academy <no-reply@lxera.test>');
    expect(fromWithName('no-reply@lxera.test', 'Acme Academy')).toBe('Acme Academy <no-reply@lxera.test>');
  });

  it('quotes a name with special characters and never lets it break the header', () => {
    expect(fromWithName('LXERA <no-reply@lxera.test>', 'Acme, Inc.')).toBe('"Acme, Inc." <no-reply@lxera.test>');
    expect(fromWithName('LXERA <no-reply@lxera.test>', 'A "B"\r\nBcc: x@y')).toBe('"A B Bcc: x@y" <no-reply@lxera.test>');
  });
});
