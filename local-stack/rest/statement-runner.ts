/**
 * Runs generated statements as named prepared statements: the same SQL text (values are always
 * parameters, so requests of one shape share it) is parsed once per connection, later requests only
 * bind and execute. The number of names is bounded; beyond it statements run unnamed.
 */
import type pg from 'pg';

const MAX_NAMED = 2000;
const names = new Map<string, string>();

export function runStatement<R extends pg.QueryResultRow>(client: pg.PoolClient, text: string, values: unknown[]): Promise<pg.QueryResult<R>> {
  let name = names.get(text);
  if (!name && names.size < MAX_NAMED) {
    name = `pgrst_${names.size + 1}`;
    names.set(text, name);
  }
  return client.query<R>(name ? { name, text, values } : { text, values });
}

/** The result columns every generated statement returns. */
export interface StatementRow {
  /** count(*) of all matching rows when a count was asked for, else null. */
  total: string | null;
  /** Rows in the returned page (or rows changed). */
  page_total: string;
  body: string | null;
  response_headers: string | null;
  response_status: string | null;
}

/** Settings a function may set to shape the response (PostgREST's response.headers / response.status). */
export const RESPONSE_SETTINGS = `nullif(current_setting('response.headers', true), '') AS response_headers, nullif(current_setting('response.status', true), '') AS response_status`;
