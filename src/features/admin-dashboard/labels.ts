// Chart series of the dashboard: stored values with their display names and colours.
import { CHART_COLORS } from '@/components/ui/chart';
import { TICKET_TYPES, type TicketType } from '@/data/tickets/ticket-types';

const TYPE_NAMES: Record<TicketType, string> = {
  bug_report: 'Bug report',
  feature_request: 'Feature request',
  general_feedback: 'General feedback',
  contact_sales: 'Contact sales',
  early_access: 'Early access',
  demo_request: 'Demo request',
};

export const TICKET_TYPE_SERIES = TICKET_TYPES.map((type, index) => ({
  key: type,
  label: TYPE_NAMES[type],
  color: CHART_COLORS[index % CHART_COLORS.length] ?? CHART_COLORS[0],
}));

export const JOB_STATUS_SERIES = [
  { key: 'pending', label: 'Pending', color: CHART_COLORS[3] },
  { key: 'processing', label: 'Processing', color: CHART_COLORS[1] },
  { key: 'completed', label: 'Completed', color: CHART_COLORS[2] },
  { key: 'failed', label: 'Failed', color: CHART_COLORS[4] },
  { key: 'cancelled', label: 'Cancelled', color: '#94a3b8' },
] as const;
