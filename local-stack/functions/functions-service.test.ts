// The relay alone, through the real supabase-js client: no database, test functions of its own plus
// the real submit-ticket handler for a refusal that never reaches the database.
import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createClient, FunctionsHttpError, FunctionsRelayError } from '@supabase/supabase-js';
import { Hono } from 'hono';
import type pg from 'pg';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, loadConfig } from '../config.ts';
import type { StackContext } from '../context.ts';
import { signJwt } from '../jwt.ts';
import type { Mailbox } from '../mail/mailbox.ts';
import { defaultFunctions, type FunctionHandler } from './function-registry.ts';
import { createFunctionsService } from './functions-service.ts';

const PORT = 56310;
const url = `http://127.0.0.1:${PORT}`;
const logged: string[] = [];

const echo: FunctionHandler = async (request, env) => {
  const body = await request.text();
  return Response.json({
    method: request.method,
    path: new URL(request.url).pathname,
    query: new URL(request.url).search,
    forwardedFor: request.headers.get('x-forwarded-for'),
    custom: request.headers.get('x-custom'),
    contentType: request.headers.get('content-type'),
    body,
    supabaseUrl: env.SUPABASE_URL,
    inbox: env.LOCAL_INBOX_URL,
    transport: env.MAIL_TRANSPORT,
  });
};
const teapot: FunctionHandler = async () =>
  new Response(JSON.stringify({ error: 'short and stout' }), {
    status: 418,
    headers: { 'content-type': 'application/json', 'x-function-header': 'kept' },
  });
const crash: FunctionHandler = async () => {
  throw new Error('boom');
};
const preflight: FunctionHandler = async (request) => new Response(null, { status: request.method === 'OPTIONS' ? 204 : 200 });

let server: Server;

beforeAll(async () => {
  const config = loadConfig({ apiPort: PORT, mailPort: 56311 });
  const context: StackContext = {
    config,
    // The relay never touches the database or the mailbox itself; the handlers do, through HTTP.
    adminPool: undefined as unknown as pg.Pool,
    apiPool: undefined as unknown as pg.Pool,
    mailbox: undefined as unknown as Mailbox,
    log: (line) => logged.push(line),
  };
  const functions = new Map([...defaultFunctions, ['echo', echo], ['teapot', teapot], ['crash', crash], ['preflight', preflight]]);
  const app = new Hono();
  app.route('/functions/v1', createFunctionsService(context, functions));
  server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// Node 20 has no global WebSocket; supabase-js needs a constructor even when realtime is unused.
const client = () =>
  createClient(url, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });

describe('functions relay', () => {
  it('passes method, headers, query and body through and adds X-Forwarded-For', async () => {
    const { data, error } = await client().functions.invoke('echo?x=1', {
      body: { hello: 'world' },
      headers: { 'x-custom': 'yes' },
    });
    expect(error).toBeNull();
    expect(data).toEqual({
      method: 'POST',
      path: '/echo',
      query: '?x=1',
      forwardedFor: '127.0.0.1',
      custom: 'yes',
      contentType: 'application/json',
      body: '{"hello":"world"}',
      supabaseUrl: `http://127.0.0.1:${PORT}`,
      inbox: 'http://127.0.0.1:56311',
      transport: 'local-inbox',
    });
  });

  it('keeps an X-Forwarded-For the caller sent and serves sub-paths and GET', async () => {
    const { data } = await client().functions.invoke('echo/deeper', {
      method: 'GET',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(data).toMatchObject({ method: 'GET', path: '/echo/deeper', forwardedFor: '203.0.113.9', body: '' });
  });

  it("passes a function's own error through untouched, without x-relay-error", async () => {
    const { data, error } = await client().functions.invoke('teapot', { body: {} });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(418);
    expect(response.headers.get('x-relay-error')).toBeNull();
    expect(response.headers.get('x-function-header')).toBe('kept');
    expect(await response.json()).toEqual({ error: 'short and stout' });
  });

  it('reports an unknown function as a relay error', async () => {
    const { error } = await client().functions.invoke('no-such-function', { body: {} });
    expect(error).toBeInstanceOf(FunctionsRelayError);
    expect(((error as FunctionsRelayError).context as Response).status).toBe(404);
  });

  it('reports a crashing function as a relay error and logs it', async () => {
    const { error } = await client().functions.invoke('crash', { body: {} });
    expect(error).toBeInstanceOf(FunctionsRelayError);
    expect(((error as FunctionsRelayError).context as Response).status).toBe(500);
    expect(logged.some((line) => line.includes('function crash crashed: Error: boom'))).toBe(true);
  });

  it('refuses a call without a valid JWT, like verify_jwt does', async () => {
    const missing = await fetch(`${url}/functions/v1/echo`, { method: 'POST', body: '{}' });
    expect(missing.status).toBe(401);
    expect(missing.headers.get('x-relay-error')).toBe('true');

    const forged = await signJwt({ role: 'service_role', exp: Math.floor(Date.now() / 1000) + 60 }, 'not-the-stack-secret-0123456789abcdef');
    const invalid = await fetch(`${url}/functions/v1/echo`, { method: 'POST', headers: { authorization: `Bearer ${forged}` } });
    expect(invalid.status).toBe(401);
    expect(await invalid.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Invalid JWT' });
  });

  it('lets the CORS preflight reach the function without a JWT', async () => {
    const response = await fetch(`${url}/functions/v1/preflight`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
  });

  it('serves the real handlers: submit-ticket refuses bad input with field errors', async () => {
    const { error } = await client().functions.invoke('submit-ticket', { body: { ticketType: 'demo_request' } });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { firstName: 'First name is required' } });
  });
});
