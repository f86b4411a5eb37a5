/**
 * Turns the `config.postgres_changes` of a join into bindings and checks them the way Realtime's
 * `Subscriptions.create` does: each must name a table of the `supabase_realtime` publication, and its
 * filter and `select` columns must make sense for that table, as the subscriber (so a filter on a
 * column the role may not read is refused). One failure refuses the whole set, with Realtime's message.
 */
import type pg from 'pg';
import { withRequestTransaction } from '../db/request-transaction.ts';
import type { ChannelClaims } from './channel-token.ts';
import { filterSql, parseFilter, quoteIdent, type FilterCondition } from './change-filter.ts';
import type { ChangeBinding, ChangeSubscriber, ChangeType } from './subscription-registry.ts';

export type SubscriptionResult = { ok: true; bindings: ChangeBinding[] } | { ok: false; message: string };

interface ParsedBinding {
  event: '*' | ChangeType;
  schema: string;
  table: string;
  conditions: FilterCondition[];
  select: string[] | null;
}

class SubscriptionError extends Error {}

/** The id the join reply gives each binding: a stable hash of its params, as Realtime's phash2. */
export function bindingIds(requests: unknown[]): number[] {
  const taken = new Set<number>();
  return requests.map((request) => {
    let id = fnv1a(JSON.stringify(request ?? null)) & 0x7ffffff;
    while (taken.has(id)) id = (id + 1) & 0x7ffffff;
    taken.add(id);
    return id;
  });
}

export async function prepareChangeBindings(
  apiPool: pg.Pool,
  claims: ChannelClaims,
  requests: unknown[],
  ids: number[],
  subscriber: ChangeSubscriber,
): Promise<SubscriptionResult> {
  let parsed: ParsedBinding[];
  try {
    parsed = requests.map(parseBinding);
  } catch (err) {
    if (err instanceof SubscriptionError) return { ok: false, message: err.message };
    throw err;
  }
  let current: ParsedBinding | undefined;
  try {
    await withRequestTransaction(apiPool, { role: claims.role, claims, readOnly: true }, async (client) => {
      for (current of parsed) await checkAgainstDatabase(client, current);
    });
  } catch (err) {
    if (err instanceof SubscriptionError) return { ok: false, message: err.message };
    return {
      ok: false,
      message:
        'Unable to subscribe to changes with given parameters. An exception happened so please check your connect ' +
        `parameters: [${describe(current)}]. Exception: ${(err as Error).message}`,
    };
  }
  return {
    ok: true,
    bindings: parsed.map((binding, i) => ({
      ...binding,
      id: ids[i],
      conditionsKey: JSON.stringify(binding.conditions),
      subscriber,
    })),
  };
}

function parseBinding(request: unknown): ParsedBinding {
  const params = (request && typeof request === 'object' ? request : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  let schema = text(params.schema);
  let table = text(params.table);
  const filter = text(params.filter);
  if (schema === undefined && table === undefined) {
    throw new SubscriptionError(
      `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${JSON.stringify(params)}`,
    );
  }
  schema ??= 'public';
  table ??= '*';
  let select: string[] | null = null;
  if (typeof params.select === 'string') {
    throw new SubscriptionError(
      'Error parsing `select` params: expected a list of column name strings, e.g. select: ["col1", "col2"]',
    );
  }
  if (Array.isArray(params.select)) {
    const names = params.select.filter((name): name is string => typeof name === 'string');
    select = names.length > 0 ? names : null;
  }
  if (select && (schema === '*' || table === '*')) {
    throw new SubscriptionError('Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.');
  }
  let conditions: FilterCondition[];
  try {
    conditions = parseFilter(filter);
  } catch (err) {
    throw new SubscriptionError((err as Error).message);
  }
  const event = typeof params.event === 'string' ? params.event.toUpperCase() : '*';
  return {
    event: event === 'INSERT' || event === 'UPDATE' || event === 'DELETE' ? event : '*',
    schema,
    table,
    conditions,
    select,
  };
}

async function checkAgainstDatabase(client: pg.PoolClient, binding: ParsedBinding): Promise<void> {
  const { rows } = await client.query<{ schemaname: string; tablename: string }>(
    `select schemaname, tablename from pg_publication_tables
      where pubname = 'supabase_realtime' and ($1 = '*' or schemaname = $1) and ($2 = '*' or tablename = $2)`,
    [binding.schema, binding.table],
  );
  if (rows.length === 0) {
    throw new SubscriptionError(
      'Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect ' +
        `parameters: [${describe(binding)}]`,
    );
  }
  if (binding.conditions.length === 0 && !binding.select) return;
  for (const { schemaname, tablename } of rows) {
    // Planning (with the values bound) checks the columns, the casts and the subscriber's privileges.
    const params: string[] = [];
    const alias = quoteIdent(tablename);
    const test = filterSql(alias, binding.conditions, (value) => `$${params.push(value)}`);
    const columns = (binding.select ?? []).map((name) => `${alias}.${quoteIdent(name)}`);
    await client.query(
      `select ${[test, ...columns].join(', ')} from ${quoteIdent(schemaname)}.${alias} as ${alias} limit 0`,
      params,
    );
  }
}

function describe(binding: ParsedBinding | undefined): string {
  if (!binding) return '';
  const filters = binding.conditions.map((c) => `{${[c.column, c.operator, c.value].map((v) => JSON.stringify(v)).join(', ')}, ${c.negate}}`);
  const select = binding.select ? `[${binding.select.map((name) => JSON.stringify(name)).join(', ')}]` : 'nil';
  return `event: ${binding.event}, schema: ${binding.schema}, table: ${binding.table}, filters: [${filters.join(', ')}], select: ${select}`;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
