import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DesktopNav } from './desktop-nav';

describe('DesktopNav', () => {
  it('moving from an open menu to another trigger and clicking it keeps the new menu open', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <DesktopNav />
      </MemoryRouter>,
    );
    const platform = screen.getByRole('button', { name: 'Platform' });
    const resources = screen.getByRole('button', { name: 'Resources' });
    await user.click(platform);
    expect(platform).toHaveAttribute('aria-expanded', 'true');
    // The panel's code loads on demand; it then lists the menu's pages.
    expect(await screen.findByRole('link', { name: /View All/ })).toBeInTheDocument();
    // Pointing at Resources opens it at once (a menu is open); the click that follows must not close it.
    await user.click(resources);
    expect(resources).toHaveAttribute('aria-expanded', 'true');
    expect(platform).toHaveAttribute('aria-expanded', 'false');
    // A deliberate second click later still closes it.
    await new Promise((resolve) => setTimeout(resolve, 550));
    await user.click(resources);
    expect(resources).toHaveAttribute('aria-expanded', 'false');
  });
});
