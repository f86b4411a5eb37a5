/**
 * For the auth tests: an own embedded database (platform SQL only, no project migrations), the auth
 * service mounted at /auth/v1 on a loopback server the way server.ts mounts it, and real supabase-js clients.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { Hono } from 'hono';
import pg from 'pg';
import { WebSocket } from 'ws';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, loadConfig, type StackConfig } from '../config.ts';
import type { StackContext } from '../context.ts';
import { startDatabase, type Database } from '../db/database.ts';
import { Mailbox, type MailMessage } from '../mail/mailbox.ts';
import type { AuthOptions } from './auth-options.ts';
import { createAuthService } from './auth-service.ts';

export const TEST_PASSWORD = 'correct-horse-battery';

export interface ServiceVariant {
  config?: Partial<StackConfig>;
  options?: Partial<AuthOptions>;
}

export interface AuthFixture {
  /** Base URL of the default service (confirmations on), as given to createClient. */
  url: string;
  config: StackConfig;
  admin: pg.Pool;
  mailbox: Mailbox;
  /** Another auth service over the same database, e.g. with confirmations off; returns its base URL. */
  serve(port: number, variant: ServiceVariant): Promise<string>;
  /** A supabase-js client with the anon key (or `key`), no persisted session and no auto-refresh. */
  client(url?: string, options?: { key?: string; flowType?: 'implicit' | 'pkce' }): SupabaseClient;
  serviceClient(url?: string): SupabaseClient;
  /** The newest mail to `to`; fails the test when there is none. */
  latestMail(to: string): MailMessage;
  /** The /auth/v1/verify link of a mail. */
  linkIn(mail: MailMessage): URL;
  /** The 6-digit code of a mail. */
  codeIn(mail: MailMessage): string;
  stop(): Promise<void>;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

export async function startAuthFixture(ports: { db: number; http: number }): Promise<AuthFixture> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lxera-auth-'));
  await chmod(dir, 0o755); // Postgres runs as its own system user and must reach the data directory.
  const config = loadConfig({
    dataDir: path.join(dir, 'data'),
    dbPort: ports.db,
    apiPort: ports.http,
    apiExternalUrl: `http://127.0.0.1:${ports.http}`,
    databaseUrl: undefined,
    enableConfirmations: true,
  });
  const database: Database = await startDatabase(config, { migrate: false });
  const admin = new pg.Pool({ connectionString: database.adminUrl, max: 10 });
  const mailbox = new Mailbox('Test <test@lxera.test>');
  const servers: Server[] = [];

  async function serve(port: number, variant: ServiceVariant): Promise<string> {
    const context: StackContext = {
      config: { ...config, apiPort: port, apiExternalUrl: `http://127.0.0.1:${port}`, ...variant.config },
      adminPool: admin,
      apiPool: admin, // the auth service never uses the API pool
      mailbox,
      log: (line) => console.error(line),
    };
    const app = new Hono();
    app.route('/auth/v1', createAuthService(context, variant.options));
    const server = createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    servers.push(server);
    return `http://127.0.0.1:${port}`;
  }

  const url = await serve(ports.http, {});

  function client(base = url, options: { key?: string; flowType?: 'implicit' | 'pkce' } = {}): SupabaseClient {
    const settings: SupabaseClientOptions<'public'> = {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: options.flowType ?? 'implicit' },
      // Node 20 has no global WebSocket, and supabase-js builds its realtime client eagerly.
      realtime: { transport: WebSocket as never },
    };
    return createClient(base, options.key ?? LOCAL_ANON_KEY, settings);
  }

  return {
    url,
    config,
    admin,
    mailbox,
    serve,
    client,
    serviceClient: (base = url) => client(base, { key: LOCAL_SERVICE_ROLE_KEY }),
    latestMail(to) {
      const [mail] = mailbox.list(to);
      if (!mail) throw new Error(`no mail to ${to}`);
      return mail;
    },
    linkIn(mail) {
      const match = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.text);
      if (!match) throw new Error(`no verify link in mail "${mail.subject}"`);
      return new URL(match[1]);
    },
    codeIn(mail) {
      const match = /code: (\d{6})/.exec(mail.text);
      if (!match) throw new Error(`no code in mail "${mail.subject}"`);
      return match[1];
    },
    async stop() {
      for (const server of servers) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
      await endPool(admin);
      await database.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * pg's Pool.end() resolves before its clients have closed their connections; stopping Postgres in that
 * gap makes a closing client throw "terminating connection". Waits for every client's 'remove'.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      if (--open <= 0) resolve();
    });
  });
  await pool.end();
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2000))]);
}

/** Follows a mailed link without following the redirect; returns the 303 target. */
export async function followLink(link: URL | string): Promise<{ status: number; location: URL }> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (!location) throw new Error(`no redirect from the link (status ${response.status})`);
  return { status: response.status, location: new URL(location) };
}

/** The parameters of a URL fragment. */
export function fragmentOf(url: URL): URLSearchParams {
  return new URLSearchParams(url.hash.replace(/^#/, ''));
}
