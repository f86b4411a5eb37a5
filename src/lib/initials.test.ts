import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  mary  ann   smith ')).toBe('MS');
    expect(initialsOf('Cher')).toBe('C');
  });

  it('falls back to U', () => {
    expect(initialsOf(null)).toBe('U');
    expect(initialsOf('   ')).toBe('U');
  });
});
