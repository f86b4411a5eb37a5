import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY } from '../consent-storage';
import { loadAnalytics } from '../third-party-loaders';
import { CookieConsent } from './cookie-consent';

const IDS = { analytics: 'G-TEST123', heatmap: '1234567', sessionRecording: 'rec42' };

function setup(stored?: string) {
  if (stored) window.localStorage.setItem(CONSENT_STORAGE_KEY, stored);
  const loaders = { analytics: vi.fn(), heatmap: vi.fn(), sessionRecording: vi.fn() };
  const idleCallbacks: (() => void)[] = [];
  const idle = vi.fn((callback: () => void) => {
    idleCallbacks.push(callback);
  });
  render(
    <MemoryRouter>
      <CookieConsent ids={IDS} loaders={loaders} idle={idle} />
    </MemoryRouter>,
  );
  return { loaders, idle, idleCallbacks };
}

describe('CookieConsent', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => window.localStorage.clear());

  it('asks first and loads nothing until the visitor accepts', async () => {
    const { loaders, idle, idleCallbacks } = setup();
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    expect(banner).toHaveTextContent('They load only if you accept.');
    expect(screen.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/legal/cookies');
    expect(loaders.analytics).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('accepted');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(loaders.analytics).toHaveBeenCalledWith('G-TEST123');
    expect(loaders.heatmap).toHaveBeenCalledWith('1234567');
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2_000 });
    expect(loaders.sessionRecording).not.toHaveBeenCalled();
    act(() => idleCallbacks.forEach((callback) => callback()));
    expect(loaders.sessionRecording).toHaveBeenCalledWith('rec42');
  });

  it('remembers a decline and never loads the tools', async () => {
    const { loaders, idle } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('declined');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(loaders.analytics).not.toHaveBeenCalled();
    expect(loaders.heatmap).not.toHaveBeenCalled();
    expect(idle).not.toHaveBeenCalled();
  });

  it('a remembered accept loads the tools without asking again', () => {
    const { loaders } = setup('accepted');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(loaders.analytics).toHaveBeenCalledOnce();
  });

  it('a remembered decline neither asks nor loads', () => {
    const { loaders } = setup('declined');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(loaders.analytics).not.toHaveBeenCalled();
  });
});

describe('loadAnalytics', () => {
  it('queues the configuration and adds the script asynchronously', () => {
    loadAnalytics('G-ABC');
    const script = document.head.querySelector<HTMLScriptElement>('script[src*="googletagmanager"]');
    expect(script?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC');
    expect(script?.async).toBe(true);
    expect(window.dataLayer?.length).toBe(2);
    script?.remove();
  });
});
