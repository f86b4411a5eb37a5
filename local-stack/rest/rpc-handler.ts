/**
 * `/rpc/fn`: POST with named arguments in a JSON body (or the whole body for a function with one
 * unnamed json/jsonb parameter), GET and HEAD with arguments in the query string. The overload is
 * chosen by argument names like PostgREST's findProc. The call runs as
 * `WITH pgrst_source AS (SELECT * FROM fn(...))`, so select, filters, order, limit and count work on
 * set-returning functions as on tables.
 */
import { ApiError } from './api-error.ts';
import { invalidBody, isPlainObject, parseJsonBody, readBodyText } from './request-body.ts';
import { checkMaxAffected } from './prefer.ts';
import { bodyExpression } from './read-handler.ts';
import { planRead } from './read-plan.ts';
import { assemble, countSql, nodeSql, type SqlContext } from './read-sql.ts';
import { looksLikeArgument, parseRequestParams } from './request-params.ts';
import { contentRange, formatBody, inTransaction, parseTotal, preferenceApplied, respond, responseSettings, type RestCall } from './rest-call.ts';
import type { Routine, SchemaCache, Table } from './schema-cache.ts';
import type { SelectItem } from './select-parser.ts';
import { ident, Params, qualified } from './sql.ts';
import { RESPONSE_SETTINGS, runStatement, type StatementRow } from './statement-runner.ts';

const JSON_TYPES = new Set(['json', 'jsonb']);

export async function handleRpc(call: RestCall, fnName: string, request: Request): Promise<Response> {
  const readMethod = call.method === 'GET' || call.method === 'HEAD';
  const params = parseRequestParams(call.pairs, readMethod ? looksLikeArgument : undefined);

  const rawBody = readMethod ? undefined : parseJsonBody(await readBodyText(request));
  const args: Record<string, unknown> = readMethod ? Object.fromEntries(params.args) : isPlainObject(rawBody) ? rawBody : {};
  const routine = findRoutine(call.cache, fnName, Object.keys(args), !readMethod);
  const wholeBody = routine.params.length === 1 && routine.params[0].name === '' && !readMethod;
  if (!wholeBody && !readMethod && rawBody !== undefined && !isPlainObject(rawBody)) throw invalidBody();

  const ctx: SqlContext = { schema: call.cache.schema, params: new Params() };
  const callSql = functionCall(ctx, routine, args, wholeBody ? (rawBody ?? {}) : undefined, readMethod);
  const alias = routine.name;
  const scalar = routine.returns !== 'composite';
  const resultTable: Table | undefined = scalar ? scalarTable(routine) : routine.resultTable;
  const select: SelectItem[] = scalar ? [{ kind: 'column', field: { name: routine.name, jsonPath: [] } }] : params.select;
  const plan = planRead(call.cache, resultTable, resultTable?.name ?? routine.name, { ...params, select }, { rootFilters: true, rootOrder: true, rootAlias: alias });
  const pieces = nodeSql(ctx, plan, 'pgrst_source');

  const head = call.method === 'HEAD' || call.prefer.return === 'minimal';
  const wantsCount = call.prefer.count !== undefined;
  let body: string;
  if (head || routine.returns === 'void') body = 'NULL::text';
  else if (scalar) {
    const values = `json_agg(pgrst_row.${ident(routine.name)})`;
    body = routine.returnsSet ? `coalesce(${values}, '[]'::json)::text` : `(${values} -> 0)::text`;
  } else if (!routine.returnsSet) body = `(json_agg(pgrst_row) -> 0)::text`;
  else body = bodyExpression(call, false);
  const sql =
    `WITH pgrst_source AS (${callSql}) SELECT ${wantsCount ? `(${countSql(pieces)})` : 'NULL::bigint'} AS total, ` +
    `count(*) AS page_total, ${body} AS body, ${RESPONSE_SETTINGS} FROM (${assemble(pieces)}) AS pgrst_row`;

  const readOnly = readMethod || routine.volatility !== 'volatile';
  return inTransaction(call, readOnly, async (client) => {
    const { rows } = await runStatement<StatementRow>(client, sql, ctx.params.values);
    const row = rows[0];
    const pageRows = Number(row.page_total);
    const total = parseTotal(row);
    if (routine.returnsSet) checkMaxAffected(call.prefer, pageRows);
    const settings = responseSettings(row);
    const lower = plan.offset ?? 0;
    const headers: Record<string, string> = { 'Content-Range': contentRange(lower, pageRows, total), ...settings.headers };
    preferenceApplied(call.prefer, headers);

    if (routine.returns === 'void') return respond(settings.status ?? 204, null, null, headers);
    if (head) return respond(settings.status ?? (call.method === 'HEAD' ? 200 : 204), null, null, headers);
    const status = total !== undefined && pageRows < total ? 206 : 200;
    let text: string;
    if (!routine.returnsSet) {
      if (call.output.kind === 'object' && !scalar && pageRows !== 1) formatBody(call.output, null, pageRows);
      text = row.body ?? 'null';
    } else {
      text = formatBody(call.output, row.body, pageRows);
    }
    return respond(settings.status ?? status, text, call.output.kind === 'csv' && !routine.returnsSet ? { ...call.output, kind: 'json' } : call.output, headers);
  });
}

/** A scalar result read as a one-column table named after the function, as PostgREST does. */
function scalarTable(routine: Routine): Table {
  return {
    name: routine.name,
    kind: 'composite type',
    columns: new Map([[routine.name, { name: routine.name, type: routine.returnType, baseTypeName: routine.returnType, notNull: false, defaultExpr: null, generated: false }]]),
    primaryKey: [],
    uniqueKeys: [],
    computed: new Map(),
  };
}

/**
 * `SELECT pgrst_call.* FROM json_to_record($1) AS pgrst_args(a int, ...), LATERAL fn(a := pgrst_args.a)`:
 * Postgres converts the JSON arguments to the parameter types; only given arguments are passed, so
 * the others take their defaults.
 */
function functionCall(ctx: SqlContext, routine: Routine, args: Record<string, unknown>, wholeBody: unknown, fromQueryString: boolean): string {
  const fn = qualified(ctx.schema, routine.name);
  const resultAlias = routine.returns === 'composite' ? 'pgrst_call' : `pgrst_call(${ident(routine.name)})`;
  if (wholeBody !== undefined) {
    return `SELECT pgrst_call.* FROM ${fn}(${ctx.params.add(JSON.stringify(wholeBody))}::${routine.params[0].type}) AS ${resultAlias}`;
  }
  const given = routine.params.filter((p) => Object.hasOwn(args, p.name));
  if (given.length === 0) return `SELECT pgrst_call.* FROM ${fn}() AS ${resultAlias}`;
  const values: Record<string, unknown> = {};
  for (const param of given) {
    let value = args[param.name];
    // Query-string values are text; a json argument written in the URL is JSON text.
    if (fromQueryString && typeof value === 'string' && JSON_TYPES.has(param.baseTypeName)) {
      try {
        value = JSON.parse(value);
      } catch {
        // keep the string: Postgres reports the invalid JSON
      }
    }
    values[param.name] = value;
  }
  const columns = given.map((p) => `${ident(p.name)} ${p.type}`).join(', ');
  const named = given.map((p) => `${p.variadic ? 'VARIADIC ' : ''}${ident(p.name)} := pgrst_args.${ident(p.name)}`).join(', ');
  return `SELECT pgrst_call.* FROM json_to_record(${ctx.params.add(JSON.stringify(values))}::json) AS pgrst_args(${columns}), LATERAL ${fn}(${named}) AS ${resultAlias}`;
}

/** PostgREST's findProc: the overload whose parameters match the argument names. */
export function findRoutine(cache: SchemaCache, name: string, argNames: string[], isPost: boolean): Routine {
  const overloads = cache.routines.get(name) ?? [];
  const keys = new Set(argNames);
  const matches = overloads.filter((routine) => {
    if (routine.params.length === 0) return keys.size === 0;
    const required = routine.params.filter((p) => p.required).map((p) => p.name);
    const optional = new Set(routine.params.filter((p) => !p.required).map((p) => p.name));
    const rest = [...keys].filter((k) => !optional.has(k));
    return rest.length === required.length && required.every((r) => keys.has(r));
  });
  const fallbacks = overloads.filter(
    (r) => isPost && r.params.length === 1 && r.params[0].name === '' && JSON_TYPES.has(r.params[0].baseTypeName),
  );
  const candidates = matches.length ? matches : fallbacks;
  if (candidates.length === 1) return candidates[0];
  const sorted = [...keys].sort();
  const qualifiedName = `${cache.schema}.${name}`;
  if (candidates.length > 1) {
    throw new ApiError(300, 'PGRST203', `Could not choose the best candidate function between: ${candidates
      .map((r) => `${qualifiedName}(${r.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`)
      .join(', ')}`, null, 'Try renaming the parameters or the function itself in the database so function overloading can be resolved');
  }
  const withParams = sorted.length ? ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}` : ' without parameters';
  throw new ApiError(
    404,
    'PGRST202',
    `Could not find the function ${qualifiedName}${sorted.length ? `(${sorted.join(', ')})` : ' without parameters'} in the schema cache`,
    `Searched for the function ${qualifiedName}${withParams}${isPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
  );
}
