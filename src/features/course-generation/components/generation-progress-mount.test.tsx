import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/testing/render';
import { useGenerationTracking } from '../hooks/use-generation-tracking';
import { GenerationProgressMount } from './generation-progress-mount';
import { GenerationTrackingProvider } from './generation-tracking-provider';

/** Stands in for the generator screen, which starts tracking when a generation starts. */
function Starter() {
  const { trackJob } = useGenerationTracking();
  return (
    <button type="button" onClick={() => trackJob('job-1')}>
      Start generation
    </button>
  );
}

function renderMount() {
  return renderAt(
    <GenerationTrackingProvider>
      <Starter />
      <GenerationProgressMount />
    </GenerationTrackingProvider>,
  );
}

describe('the course-generation progress mount point', () => {
  it('shows nothing until a generation starts', () => {
    renderMount();
    expect(screen.queryByRole('complementary', { name: 'Course generation' })).not.toBeInTheDocument();
  });

  it('shows the card when a generation starts, remembers it, and can be dismissed', async () => {
    const first = renderMount();
    await userEvent.click(screen.getByRole('button', { name: 'Start generation' }));
    expect(screen.getByRole('complementary', { name: 'Course generation' })).toHaveTextContent('Course generation started');
    expect(screen.getByRole('link', { name: 'View progress in AI Course Generator' })).toHaveAttribute(
      'href',
      '/dashboard/course-generation',
    );

    first.unmount();
    renderMount();
    expect(screen.getByRole('complementary', { name: 'Course generation' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss course generation card' }));
    expect(screen.queryByRole('complementary', { name: 'Course generation' })).not.toBeInTheDocument();
  });
});
