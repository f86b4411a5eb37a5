import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocationProbe, renderWithRoutes } from '@/testing/render';
import { NotFoundPage } from './not-found-page';

function renderMissing(path = '/no/such/page') {
  return renderWithRoutes(
    [
      { path: '/', element: <LocationProbe /> },
      { path: '*', element: <NotFoundPage /> },
    ],
    { path },
  );
}

describe('NotFoundPage', () => {
  it('shows the large 404, the message, both buttons and the popular links', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderMissing();
    expect(screen.getByRole('heading', { level: 1, name: '404 Oops! This page got lost in the cloud' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    const popular = screen.getByRole('navigation', { name: 'Popular pages' });
    expect([...popular.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/solutions',
      '/platform/how-it-works',
      '/pricing',
    ]);
  });

  it('logs the missing path', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderMissing('/dashboard-typo');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/dashboard-typo'));
  });

  it('goes home on Go Back when there is no history to go back to', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderMissing();
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
