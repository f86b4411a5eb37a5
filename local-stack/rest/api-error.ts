/**
 * Errors of the REST service in PostgREST's shape (supabase-wire.md b.5): a status and the body
 * {code, details, hint, message}. Parsers, the planner and the executor throw ApiError; the service
 * turns it into a response.
 */

export interface ErrorBody {
  code: string;
  /** A string, or for PGRST201 the list of candidate relationships. */
  details: string | null | object;
  hint: string | null;
  message: string;
}

export class ApiError extends Error {
  readonly body: ErrorBody;

  constructor(
    readonly status: number,
    code: string,
    message: string,
    details: string | null | object = null,
    hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.body = { code, details, hint, message };
  }
}

/** PGRST100: the query string does not follow the grammar. */
export function queryParamError(message: string, details: string): ApiError {
  return new ApiError(400, 'PGRST100', message, details);
}

/** The message PostgREST's parser gives, e.g. `"failed to parse filter (zz.oops)" (line 1, column 1)`. */
export function parseFailure(what: string, text: string, position: number, details: string): ApiError {
  return queryParamError(`"failed to parse ${what} (${text})" (line 1, column ${position + 1})`, details);
}

export function columnNotFound(table: string, column: string): ApiError {
  return new ApiError(400, '42703', `column ${table}.${column} does not exist`);
}

export function tableNotFound(schema: string, table: string): ApiError {
  return new ApiError(404, 'PGRST205', `Could not find the table '${schema}.${table}' in the schema cache`);
}

export function singularityError(rows: number): ApiError {
  return new ApiError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);
}
