import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast-store';
import { Toaster } from './toaster';

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows a toast with its title and description', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Code sent!', description: 'Check your email for the 6-digit verification code.' });
    });
    expect(screen.getByText('Code sent!')).toBeInTheDocument();
    expect(screen.getByText('Check your email for the 6-digit verification code.')).toBeInTheDocument();
  });

  it('shows at most one toast: a new one replaces the old', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('announces the toast to screen readers', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Feedback Submitted Successfully', description: 'Thank you for your feedback!' });
    });
    const announcement = await screen.findByText(/Notification\s+Feedback Submitted Successfully/, { selector: '[role="status"], [role="status"] *' });
    const region = announcement.closest('[role="status"]');
    expect(region).toHaveAttribute('aria-live', 'polite');
  });

  it('announces destructive toasts assertively', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Submission Failed', variant: 'destructive' });
    });
    const announcement = await screen.findByText(/Submission Failed/, { selector: '[role="status"], [role="status"] *' });
    expect(announcement.closest('[role="status"]')).toHaveAttribute('aria-live', 'assertive');
  });

  it('closes after 5000 ms by default', async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved' });
    });
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});

describe('the toast outlet', () => {
  it('loads the toaster with the first toast', async () => {
    const { ToastOutlet } = await import('./toast-outlet');
    const { container } = render(<ToastOutlet />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      toast({ title: 'Code resent!' });
    });
    expect(await screen.findByText('Code resent!')).toBeInTheDocument();
  });
});
