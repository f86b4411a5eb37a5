/**
 * POST (insert, upsert), PATCH (update) and DELETE on a table. The change and the representation
 * run as one statement: `WITH pgrst_source AS (change RETURNING ...) SELECT ... FROM pgrst_source`,
 * so embeds in `select=` see the changed rows. Checks that fail after the change (single object,
 * max-affected) throw inside the transaction, which rolls it back.
 */
import { invalidBody, isPlainObject, parseJsonBody, readBodyText } from './request-body.ts';
import { checkMaxAffected } from './prefer.ts';
import { bodyExpression, lookupTable } from './read-handler.ts';
import { planRead } from './read-plan.ts';
import { assemble, nodeSql, type SqlContext } from './read-sql.ts';
import { parseRequestParams, type RequestParams } from './request-params.ts';
import { contentRange, formatBody, inTransaction, preferenceApplied, respond, responseSettings, type RestCall } from './rest-call.ts';
import type { Table } from './schema-cache.ts';
import { ident, Params } from './sql.ts';
import { RESPONSE_SETTINGS, runStatement, type StatementRow } from './statement-runner.ts';
import { checkColumns, deleteSql, insertSql, updateSql, type Returning, type RowChoice } from './write-sql.ts';

type WriteKind = 'insert' | 'update' | 'delete';

export async function handleWrite(call: RestCall, tableName: string, kind: WriteKind, request: Request): Promise<Response> {
  const table = lookupTable(call.cache, tableName);
  const params = parseRequestParams(call.pairs);
  const payload = kind === 'delete' ? undefined : parseJsonBody(await readBodyText(request));
  const ctx: SqlContext = { schema: call.cache.schema, params: new Params() };

  const wantsRows = call.prefer.return === 'representation';
  const returning: Returning = wantsRows ? 'rows' : call.prefer.return === 'headers-only' && kind === 'insert' ? 'primary-key' : 'nothing';

  let change: string | undefined;
  if (kind === 'insert') {
    const rows = insertRows(payload);
    const columns = params.columns ?? unionOfKeys(rows);
    checkColumns(table, columns);
    change = insertSql(ctx, table, {
      rows,
      columns,
      missingDefault: call.prefer.missing === 'default',
      resolution: call.prefer.resolution,
      onConflict: params.onConflict,
    }, returning);
  } else if (kind === 'update') {
    if (!isPlainObject(payload)) throw invalidBody(payload === undefined ? undefined : 'Expected a single JSON object for an update');
    const columns = params.columns ?? Object.keys(payload);
    checkColumns(table, columns);
    if (columns.length) change = updateSql(ctx, table, payload, columns, rowChoice(ctx, call, table, params), returning);
  } else {
    change = deleteSql(ctx, table, rowChoice(ctx, call, table, params), returning);
  }

  const plan = planRead(call.cache, table, table.name, params, { rootFilters: false, rootOrder: false, rootAlias: table.name });
  let sql: string;
  if (!change) {
    // An update without columns changes nothing (PostgREST answers as if no row matched).
    sql = `SELECT 0::bigint AS total, 0::bigint AS page_total, '[]' AS body, ${RESPONSE_SETTINGS}`;
  } else if (returning === 'rows') {
    const pieces = nodeSql(ctx, plan, 'pgrst_source');
    sql =
      `WITH pgrst_source AS (${change}) SELECT (SELECT count(*) FROM pgrst_source) AS total, count(*) AS page_total, ` +
      `${bodyExpression(call, false)} AS body, ${RESPONSE_SETTINGS} FROM (${assemble(pieces)}) AS pgrst_row`;
  } else {
    const body = returning === 'primary-key' && table.primaryKey.length ? '(json_agg(pgrst_source) -> 0)::text' : 'NULL::text';
    sql = `WITH pgrst_source AS (${change}) SELECT count(*) AS total, count(*) AS page_total, ${body} AS body, ${RESPONSE_SETTINGS} FROM pgrst_source`;
  }

  return inTransaction(call, false, async (client) => {
    const { rows } = await runStatement<StatementRow>(client, sql, ctx.params.values);
    const row = rows[0];
    const affected = Number(row.total);
    checkMaxAffected(call.prefer, affected);
    const settings = responseSettings(row);
    const counted = call.prefer.count ? affected : undefined;

    const headers: Record<string, string> = {
      'Content-Range': kind === 'insert' ? contentRange(1, 0, counted) : contentRange(0, affected, counted),
      ...settings.headers,
    };
    preferenceApplied(call.prefer, headers);
    if (returning === 'primary-key' && row.body && row.body !== 'null') headers.Location = location(table, JSON.parse(row.body) as Record<string, unknown>);

    const singular = call.output.kind === 'object';
    if (wantsRows) {
      const body = formatBody(call.output, row.body, singular ? affected : Number(row.page_total));
      return respond(settings.status ?? (kind === 'insert' ? 201 : 200), body, call.output, headers);
    }
    if (singular) formatBody(call.output, null, affected);
    return respond(settings.status ?? (kind === 'insert' ? 201 : 204), null, null, headers);
  });
}

/** The rows an UPDATE or DELETE touches: root filters, plus order/limit when a limit is given. */
function rowChoice(ctx: SqlContext, call: RestCall, table: Table, params: RequestParams): RowChoice {
  const limited = params.limit.has('') || params.offset.has('');
  const rootOnly: RequestParams = {
    ...params,
    select: [],
    filters: params.filters.filter((f) => f.path.length === 0),
    logic: params.logic.filter((l) => l.path.length === 0),
    order: limited && params.order.has('') ? new Map([['', params.order.get('')!]]) : new Map(),
    limit: new Map([...params.limit].filter(([k]) => k === '')),
    offset: new Map([...params.offset].filter(([k]) => k === '')),
  };
  const node = planRead(call.cache, table, table.name, rootOnly, { rootFilters: true, rootOrder: true, rootAlias: table.name });
  const pieces = nodeSql(ctx, node, ident(table.name));
  return { conditions: pieces.conditions, orderLimit: pieces.orderLimit };
}

function insertRows(payload: unknown): Array<Record<string, unknown>> {
  if (isPlainObject(payload)) return [payload];
  if (Array.isArray(payload) && payload.every(isPlainObject)) return payload;
  throw invalidBody();
}

function unionOfKeys(rows: Array<Record<string, unknown>>): string[] {
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) keys.add(key);
  return [...keys];
}

/** `Location: /table?pk=eq.value` for `Prefer: return=headers-only`. */
function location(table: Table, row: Record<string, unknown>): string {
  const query = table.primaryKey.map((c) => `${encodeURIComponent(c)}=eq.${encodeURIComponent(String(row[c]))}`).join('&');
  return `/${encodeURIComponent(table.name)}?${query}`;
}
