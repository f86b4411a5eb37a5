// The player's controls against jsdom's <video>, whose play/pause we drive by hand (jsdom plays no media).
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/testing/render';
import { DemoVideo, formatTime } from './demo-video';

function video(): HTMLVideoElement {
  return screen.getByLabelText('LXERA Platform Demo') as HTMLVideoElement;
}

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { value: false, configurable: true });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { value: true, configurable: true });
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

async function startPlaying() {
  renderAt(<DemoVideo onGetStarted={onGetStarted} />);
  Object.defineProperty(video(), 'duration', { value: 140, configurable: true });
  fireEvent(video(), new Event('loadedmetadata'));
  await userEvent.click(screen.getByRole('button', { name: 'Play' }));
}
const onGetStarted = vi.fn();

describe('DemoVideo', () => {
  it('starts muted, without autoplay, behind the title overlay', () => {
    renderAt(<DemoVideo onGetStarted={onGetStarted} />);
    expect(video().muted).toBe(true);
    expect(video().autoplay).toBe(false);
    expect(screen.getByText('Platform Demo')).toBeInTheDocument();
  });

  it('plays, pauses and skips 10 seconds either way', async () => {
    await startPlaying();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Forward 10 seconds' }));
    expect(video().currentTime).toBe(10);
    await userEvent.click(screen.getByRole('button', { name: 'Back 10 seconds' }));
    expect(video().currentTime).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('unmutes and jumps to a chapter', async () => {
    await startPlaying();
    await userEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(video().muted).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Chapters' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /AI Course Generation/ }));
    expect(video().currentTime).toBe(60);
  });

  it('changes the playback speed', async () => {
    await startPlaying();
    await userEvent.click(screen.getByRole('button', { name: 'Playback speed' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '1.5x' }));
    expect(video().playbackRate).toBe(1.5);
  });

  it('shows the end overlay with Get Started (source Video End CTA) and Watch Again', async () => {
    await startPlaying();
    fireEvent(video(), new Event('ended'));
    expect(screen.getByText('Ready to Transform Your Learning?')).toBeInTheDocument();
    expect(screen.getByText('See it in action with a personalized demo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(onGetStarted).toHaveBeenCalledWith('Video End CTA');
    await userEvent.click(screen.getByRole('button', { name: 'Watch Again' }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('formats times as m:ss', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(125.7)).toBe('2:05');
    expect(formatTime(Number.NaN)).toBe('0:00');
  });
});
