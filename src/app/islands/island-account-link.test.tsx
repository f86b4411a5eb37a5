import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IslandAccountLink } from './island-account-link';

const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('./session-account-link', () => {
  loaded.count += 1;
  return { SessionAccountLink: () => <a href="/admin">Go to Dashboard</a> };
});

afterEach(() => window.localStorage.clear());

describe('IslandAccountLink', () => {
  it('signed out: Sign In, without loading the session machinery', async () => {
    render(<IslandAccountLink />);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded.count).toBe(0);
  });

  it('with a stored session: the session-aware link takes over', async () => {
    window.localStorage.setItem('sb-127-auth-token', '{}');
    render(<IslandAccountLink />);
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toBeInTheDocument();
  });

  it('a sign-in in another tab switches it over', async () => {
    render(<IslandAccountLink />);
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    window.localStorage.setItem('sb-127-auth-token', '{}');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'sb-127-auth-token' }));
    });
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toBeInTheDocument();
  });
});
