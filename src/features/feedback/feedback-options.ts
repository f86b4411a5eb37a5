// Feedback types and their categories (spec §5), in the order the form lists them.
import type { FeedbackTicketType } from '@/data/tickets/ticket-types';

export const FEEDBACK_TYPE_LABELS: Record<FeedbackTicketType, string> = {
  bug_report: 'Bug Report',
  feature_request: 'Feature Request',
  general_feedback: 'General Feedback',
};

export const FEEDBACK_CATEGORIES: Record<FeedbackTicketType, readonly string[]> = {
  bug_report: ['User Interface', 'Data Processing', 'Authentication', 'Performance', 'Integration', 'Other'],
  feature_request: ['Dashboard', 'Employee Management', 'Skills Analysis', 'Course Management', 'Reporting', 'Integration', 'Other'],
  general_feedback: ['User Experience', 'Performance', 'Design', 'Documentation', 'Support', 'Other'],
};

export const FEEDBACK_PRIORITY_LABELS = { low: 'Low', medium: 'Medium', high: 'High' } as const;
