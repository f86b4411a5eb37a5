import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRoutes } from '@/testing/render';
import { EarlyAccessShell } from './early-access-shell';

describe('the early-access shell (/waiting-room)', () => {
  it('makes Overview the only active item and shows the rest locked, not clickable', () => {
    window.localStorage.setItem('earlyAccessEmail', 'lead@lxera.test');
    renderWithRoutes(
      [{ path: '/waiting-room', element: <EarlyAccessShell />, children: [{ index: true, element: <h1>Overview</h1> }] }],
      { path: '/waiting-room' },
    );
    const overview = screen.getByRole('link', { name: 'Overview' });
    expect(overview).toHaveAttribute('aria-current', 'page');
    for (const label of ['Positions', 'Add Team Members', 'Employees', 'Skills', 'Courses', 'AI Course Generator', 'Analytics']) {
      expect(screen.queryByRole('link', { name: new RegExp(label) })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: new RegExp(label) })).not.toBeInTheDocument();
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(screen.getAllByText('(locked)', { exact: false })).toHaveLength(7);
    expect(screen.getByText('Early Access')).toBeInTheDocument();
  });
});
