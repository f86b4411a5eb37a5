// Display labels for the companies screens; stored values stay the database's.
import type { BadgeTone } from '@/components/ui/badge';
import type { CompanyPlan } from '@/data/companies/company-types';

export const PLAN_LABELS: Record<CompanyPlan, string> = {
  trial: 'Trial',
  starter: 'Starter',
  growth: 'Growth',
  enterprise: 'Enterprise',
};

export const INVITATION_LABELS: Record<string, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'primary' },
  accepted: { label: 'Accepted', tone: 'neutral' },
  revoked: { label: 'Revoked', tone: 'outline' },
  expired: { label: 'Expired', tone: 'destructive' },
};

export function planLabel(plan: string): string {
  return (PLAN_LABELS as Record<string, string>)[plan] ?? plan;
}

const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDate(value: string | null): string {
  return value ? date.format(new Date(value)) : '—';
}

export function formatDateTime(value: string | null): string {
  return value ? dateTime.format(new Date(value)) : '—';
}
