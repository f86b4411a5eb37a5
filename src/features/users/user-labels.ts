// Display labels for the users screens, and the audit log's entries in words.
import type { BadgeTone } from '@/components/ui/badge';
import type { AuditEntry, UserRole } from '@/data/users/user-admin-types';

export const ROLE_LABELS: Record<UserRole, string> = {
  super_admin: 'Super admin',
  company_admin: 'Company admin',
  learner: 'Learner',
};

export const ROLE_TONES: Record<UserRole, BadgeTone> = {
  super_admin: 'accent',
  company_admin: 'primary',
  learner: 'neutral',
};

export function roleLabel(role: string): string {
  return (ROLE_LABELS as Record<string, string>)[role] ?? role;
}

const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDate(value: string | null): string {
  return value ? date.format(new Date(value)) : '—';
}

export function formatDateTime(value: string | null): string {
  return value ? dateTime.format(new Date(value)) : '—';
}

type Change = { old?: unknown; new?: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One line per changed column of an audit entry, e.g. "Role: Learner → Company admin". `companyName`
 * turns company ids into names (ids of deleted companies stay ids).
 */
export function describeAuditEntry(entry: Pick<AuditEntry, 'action' | 'details'>, companyName: (id: string) => string): string[] {
  const details = isRecord(entry.details) ? entry.details : {};
  if (entry.action === 'company_invitations.accepted') {
    const company = typeof details.company_id === 'string' ? companyName(details.company_id) : 'a company';
    return [`Accepted the invitation to administer ${company}`];
  }
  const changes = isRecord(details.changes) ? (details.changes as Record<string, Change>) : {};
  const lines: string[] = [];
  const show = (key: string, value: unknown): string => {
    if (value === null || value === undefined) return key === 'company_id' ? 'No company' : '—';
    if (key === 'role') return roleLabel(String(value));
    if (key === 'company_id') return companyName(String(value));
    if (key === 'is_active') return value ? 'Active' : 'Inactive';
    return String(value);
  };
  const names: Record<string, string> = { role: 'Role', company_id: 'Company', is_active: 'Status' };
  for (const [key, change] of Object.entries(changes)) {
    if (!isRecord(change)) continue;
    lines.push(`${names[key] ?? key}: ${show(key, change.old)} → ${show(key, change.new)}`);
  }
  return lines.length ? lines : [entry.action.replace(/[._]/g, ' ')];
}
