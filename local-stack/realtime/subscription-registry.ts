/** The active postgres_changes bindings of every joined channel, indexed by table for quick matching. */
import type { ChannelClaims } from './channel-token.ts';
import type { FilterCondition } from './change-filter.ts';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

/** The side of a channel the change router talks to. */
export interface ChangeSubscriber {
  readonly claims: ChannelClaims;
  /** Equal for subscribers whose reads can share one transaction (same role and claims). */
  readonly claimsKey: string;
  readonly active: boolean;
  pushChange(payload: PostgresChangesPayload): void;
}

export interface ChangeBinding {
  /** The id the join reply gave this binding; echoed in `payload.ids`. */
  id: number;
  event: '*' | ChangeType;
  /** `*` matches any. */
  schema: string;
  /** `*` matches any. */
  table: string;
  conditions: FilterCondition[];
  /** Identifies equal condition lists, so a shared read evaluates each distinct filter once. */
  conditionsKey: string;
  /** Columns the client asked for (binding `select`), or null for all it may read. */
  select: string[] | null;
  subscriber: ChangeSubscriber;
}

export interface PostgresChangesPayload {
  ids: number[];
  data: Record<string, unknown>;
}

export class SubscriptionRegistry {
  private byTable = new Map<string, Set<ChangeBinding>>();
  private wildcards = new Set<ChangeBinding>();

  add(bindings: ChangeBinding[]): void {
    for (const binding of bindings) {
      if (binding.schema === '*' || binding.table === '*') {
        this.wildcards.add(binding);
        continue;
      }
      const key = tableKey(binding.schema, binding.table);
      let set = this.byTable.get(key);
      if (!set) this.byTable.set(key, (set = new Set()));
      set.add(binding);
    }
  }

  remove(bindings: ChangeBinding[]): void {
    for (const binding of bindings) {
      this.wildcards.delete(binding);
      const key = tableKey(binding.schema, binding.table);
      const set = this.byTable.get(key);
      if (set?.delete(binding) && set.size === 0) this.byTable.delete(key);
    }
  }

  /** Bindings of active subscribers interested in this kind of change on this table. */
  match(schema: string, table: string, type: ChangeType): ChangeBinding[] {
    const found: ChangeBinding[] = [];
    const consider = (binding: ChangeBinding) => {
      if (!binding.subscriber.active) return;
      if (binding.event !== '*' && binding.event !== type) return;
      if (binding.schema !== '*' && binding.schema !== schema) return;
      if (binding.table !== '*' && binding.table !== table) return;
      found.push(binding);
    };
    this.byTable.get(tableKey(schema, table))?.forEach(consider);
    this.wildcards.forEach(consider);
    return found;
  }

  get size(): number {
    let total = this.wildcards.size;
    for (const set of this.byTable.values()) total += set.size;
    return total;
  }
}

function tableKey(schema: string, table: string): string {
  return JSON.stringify([schema, table]);
}
