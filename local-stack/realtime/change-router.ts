/**
 * Decides who receives one committed row change and what they receive (supabase-wire.md c.4), the way
 * hosted Realtime does from a WAL record: values and filters come from the row image of the change
 * (parked by the trigger), and row-level security is checked by reading the row by primary key as the
 * subscriber (`realtime.apply_rls`). So:
 * - INSERT/UPDATE on an RLS table reach a subscriber only if its role and claims can still SELECT the
 *   row; a row deleted before the check is not delivered (as hosted).
 * - DELETE: the row is gone, so instead of the key lookup the table's SELECT policies for the role are
 *   evaluated on the old image: a subscriber receives the DELETE only if it could see the row just before
 *   it was deleted (hosted Realtime sends DELETEs to every subscriber; this is stricter, so no tenant
 *   learns of another's rows). Its old_record carries the primary key only, as hosted.
 * - Tables without RLS (or roles that bypass it) need no check; filters still apply.
 * A role without SELECT on any column receives nothing; records hold only the columns it may SELECT.
 * Bindings are grouped by role and claims: one read-only transaction per group per change.
 */
import type pg from 'pg';
import { withRequestTransaction } from '../db/request-transaction.ts';
import { filterSql, quoteIdent } from './change-filter.ts';
import type { PendingChanges, RowImages } from './pending-changes.ts';
import type { ColumnInfo, RoleAccess, TableCatalog, TableInfo } from './table-catalog.ts';
import type {
  ChangeBinding,
  ChangeSubscriber,
  ChangeType,
  PostgresChangesPayload,
  SubscriptionRegistry,
} from './subscription-registry.ts';

/** The message the row trigger `pg_notify`s (20-realtime.sql). */
export interface ChangeNotice {
  schema: string;
  table: string;
  type: ChangeType;
  /** Primary key of the new row (INSERT, UPDATE). */
  key?: Row | null;
  /** Primary key of the old row (UPDATE, DELETE). */
  old_key?: Row | null;
  /** Row of realtime.pending_changes holding the images. */
  change_id: number;
  commit_timestamp: string;
  /** The keys did not fit in a notification. */
  too_large?: boolean;
}

export interface Delivery {
  subscriber: ChangeSubscriber;
  payload: PostgresChangesPayload;
}

type Row = Record<string, unknown>;

interface Change {
  notice: ChangeNotice;
  table: TableInfo;
  images: RowImages;
}

interface GroupOutcome {
  /** Bindings whose subscriber may see the row and whose filter it passes. */
  passed: ChangeBinding[];
  access: RoleAccess;
}

export interface ChangeRouterDeps {
  apiPool: pg.Pool;
  catalog: TableCatalog;
  registry: SubscriptionRegistry;
  pending: PendingChanges;
  /** Bounds concurrent reads so realtime never takes the whole API pool. */
  limitReads: <T>(work: () => Promise<T>) => Promise<T>;
  log: (line: string) => void;
}

/** Alias of the live row in the RLS key lookup; the image itself is aliased with the table's name. */
const LIVE_ALIAS = '"realtime_live_row"';

export class ChangeRouter {
  constructor(private readonly deps: ChangeRouterDeps) {}

  async route(notice: ChangeNotice): Promise<Delivery[]> {
    const bindings = this.deps.registry.match(notice.schema, notice.table, notice.type);
    if (bindings.length === 0) {
      this.deps.pending.discard(notice.change_id);
      return [];
    }
    const [images, table] = await Promise.all([
      this.deps.pending.take(notice.change_id),
      this.deps.catalog.table(notice.schema, notice.table),
    ]);
    if (!images || !table) return [];
    const change: Change = { notice, table, images };

    const groups = new Map<string, ChangeBinding[]>();
    for (const binding of bindings) {
      const key = binding.subscriber.claimsKey;
      groups.set(key, [...(groups.get(key) ?? []), binding]);
    }
    const outcomes = await Promise.all(
      [...groups.values()].map((group) =>
        this.deps.limitReads(() => this.evaluateGroup(change, group)).catch((err: Error) => {
          // One subscriber's failing check (a policy error, a missing grant) must not hold up the others.
          this.deps.log(`realtime: ${notice.type} on ${notice.schema}.${notice.table} not checked for role ${group[0].subscriber.claims.role}: ${err.message}`);
          return null;
        }),
      ),
    );
    return outcomes.flatMap((outcome) => (outcome ? this.deliveries(change, outcome) : []));
  }

  private async evaluateGroup(change: Change, group: ChangeBinding[]): Promise<GroupOutcome | null> {
    const { table, notice, images } = change;
    const { claims } = group[0].subscriber;
    const access = await this.deps.catalog.roleAccess(table, claims.role);
    if (access.columns.length === 0) return null;
    // Changes the stand-in cannot check reach readers of the table as an error with no data.
    if (unreadable(change)) return { passed: group, access };

    const image = notice.type === 'DELETE' ? images.old_row : images.new_row;
    if (!image) return null;
    const judgeRls = table.rowSecurity && !access.bypassRls;
    const filters = [...new Map(group.map((b) => [b.conditionsKey, b.conditions])).entries()];
    if (!judgeRls && filters.every(([, conditions]) => conditions.length === 0)) return { passed: group, access };

    const params: string[] = [];
    const bind = (value: string) => `$${params.push(value)}`;
    const alias = quoteIdent(table.name);
    const relation = `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;
    const tests = filters.map(([, conditions], i) => `${filterSql(alias, conditions, bind)} as f${i}`);
    let visible = 'true';
    if (judgeRls && notice.type === 'DELETE') visible = access.policyPredicate;
    if (judgeRls && notice.type !== 'DELETE') {
      const sameKey = table.primaryKey.map((c) => `${LIVE_ALIAS}.${quoteIdent(c)} = ${alias}.${quoteIdent(c)}`).join(' and ');
      visible = `exists (select 1 from ${relation} as ${LIVE_ALIAS} where ${sameKey})`;
    }
    const sql = `select ${tests.join(', ')} from jsonb_populate_record(null::${relation}, ${bind(JSON.stringify(image))}::jsonb) as ${alias} where ${visible}`;

    const { rows } = await withRequestTransaction(this.deps.apiPool, { role: claims.role, claims, readOnly: true }, (client) =>
      client.query<Row>(sql, params),
    );
    const row = rows[0];
    if (!row) return null;
    const passing = new Set(filters.filter((_, i) => row[`f${i}`] === true).map(([key]) => key));
    const passed = group.filter((binding) => passing.has(binding.conditionsKey));
    return passed.length ? { passed, access } : null;
  }

  private deliveries(change: Change, outcome: GroupOutcome): Delivery[] {
    // One message per subscriber and column selection, naming every binding it satisfies.
    const messages = new Map<ChangeSubscriber, Map<string, { select: string[] | null; ids: number[] }>>();
    for (const binding of outcome.passed) {
      const bySelection = messages.get(binding.subscriber) ?? new Map<string, { select: string[] | null; ids: number[] }>();
      messages.set(binding.subscriber, bySelection);
      const selectionKey = JSON.stringify(binding.select);
      const message = bySelection.get(selectionKey) ?? { select: binding.select, ids: [] };
      bySelection.set(selectionKey, message);
      if (!message.ids.includes(binding.id)) message.ids.push(binding.id);
    }
    return [...messages.entries()].flatMap(([subscriber, bySelection]) =>
      [...bySelection.values()].map(({ select, ids }) => ({
        subscriber,
        payload: { ids, data: changeData(change, outcome.access, select) },
      })),
    );
  }
}

function unreadable({ notice, table }: Change): boolean {
  return notice.too_large === true || table.primaryKey.length === 0;
}

function changeData({ notice, table, images }: Change, access: RoleAccess, select: string[] | null): Row {
  const columns = select ? access.columns.filter((c) => select.includes(c.name)) : access.columns;
  const data: Row = {
    schema: notice.schema,
    table: notice.table,
    commit_timestamp: notice.commit_timestamp,
    type: notice.type,
    columns,
  };
  if (unreadable({ notice, table, images })) {
    if (notice.type !== 'DELETE') data.record = {};
    if (notice.type !== 'INSERT') data.old_record = {};
    data.errors = [notice.too_large ? 'Error 413: Payload Too Large' : 'Error 400: Bad Request, no primary key'];
    return data;
  }
  const oldKey = pick(notice.old_key ?? images.old_row ?? {}, table.primaryKey);
  if (notice.type !== 'DELETE') data.record = pickColumns(images.new_row ?? {}, columns);
  if (notice.type === 'UPDATE') data.old_record = images.old_row ? pickColumns(images.old_row, columns) : oldKey;
  if (notice.type === 'DELETE') {
    data.old_record = !table.rowSecurity && table.replicaIdentityFull && images.old_row ? pickColumns(images.old_row, columns) : oldKey;
  }
  data.errors = null;
  return data;
}

function pick(row: Row, names: string[]): Row {
  return Object.fromEntries(names.filter((name) => name in row).map((name) => [name, row[name]]));
}

function pickColumns(row: Row, columns: ColumnInfo[]): Row {
  return pick(row, columns.map((c) => c.name));
}
