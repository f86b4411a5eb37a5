import { z } from 'zod';
import { FEEDBACK_PRIORITIES } from '@/data/tickets/feedback-ticket';
import { FEEDBACK_TICKET_TYPES } from '@/data/tickets/ticket-types';

const optionalText = z.string().max(5000);

/** Title and description must be non-empty after trimming (spec §5); the rest is optional. */
export const feedbackFormSchema = z.object({
  type: z.enum(FEEDBACK_TICKET_TYPES),
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(9000),
  category: z.string(),
  priority: z.enum(FEEDBACK_PRIORITIES),
  stepsToReproduce: optionalText,
  expectedBehavior: optionalText,
  actualBehavior: optionalText,
});

export type FeedbackFormValues = z.input<typeof feedbackFormSchema>;

export const EMPTY_FEEDBACK_FORM: FeedbackFormValues = {
  type: 'bug_report',
  title: '',
  description: '',
  category: '',
  priority: 'medium',
  stepsToReproduce: '',
  expectedBehavior: '',
  actualBehavior: '',
};
