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
    await client.query(context.readOnly ? 'begin isolation level read committed read only' : 'begin');
    await client.query(
      `select set_config('search_path', '"public", "extensions"', true),
              set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true),
              set_config('request.path', $4, true),
              set_config('request.headers', $5, true)`,
      [
        context.role,
        JSON.stringify(context.claims),
        context.method ?? 'POST',
        context.path ?? '/',
        JSON.stringify(context.headers ?? {}),
      ],
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
