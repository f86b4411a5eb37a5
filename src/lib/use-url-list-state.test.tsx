import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { oneOf, useUrlListState, uuidOrEmpty } from './use-url-list-state';

const KEYS = { search: 'q', status: 'status' } as const;

function setup(initialUrl: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[initialUrl]}>{children}</MemoryRouter>;
  return renderHook(() => ({ list: useUrlListState(KEYS), location: useLocation() }), { wrapper });
}

describe('useUrlListState', () => {
  it('reads each field from its key and the 1-based page as 0-based', () => {
    const { result } = setup('/admin/users?q=ada&status=active&page=3');
    expect(result.current.list.raw).toEqual({ search: 'ada', status: 'active' });
    expect(result.current.list.page).toBe(2);
  });

  it('treats a missing or malformed page as the first', () => {
    expect(setup('/x?page=abc').result.current.list.page).toBe(0);
    expect(setup('/x?page=-4').result.current.list.page).toBe(0);
    expect(setup('/x').result.current.list.raw).toEqual({ search: null, status: null });
  });

  it('writes changes under their keys, drops emptied ones and starts again on the first page', () => {
    const { result } = setup('/x?q=ada&status=active&page=3&other=kept');
    act(() => result.current.list.update({ status: '' }));
    expect(new URLSearchParams(result.current.location.search).toString()).toBe('q=ada&other=kept');
    act(() => result.current.list.update({ search: 'grace', page: 4 }));
    expect(new URLSearchParams(result.current.location.search).toString()).toBe('q=grace&other=kept&page=5');
  });

  it('clears every filter and the page, and leaves other parameters alone', () => {
    const { result } = setup('/x?q=ada&status=active&page=3&other=kept');
    act(() => result.current.list.clear());
    expect(new URLSearchParams(result.current.location.search).toString()).toBe('other=kept');
  });
});

describe('value guards', () => {
  it('keeps only listed values and well-formed ids', () => {
    expect(oneOf(['new', 'closed'] as const, 'closed')).toBe('closed');
    expect(oneOf(['new', 'closed'] as const, 'drop table')).toBe('');
    expect(oneOf(['new'] as const, null)).toBe('');
    expect(uuidOrEmpty('0b7c1f9e-4a7d-4c1e-9d7e-2f6a1b3c4d5e')).toBe('0b7c1f9e-4a7d-4c1e-9d7e-2f6a1b3c4d5e');
    expect(uuidOrEmpty('not-an-id')).toBe('');
  });
});
