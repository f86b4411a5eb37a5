import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FeedbackSubmitModule from '@/data/tickets/feedback-submit-mutation';
import type { FeedbackInput } from '@/data/tickets/feedback-ticket';
import { TestProviders } from '@/testing/render';
import { PlatformFeedbackDialog } from './platform-feedback-dialog';

const send = vi.hoisted(() => vi.fn<(input: FeedbackInput) => Promise<void>>());

vi.mock('@/data/tickets/feedback-submit-mutation', async (importOriginal) => {
  const actual = await importOriginal<typeof FeedbackSubmitModule>();
  return { ...actual, useFeedbackSubmitMutation: () => useMutation({ mutationFn: send }) };
});

const { FeedbackAuthRequiredError } = await import('@/data/tickets/feedback-submit-mutation');

function renderDialog() {
  const onOpenChange = vi.fn();
  render(
    <TestProviders>
      <PlatformFeedbackDialog open onOpenChange={onOpenChange} />
    </TestProviders>,
  );
  return { onOpenChange, user: userEvent.setup() };
}

beforeEach(() => {
  send.mockReset();
});

describe('PlatformFeedbackDialog', () => {
  it('marks title and description required and toasts when they are blank', async () => {
    const { user } = renderDialog();
    expect(screen.getByLabelText('Title')).toBeRequired();
    expect(screen.getByLabelText('Description')).toBeRequired();
    await user.type(screen.getByLabelText('Title'), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please provide both a title and description for your feedback')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('opens More options with per-type categories and low/medium/high priority; bug details only for bugs', async () => {
    const { user } = renderDialog();
    expect(screen.queryByLabelText(/Category/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More options' }));
    expect(screen.getByRole('button', { name: 'More options' })).toHaveAttribute('aria-expanded', 'true');
    const category = screen.getByLabelText(/Category/);
    const options = (select: HTMLElement) => Array.from(select.querySelectorAll('option')).map((option) => option.textContent);
    expect(options(category)).toEqual([
      'Select a category', 'User Interface', 'Data Processing', 'Authentication', 'Performance', 'Integration', 'Other',
    ]);
    expect(options(screen.getByLabelText('Priority'))).toEqual(['Low', 'Medium', 'High']);
    expect(screen.getByLabelText(/Steps to reproduce/)).toBeInTheDocument();

    await user.selectOptions(category, 'Performance');
    await user.selectOptions(screen.getByLabelText('Feedback type'), 'feature_request');
    expect(screen.getByLabelText(/Category/)).toHaveValue('');
    expect(options(screen.getByLabelText(/Category/))).toEqual([
      'Select a category', 'Dashboard', 'Employee Management', 'Skills Analysis', 'Course Management', 'Reporting', 'Integration', 'Other',
    ]);
    expect(screen.queryByLabelText(/Steps to reproduce/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Feedback type'), 'general_feedback');
    expect(options(screen.getByLabelText(/Category/))).toEqual([
      'Select a category', 'User Experience', 'Performance', 'Design', 'Documentation', 'Support', 'Other',
    ]);
  });

  it('sends the feedback, toasts success, resets and closes', async () => {
    send.mockResolvedValue(undefined);
    const { user, onOpenChange } = renderDialog();
    await user.type(screen.getByLabelText('Title'), '  Export is slow ');
    await user.type(screen.getByLabelText('Description'), 'Takes a minute');
    await user.click(screen.getByRole('button', { name: 'More options' }));
    await user.selectOptions(screen.getByLabelText(/Category/), 'Data Processing');
    await user.selectOptions(screen.getByLabelText('Priority'), 'high');
    await user.type(screen.getByLabelText(/Steps to reproduce/), 'Click export');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Feedback Submitted Successfully')).toBeInTheDocument();
    expect(screen.getByText("Thank you for your feedback! We'll review it and get back to you soon.")).toBeInTheDocument();
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      type: 'bug_report', title: 'Export is slow', description: 'Takes a minute', category: 'Data Processing', priority: 'high', stepsToReproduce: 'Click export',
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('keeps the form open with its text when sending fails', async () => {
    send.mockRejectedValue(new Error('network down'));
    const { user, onOpenChange } = renderDialog();
    await user.type(screen.getByLabelText('Title'), 'T');
    await user.type(screen.getByLabelText('Description'), 'D');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getByText('There was an error submitting your feedback. Please try again.')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Title')).toHaveValue('T');
  });

  it('asks a signed-out sender to log in', async () => {
    send.mockRejectedValue(new FeedbackAuthRequiredError());
    const { user } = renderDialog();
    await user.type(screen.getByLabelText('Title'), 'T');
    await user.type(screen.getByLabelText('Description'), 'D');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await waitFor(() => expect(screen.getByText('Authentication Required')).toBeInTheDocument());
    expect(screen.getByText('Please log in to submit feedback')).toBeInTheDocument();
  });
});
