/**
 * Runs work the way PostgREST does (supabase-wire.md b.6): one transaction, `set local role` to the
 * JWT's role and the claims in `request.jwt.claims`, so Postgres policies decide what happens.
 */
import pg from 'pg';

export interface RequestContext {
  /** anon | authenticated | service_role */
  role: string;
  claims: Record<string, unknown>;
  readOnly?: boolean;
  method?: string;
  path?: string;
  headers?: Record<string, string>;
}

const ALLOWED_ROLES = new Set(['anon', 'authenticated', 'service_role']);

export class UnknownRoleError extends Error {
  constructor(role: string) {
    super(`role "${role}" does not exist`);
  }
}

export async function withRequestTransaction<T>(
  pool: pg.Pool,
  context: RequestContext,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  if (!ALLOWED_ROLES.has(context.role)) throw new UnknownRoleError(context.role);
  const client = await pool.connect();
  let broken = false;
  try {
    // One round trip for begin + settings: a multi-statement simple query. The values are literals
    // escaped by the driver; the claims come from a verified JWT, the role from the allow-list above.
    const literal = pg.escapeLiteral;
    await client.query(
      `${context.readOnly ? 'begin isolation level read committed read only' : 'begin'};
       select set_config('search_path', '"public", "extensions"', true),
              set_config('role', ${literal(context.role)}, true),
              set_config('request.jwt.claims', ${literal(JSON.stringify(context.claims))}, true),
              set_config('request.method', ${literal(context.method ?? 'POST')}, true),
              set_config('request.path', ${literal(context.path ?? '/')}, true),
              set_config('request.headers', ${literal(JSON.stringify(context.headers ?? {}))}, true)`,
    );
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (err) {
    try {
      await client.query('rollback');
    } catch {
      broken = true;
    }
    throw err;
  } finally {
    client.release(broken);
  }
}
