import { describe, expect, it } from 'vitest';
import { safeRedirectPath, withRedirect } from './paths';

describe('safeRedirectPath', () => {
  it('accepts same-origin paths only', () => {
    expect(safeRedirectPath('/dashboard/employees?page=2')).toBe('/dashboard/employees?page=2');
    expect(safeRedirectPath('//evil.example')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
    expect(safeRedirectPath('https://evil.example')).toBeNull();
    expect(safeRedirectPath('javascript:alert(1)')).toBeNull();
    expect(safeRedirectPath('')).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
  });
});

describe('withRedirect', () => {
  it('adds the from parameter, encoded', () => {
    expect(withRedirect('/login', '/admin/users')).toBe('/login?from=%2Fadmin%2Fusers');
  });

  it('leaves it out for / and unsafe values', () => {
    expect(withRedirect('/login', '/')).toBe('/login');
    expect(withRedirect('/login', '//evil.example')).toBe('/login');
    expect(withRedirect('/login', null)).toBe('/login');
  });
});
