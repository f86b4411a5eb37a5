/**
 * The API gateway of the local stack: one HTTP server on the API port with the four Supabase
 * endpoints, plus the inbox on its own port. What Kong does in a hosted project, narrowed to CORS and routing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import pg from 'pg';
import { createAuthService } from './auth/auth-service.ts';
import { loadConfig, type StackConfig } from './config.ts';
import type { StackContext } from './context.ts';
import { startDatabase, type Database } from './db/database.ts';
import { createFunctionsService } from './functions/functions-service.ts';
import { Mailbox } from './mail/mailbox.ts';
import { createRealtimeService } from './realtime/realtime-service.ts';
import { createRestService } from './rest/rest-service.ts';

export interface RunningStack {
  config: StackConfig;
  /** Base URL to give createClient. */
  url: string;
  mailUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Superuser connection string, for tests and benchmarks that look behind row-level security. */
  adminDatabaseUrl: string;
  mailbox: Mailbox;
  stop(): Promise<void>;
}

export interface StartStackOptions {
  config?: Partial<StackConfig>;
  seed?: boolean;
  log?: (line: string) => void;
}

const ALLOWED_HEADERS = [
  'apikey', 'authorization', 'x-client-info', 'x-supabase-api-version', 'content-type', 'accept-profile',
  'content-profile', 'prefer', 'range', 'x-region', 'x-retry-count', 'accept',
];

export async function startStack(options: StartStackOptions = {}): Promise<RunningStack> {
  const config = loadConfig(options.config);
  const log = options.log ?? (() => {});
  const database: Database = await startDatabase(config, { seed: options.seed, log });

  const adminPool = new pg.Pool({ connectionString: database.adminUrl, max: 5 });
  const apiPool = new pg.Pool({ connectionString: database.apiUrl, max: 20 });
  // An idle pooled connection that the server drops (restart, shutdown) must not crash the process.
  for (const pool of [adminPool, apiPool]) pool.on('error', (err) => log(`database connection lost: ${err.message}`));
  const mailbox = new Mailbox(`${config.mailSenderName} <${config.mailSenderAddress}>`);
  const context: StackContext = { config, adminPool, apiPool, mailbox, log };

  const rest = await createRestService(context);
  const realtime = await createRealtimeService(context);

  const app = new Hono();
  app.use(
    '*',
    cors({
      origin: (origin) => origin || '*',
      allowHeaders: ALLOWED_HEADERS,
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['Content-Range', 'X-Supabase-Api-Version', 'Content-Location', 'Preference-Applied', 'Location'],
      maxAge: 86400,
      credentials: true,
    }),
  );
  app.route('/auth/v1', createAuthService(context));
  app.route('/rest/v1', rest.app);
  app.route('/functions/v1', createFunctionsService(context));
  app.get('/', (c) => c.json({ service: 'lxera local stack', endpoints: ['/auth/v1', '/rest/v1', '/realtime/v1', '/functions/v1'] }));
  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  app.onError((err, c) => {
    log(`unhandled error on ${c.req.method} ${c.req.path}: ${err.stack ?? err}`);
    return c.json({ message: 'Internal server error' }, 500);
  });

  const apiServer = createServer(getRequestListener(app.fetch));
  apiServer.on('upgrade', (req, socket, head) => {
    if (req.url?.startsWith('/realtime/v1/websocket')) realtime.handleUpgrade(req, socket, head);
    else socket.destroy();
  });
  const mailServer = createServer(getRequestListener(mailbox.app().fetch));

  await listen(apiServer, config.apiPort, config.host);
  await listen(mailServer, config.mailPort, config.host);
  const apiPort = (apiServer.address() as AddressInfo).port;
  const mailPort = (mailServer.address() as AddressInfo).port;

  return {
    config: { ...config, apiPort, mailPort },
    url: `http://${config.host}:${apiPort}`,
    mailUrl: `http://${config.host}:${mailPort}`,
    anonKey: config.anonKey,
    serviceRoleKey: config.serviceRoleKey,
    adminDatabaseUrl: database.adminUrl,
    mailbox,
    async stop() {
      await realtime.close();
      await Promise.all([close(apiServer), close(mailServer)]);
      await Promise.all([endPool(adminPool), endPool(apiPool)]);
      await database.stop();
    },
  };
}

/** pg's end() resolves before its sockets close; stopping Postgres before then kills them mid-flight. */
async function endPool(pool: pg.Pool): Promise<void> {
  await pool.end();
  for (let waited = 0; pool.totalCount > 0 && waited < 2000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
