/**
 * For the realtime tests: an own embedded database with a fixture schema, the realtime service mounted
 * on a loopback HTTP server the way server.ts mounts it, and helpers for tokens and real supabase-js clients.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { WebSocket } from 'ws';
import { LOCAL_ANON_KEY, loadConfig, type StackConfig } from '../config.ts';
import type { StackContext } from '../context.ts';
import { startDatabase, type Database } from '../db/database.ts';
import { signJwt, type JwtClaims } from '../jwt.ts';
import { Mailbox } from '../mail/mailbox.ts';
import { createRealtimeService, type RealtimeService } from './realtime-service.ts';

export interface RealtimeFixture {
  config: StackConfig;
  url: string;
  wsUrl: string;
  admin: pg.Pool;
  apiPool: pg.Pool;
  service: RealtimeService;
  /** A user JWT like GoTrue's: role authenticated, sub, exp an hour away unless overridden. */
  userToken(userId: string, claims?: JwtClaims): Promise<string>;
  /**
   * A supabase-js client whose realtime runs under `token` (the anon key when omitted). Like an app with
   * a session, it hands realtime its token through the `accessToken` callback: realtime-js asks that
   * callback again after every join and heartbeat, so a bare `realtime.setAuth(token)` would not stick.
   */
  client(token?: string, realtime?: Record<string, unknown>): Promise<SupabaseClient>;
  /** Gives a client from `client(token)` a new token, as a session refresh does. */
  switchToken(client: SupabaseClient, token: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startRealtimeFixture(ports: { db: number; http: number }, schemaSql: string): Promise<RealtimeFixture> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lxera-realtime-'));
  await chmod(dir, 0o755); // Postgres runs as its own system user and must reach the data directory.
  const config = loadConfig({ dataDir: path.join(dir, 'data'), dbPort: ports.db, apiPort: ports.http, databaseUrl: undefined });
  const database: Database = await startDatabase(config, { migrate: false });
  const admin = new pg.Pool({ connectionString: database.adminUrl, max: 5 });
  const apiPool = new pg.Pool({ connectionString: database.apiUrl, max: 20 });
  // pool.end() resolves before its sockets close; stopping Postgres then errors the closing clients.
  admin.on('error', () => {});
  apiPool.on('error', () => {});
  await admin.query(schemaSql);
  const context: StackContext = { config, adminPool: admin, apiPool, mailbox: new Mailbox('Test <test@lxera.test>'), log: (line) => console.log(line) };
  const service = await createRealtimeService(context);
  const server: Server = createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', (req, socket, head) => {
    if (req.url?.startsWith('/realtime/v1/websocket')) service.handleUpgrade(req, socket, head);
    else socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(ports.http, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${ports.http}`;
  const clients: SupabaseClient[] = [];
  const tokens = new WeakMap<SupabaseClient, { token: string | undefined }>();

  return {
    config,
    url,
    wsUrl: `ws://127.0.0.1:${ports.http}/realtime/v1/websocket`,
    admin,
    apiPool,
    service,
    userToken: (userId, claims = {}) =>
      signJwt(
        { aud: 'authenticated', role: 'authenticated', sub: userId, exp: Math.floor(Date.now() / 1000) + 3600, ...claims },
        config.jwtSecret,
      ),
    async client(token, realtime = {}) {
      const holder = { token };
      const client = createClient(url, LOCAL_ANON_KEY, {
        auth: { persistSession: false, autoRefreshToken: false },
        ...(token ? { accessToken: async () => holder.token ?? LOCAL_ANON_KEY } : {}),
        // Node 20 has no global WebSocket; realtime-js takes the `ws` one.
        realtime: { transport: WebSocket as never, ...realtime },
      });
      if (token) await client.realtime.setAuth(token);
      tokens.set(client, holder);
      clients.push(client);
      return client;
    },
    async switchToken(client, token) {
      const holder = tokens.get(client);
      if (!holder) throw new Error('not a fixture client');
      holder.token = token;
      await client.realtime.setAuth(token);
    },
    async stop() {
      for (const client of clients) await client.removeAllChannels();
      await service.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([admin.end(), apiPool.end()]);
      await database.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Subscribes and resolves once the server accepted the join; rejects with the client's error otherwise. */
export function subscribed(channel: RealtimeChannel): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve(channel);
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
