/**
 * The PostgREST-compatible service mounted at /rest/v1 (supabase-wire.md section b): `/:table` for
 * reads and writes, `/rpc/:fn` for functions. Each request is authenticated from its JWT, parsed
 * against the cached schema, and answered by one statement inside a transaction that runs as the
 * caller's role, so row-level security in Postgres decides what it sees and changes.
 */
import { Hono, type Context } from 'hono';
import type { StackContext } from '../context.ts';
import { ApiError } from './api-error.ts';
import { negotiateOutput } from './media-type.ts';
import { toApiError } from './pg-error.ts';
import { parsePrefer } from './prefer.ts';
import { parseQueryString, rawQuery } from './query-string.ts';
import { handleRead } from './read-handler.ts';
import { RequestAuthenticator } from './request-auth.ts';
import { errorResponse, type RestCall } from './rest-call.ts';
import { handleRpc } from './rpc-handler.ts';
import { loadSchemaCache, type SchemaCache } from './schema-cache.ts';
import { handleWrite } from './write-handler.ts';

export interface RestService {
  app: Hono;
  reloadSchema(): Promise<void>;
}

const EXPOSED_SCHEMA = 'public';
/** A miss on an unknown table or function reloads the cache, at most this often (DDL made while running). */
const RELOAD_ON_MISS_MS = 2000;

export async function createRestService(context: StackContext): Promise<RestService> {
  let cache: SchemaCache = await loadSchemaCache(context.adminPool, EXPOSED_SCHEMA);
  let lastLoad = Date.now();
  const reloadSchema = async () => {
    cache = await loadSchemaCache(context.adminPool, EXPOSED_SCHEMA);
    lastLoad = Date.now();
  };
  const authenticator = new RequestAuthenticator(context.config.jwtSecret);

  /** Builds the call, runs the handler, and turns every failure into PostgREST's error JSON. */
  const serve = async (c: Context, handler: (call: RestCall) => Promise<Response>, name?: { table?: string; fn?: string }): Promise<Response> => {
    try {
      const request = c.req.raw;
      const method = request.method;
      const readMethod = method === 'GET' || method === 'HEAD';
      const profile = request.headers.get(readMethod ? 'accept-profile' : 'content-profile');
      if (profile && profile !== EXPOSED_SCHEMA) {
        throw new ApiError(406, 'PGRST106', `Invalid schema: ${profile}`, null, `Only the following schemas are exposed: ${EXPOSED_SCHEMA}`);
      }
      const auth = await authenticator.authenticate(request.headers.get('authorization') ?? undefined, request.headers.get('apikey') ?? undefined);
      if (name && Date.now() - lastLoad > RELOAD_ON_MISS_MS) {
        const missing = name.table !== undefined ? !cache.tables.has(name.table) : !cache.routines.has(name.fn ?? '');
        if (missing) await reloadSchema();
      }
      const call: RestCall = {
        pool: context.apiPool,
        cache,
        method,
        path: c.req.path.replace(/^\/rest\/v1/, '') || '/',
        pairs: parseQueryString(rawQuery(request.url)),
        headers: request.headers,
        prefer: parsePrefer(request.headers.get('prefer')),
        output: negotiateOutput(request.headers.get('accept')),
        auth,
      };
      return await handler(call);
    } catch (err) {
      if (err instanceof ApiError) return errorResponse(err);
      // Database and connection failures (they carry a code) map like PostgREST's; anything else is a bug here.
      if (err instanceof Error && typeof (err as { code?: unknown }).code === 'string') return errorResponse(toApiError(err, true));
      context.log(`rest: unexpected error on ${c.req.method} ${c.req.path}: ${err instanceof Error ? err.stack : String(err)}`);
      return errorResponse(new ApiError(500, 'PGRST000', 'Internal error in the local REST service', err instanceof Error ? err.message : null));
    }
  };

  const app = new Hono();
  app.get('/', (c) => c.json({ swagger: '2.0', info: { title: 'LXERA local REST', version: '12' }, paths: {} }));

  app.all('/rpc/:fn', (c) => {
    const fn = c.req.param('fn');
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
      return errorResponse(new ApiError(405, 'PGRST101', `Cannot use the ${method} method on RPC`));
    }
    return serve(c, (call) => handleRpc(call, fn, c.req.raw), { fn });
  });

  app.all('/:table', (c) => {
    const table = c.req.param('table');
    switch (c.req.method) {
      case 'GET':
      case 'HEAD':
        return serve(c, (call) => handleRead(call, table, c.req.method === 'HEAD'), { table });
      case 'POST':
        return serve(c, (call) => handleWrite(call, table, 'insert', c.req.raw), { table });
      case 'PATCH':
        return serve(c, (call) => handleWrite(call, table, 'update', c.req.raw), { table });
      case 'DELETE':
        return serve(c, (call) => handleWrite(call, table, 'delete', c.req.raw), { table });
      default:
        return errorResponse(new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${c.req.method}`));
    }
  });

  app.all('*', () => errorResponse(new ApiError(404, 'PGRST125', 'Invalid path specified in request URL')));

  return { app, reloadSchema };
}
