/**
 * /functions/v1: the relay in front of the edge functions (supabase-wire.md d). It checks the JWT as
 * the hosted relay does (verify_jwt), adds X-Forwarded-For, hands the web Request to the handler and
 * passes its Response back untouched. Only the relay's own failures carry `x-relay-error: true`.
 */
import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import type { StackContext } from '../context.ts';
import { bearerToken, JwtError, verifyJwt } from '../jwt.ts';
import { functionEnvFromConfig } from './function-env.ts';
import { defaultFunctions, type FunctionRegistry } from './function-registry.ts';

const RELAY_ERROR = { 'x-relay-error': 'true' };

/** `functions` defaults to every function of supabase/functions; tests may serve their own. */
export function createFunctionsService(context: StackContext, functions: FunctionRegistry = defaultFunctions): Hono {
  const app = new Hono();
  const env = functionEnvFromConfig(context.config);

  const relay = async (c: Context) => {
    const name = c.req.param('name') ?? '';
    const handler = functions.get(name);
    if (!handler) return c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404, RELAY_ERROR);

    // Preflights carry no Authorization; the function answers them itself.
    if (c.req.method !== 'OPTIONS') {
      const refusal = await checkJwt(c.req.header('authorization'), context.config.jwtSecret);
      if (refusal) return c.json({ code: 'UNAUTHORIZED', message: refusal }, 401, RELAY_ERROR);
    }

    try {
      return await handler(functionRequest(c, name), env);
    } catch (err) {
      context.log(`function ${name} crashed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      return c.json({ code: 'WORKER_ERROR', message: 'Function failed to handle the request' }, 500, RELAY_ERROR);
    }
  };

  app.all('/:name', relay);
  app.all('/:name/*', relay);
  return app;
}

async function checkJwt(authorization: string | undefined, secret: string): Promise<string | null> {
  const token = bearerToken(authorization);
  if (!token) return 'Missing authorization header';
  try {
    await verifyJwt(token, secret);
    return null;
  } catch (err) {
    if (err instanceof JwtError) return err.expired ? 'JWT has expired' : 'Invalid JWT';
    throw err;
  }
}

/**
 * The request as the function sees it on a hosted project: path starting at /<name>, the caller's
 * address in X-Forwarded-For, everything else (method, headers, body) as sent.
 */
function functionRequest(c: Context, name: string): Request {
  const original = c.req.raw;
  const url = new URL(original.url);
  const prefix = url.pathname.indexOf(`/${name}`);
  url.pathname = prefix >= 0 ? url.pathname.slice(prefix) : `/${name}`;

  const headers = new Headers(original.headers);
  if (!headers.has('x-forwarded-for')) {
    const address = socketAddress(c);
    if (address) headers.set('x-forwarded-for', address);
  }
  const hasBody = original.method !== 'GET' && original.method !== 'HEAD';
  return new Request(url, {
    method: original.method,
    headers,
    body: hasBody ? original.body : undefined,
    signal: original.signal,
    // Node's fetch needs this to stream a request body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/** The peer address of the node-server socket, without the IPv4-mapped prefix. */
function socketAddress(c: Context): string | undefined {
  const bindings = c.env as Partial<HttpBindings> | undefined;
  return bindings?.incoming?.socket?.remoteAddress?.replace(/^::ffff:/, '');
}
