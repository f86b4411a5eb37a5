/**
 * GET and HEAD on a table or view: one read-only transaction, one statement that returns the page
 * as JSON built by Postgres plus the row count and, with `Prefer: count=...`, the total.
 */
import type pg from 'pg';
import { ApiError, tableNotFound } from './api-error.ts';
import { planRead, type ReadNode } from './read-plan.ts';
import { assemble, countSql, nodeSql, type SqlContext } from './read-sql.ts';
import { parseRequestParams } from './request-params.ts';
import {
  contentRange,
  formatBody,
  inTransaction,
  parseTotal,
  preferenceApplied,
  respond,
  responseSettings,
  type RestCall,
} from './rest-call.ts';
import type { SchemaCache, Table } from './schema-cache.ts';
import { Params, qualified } from './sql.ts';
import { RESPONSE_SETTINGS, runStatement, type StatementRow } from './statement-runner.ts';

export function lookupTable(cache: SchemaCache, name: string): Table {
  const table = cache.tables.get(name);
  if (!table) throw tableNotFound(cache.schema, name);
  return table;
}

/** The JSON array of the rows of `pgrst_row`, as text so the driver hands it through unparsed. */
export function bodyExpression(call: RestCall, head: boolean): string {
  if (head) return 'NULL::text';
  const aggregate = `coalesce(json_agg(pgrst_row), '[]'::json)`;
  return `${call.output.stripNulls ? `json_strip_nulls(${aggregate})` : aggregate}::text`;
}

/** `Range: 0-9` (optional; postgrest-js uses limit/offset) narrows the root range. */
function applyRangeHeader(root: ReadNode, header: string | null): void {
  if (!header) return;
  const match = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(header);
  if (!match) return;
  const lower = Number(match[1]);
  const upper = match[2] === '' ? undefined : Number(match[2]);
  if (upper !== undefined && upper < lower) {
    throw new ApiError(416, 'PGRST103', 'Requested range not satisfiable', 'The lower boundary must be lower than or equal to the upper boundary in the Range header.');
  }
  const offset = Math.max(root.offset ?? 0, lower);
  const ends = [upper, root.limit === undefined ? undefined : (root.offset ?? 0) + root.limit - 1].filter((v): v is number => v !== undefined);
  root.offset = offset || undefined;
  if (ends.length) root.limit = Math.max(0, Math.min(...ends) - offset + 1);
}

/** `count=planned` asks the planner; `exact` and `estimated` count (no max-rows is configured). */
async function plannedCount(client: pg.PoolClient, schema: string, plan: ReadNode, source: string): Promise<number> {
  const params = new Params();
  const pieces = nodeSql({ schema, params }, plan, source, undefined, 'count');
  const result = await client.query<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(
    `EXPLAIN (FORMAT JSON) ${countSql(pieces).replace(/^SELECT count\(\*\)/, 'SELECT 1')}`,
    params.values,
  );
  return result.rows[0]['QUERY PLAN'][0].Plan['Plan Rows'];
}

export async function handleRead(call: RestCall, tableName: string, head: boolean): Promise<Response> {
  const table = lookupTable(call.cache, tableName);
  const params = parseRequestParams(call.pairs);
  const plan = planRead(call.cache, table, table.name, params, { rootFilters: true, rootOrder: true, rootAlias: table.name });
  applyRangeHeader(plan, call.headers.get('range'));

  const ctx: SqlContext = { schema: call.cache.schema, params: new Params() };
  const source = qualified(ctx.schema, table.name);
  const pieces = nodeSql(ctx, plan, source);
  const exact = call.prefer.count === 'exact' || call.prefer.count === 'estimated';
  const sql =
    `SELECT ${exact ? `(${countSql(pieces)})` : 'NULL::bigint'} AS total, count(*) AS page_total, ` +
    `${bodyExpression(call, head)} AS body, ${RESPONSE_SETTINGS} FROM (${assemble(pieces)}) AS pgrst_row`;

  return inTransaction(call, true, async (client) => {
    const { rows } = await runStatement<StatementRow>(client, sql, ctx.params.values);
    const row = rows[0];
    let total = parseTotal(row);
    if (call.prefer.count === 'planned') total = await plannedCount(client, ctx.schema, plan, source);
    const pageRows = Number(row.page_total);
    const settings = responseSettings(row);

    const lower = plan.offset ?? 0;
    let status = 200;
    if (total !== undefined) {
      if (lower > total && !(lower === 0 && total === 0)) {
        throw new ApiError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${lower} was requested, but there are only ${total} rows.`);
      }
      if (pageRows < total) status = 206;
    }
    const headers: Record<string, string> = { 'Content-Range': contentRange(lower, pageRows, total), ...settings.headers };
    preferenceApplied(call.prefer, headers);
    const body = head ? null : formatBody(call.output, row.body, pageRows);
    return respond(settings.status ?? status, body, call.output, headers);
  });
}
