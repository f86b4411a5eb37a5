/**
 * One REST request as the handlers see it (caller, preferences, output format, query pairs), the
 * transaction every request runs in, and the pieces every response shares: Content-Range, the
 * single-object check, CSV, Preference-Applied and the response.headers/response.status settings.
 */
import type pg from 'pg';
import { ApiError, singularityError } from './api-error.ts';
import { jsonArrayToCsv } from './csv-output.ts';
import { contentTypeOf, type OutputFormat } from './media-type.ts';
import { toApiError } from './pg-error.ts';
import type { Preferences } from './prefer.ts';
import type { QueryPairs } from './query-string.ts';
import type { RequestAuth } from './request-auth.ts';
import type { SchemaCache } from './schema-cache.ts';
import type { StatementRow } from './statement-runner.ts';
import { withRequestTransaction } from '../db/request-transaction.ts';

export interface RestCall {
  pool: pg.Pool;
  cache: SchemaCache;
  method: string;
  path: string;
  pairs: QueryPairs;
  headers: Headers;
  prefer: Preferences;
  output: OutputFormat;
  auth: RequestAuth;
}

/** Carries a finished response out of a transaction that must roll back (Prefer: tx=rollback). */
class Rollback {
  constructor(readonly response: Response) {}
}

/** Runs `work` as PostgREST does: one transaction, the caller's role and claims, Postgres decides. */
export async function inTransaction(call: RestCall, readOnly: boolean, work: (client: pg.PoolClient) => Promise<Response>): Promise<Response> {
  const headers: Record<string, string> = {};
  call.headers.forEach((value, key) => {
    headers[key] = value;
  });
  try {
    return await withRequestTransaction(
      call.pool,
      { role: call.auth.role, claims: call.auth.claims, readOnly, method: call.method, path: call.path, headers },
      async (client) => {
        if (call.prefer.timezone) await client.query("select set_config('timezone', $1, true)", [call.prefer.timezone]);
        const response = await work(client);
        if (call.prefer.tx === 'rollback') throw new Rollback(response);
        return response;
      },
    );
  } catch (err) {
    if (err instanceof Rollback) return err.response;
    throw toApiError(err, call.auth.role !== 'anon');
  }
}

/** `Content-Range: lower-upper/total` as PostgREST writes it (`*` for an empty range or unknown total). */
export function contentRange(lower: number, rows: number, total: number | undefined): string {
  const upper = lower + rows - 1;
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total ?? '*'}`;
}

export function parseTotal(row: StatementRow): number | undefined {
  return row.total === null ? undefined : Number(row.total);
}

/**
 * Headers and status a function asked for through `response.headers` (a JSON array of one-key
 * objects) and `response.status`.
 */
export function responseSettings(row: StatementRow): { headers: Record<string, string>; status?: number } {
  const headers: Record<string, string> = {};
  if (row.response_headers) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(row.response_headers);
    } catch {
      parsed = undefined;
    }
    const valid = Array.isArray(parsed) && parsed.every((h) => h && typeof h === 'object' && Object.values(h).every((v) => typeof v === 'string'));
    if (!valid) {
      throw new ApiError(500, 'PGRST111', 'response.headers guc must be a JSON array composed of objects with a single key and a string value');
    }
    for (const item of parsed as Array<Record<string, string>>) Object.assign(headers, item);
  }
  let status: number | undefined;
  if (row.response_status) {
    status = Number(row.response_status);
    if (!Number.isInteger(status) || status < 100 || status > 599) {
      throw new ApiError(500, 'PGRST112', 'response.status guc must be a valid status code');
    }
  }
  return { headers, status };
}

/**
 * The response body in the negotiated format from the JSON array Postgres produced. For the single
 * object format, anything but exactly one row is PGRST116 (thrown inside the transaction, so a write
 * rolls back).
 */
export function formatBody(output: OutputFormat, body: string | null, rows: number): string {
  if (output.kind === 'object') {
    if (rows !== 1) throw singularityError(rows);
    return body ? body.slice(1, -1).trim() : 'null';
  }
  if (output.kind === 'csv') return body ? jsonArrayToCsv(body) : '';
  return body ?? '[]';
}

export function preferenceApplied(prefs: Preferences, headers: Record<string, string>): void {
  if (prefs.applied.length) headers['Preference-Applied'] = prefs.applied.join(', ');
}

export function respond(status: number, body: string | null, output: OutputFormat | null, headers: Record<string, string>): Response {
  const all = new Headers(headers);
  if (body !== null && output) all.set('Content-Type', contentTypeOf(output));
  return new Response(body, { status, headers: all });
}

export function errorResponse(err: ApiError): Response {
  const headers = new Headers(err.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(err.body), { status: err.status, headers });
}
