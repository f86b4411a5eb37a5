// The recent audit entries about one profile, with the actors' names (audit_log has no foreign key,
// so the names are a second, small read).
import { unwrap } from '@/lib/api-error';
import type { AuditEntry, DbClient } from './user-admin-types';

const RECENT_ENTRIES = 10;

export async function fetchUserAudit(client: DbClient, userId: string): Promise<AuditEntry[]> {
  const entries = unwrap(
    await client
      .from('audit_log')
      .select('id, action, details, created_at, actor_id')
      .eq('target_table', 'users')
      .eq('target_id', userId)
      .order('created_at', { ascending: false })
      .limit(RECENT_ENTRIES),
  ) ?? [];
  const actorIds = [...new Set(entries.map((entry) => entry.actor_id).filter((id): id is string => Boolean(id)))];
  const actors = actorIds.length
    ? (unwrap(await client.from('users').select('id, full_name, email').in('id', actorIds)) ?? [])
    : [];
  const labels = new Map(actors.map((actor) => [actor.id, actor.full_name || actor.email]));
  return entries.map((entry) => ({ ...entry, actorLabel: entry.actor_id ? (labels.get(entry.actor_id) ?? 'A deleted user') : null }));
}
