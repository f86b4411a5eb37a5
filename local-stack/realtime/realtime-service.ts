/**
 * The realtime service of the local stack: a Supabase Realtime-compatible websocket at
 * /realtime/v1/websocket (Phoenix protocol, postgres_changes, broadcast, presence).
 *
 * Changes come from row triggers on the tables of the `supabase_realtime` publication (20-realtime.sql)
 * over one LISTEN connection; each is routed to the bindings that match it, reading the row back as
 * each subscriber so row-level security decides who sees what (change-router.ts).
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import pg from 'pg';
import { WebSocketServer } from 'ws';
import type { StackContext } from '../context.ts';
import { verifyJwt } from '../jwt.ts';
import { BroadcastHub } from './broadcast-hub.ts';
import { ChangeFeed } from './change-feed.ts';
import { ChangeRouter, type Delivery } from './change-router.ts';
import { createLimiter, OrderedWorkQueue } from './ordered-work.ts';
import { PendingChanges } from './pending-changes.ts';
import type { ProtocolVersion } from './phoenix-frames.ts';
import type { ChannelDeps } from './realtime-channel.ts';
import { RealtimeConnection } from './realtime-connection.ts';
import { SubscriptionRegistry } from './subscription-registry.ts';
import { TableCatalog } from './table-catalog.ts';

export interface RealtimeService {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Re-reads the publication: puts triggers on newly published tables and forgets cached table facts. */
  refreshPublication(): Promise<void>;
  close(): Promise<void>;
}

/** Changes routed at once; the rest queue (and are still delivered in commit order). */
const CONCURRENT_CHANGES = 8;
/** Read-back transactions at once, so realtime never takes the whole API pool. */
const CONCURRENT_READS = 6;
/** Housekeeping: prune stale row images and re-check the publication (the event trigger covers most cases). */
const MAINTENANCE_INTERVAL_MS = 60_000;

export async function createRealtimeService(context: StackContext): Promise<RealtimeService> {
  const { config, adminPool, apiPool, log } = context;
  // Realtime's own superuser connections (row images, catalog, trigger sync), so a burst of changes never
  // queues the auth service behind it on the shared admin pool. Subscribers' reads use apiPool.
  const internalPool = new pg.Pool({ ...adminPool.options, max: 4, application_name: 'lxera-realtime' });
  let closing = false;
  internalPool.on('error', (err) => closing || log(`realtime: idle database connection failed: ${err.message}`));
  const catalog = new TableCatalog(internalPool);
  const registry = new SubscriptionRegistry();
  const hub = new BroadcastHub();
  const pending = new PendingChanges(internalPool, log);
  const router = new ChangeRouter({ apiPool, catalog, registry, pending, limitReads: createLimiter(CONCURRENT_READS), log });
  const deliveries = new OrderedWorkQueue<Delivery[]>(
    CONCURRENT_CHANGES,
    (batch) => batch.forEach(({ subscriber, payload }) => subscriber.active && subscriber.pushChange(payload)),
    (err) => log(`realtime: could not route a change: ${(err as Error).stack ?? err}`),
  );

  const refreshPublication = async () => {
    await internalPool.query('select realtime.sync_publication_triggers()');
    catalog.invalidate();
  };
  const maintain = async () => {
    await refreshPublication();
    await pending.pruneStale();
  };

  await pending.clear();
  await refreshPublication();
  const feed = new ChangeFeed(
    { ...adminPool.options },
    {
      onChange: (notice) => deliveries.push(() => router.route(notice)),
      onSchemaChange: () => catalog.invalidate(),
      onReconnect: () => void refreshPublication().catch((err) => log(`realtime: ${(err as Error).message}`)),
      log,
    },
  );
  await feed.start();
  const maintenance = setInterval(() => void maintain().catch((err) => log(`realtime: maintenance failed: ${(err as Error).message}`)), MAINTENANCE_INTERVAL_MS);
  maintenance.unref();

  const deps: ChannelDeps = { config, apiPool, registry, hub, log };
  const wss = new WebSocketServer({ noServer: true });
  const connections = new Set<RealtimeConnection>();

  return {
    handleUpgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const apiKey = url.searchParams.get('apikey') ?? headerValue(req.headers['x-api-key']);
      const vsn = url.searchParams.get('vsn') ?? '1.0.0';
      if (closing || !apiKey || (vsn !== '1.0.0' && vsn !== '2.0.0')) return refuseUpgrade(socket, closing ? 503 : 403);
      // Like Realtime's user_socket.ex, the apikey itself must be a valid, unexpired token.
      verifyJwt(apiKey, config.jwtSecret).then(
        () => {
          if (closing) return refuseUpgrade(socket, 503);
          wss.handleUpgrade(req, socket, head, (ws) => {
            const connection: RealtimeConnection = new RealtimeConnection(ws, vsn as ProtocolVersion, apiKey, deps, () => connections.delete(connection));
            connections.add(connection);
          });
        },
        () => refuseUpgrade(socket, 403),
      );
    },
    refreshPublication,
    async close() {
      closing = true;
      clearInterval(maintenance);
      for (const connection of [...connections]) connection.close();
      await feed.close();
      await deliveries.drained();
      await pending.close();
      await internalPool.end();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

function refuseUpgrade(socket: Duplex, status: 403 | 503): void {
  const text = status === 403 ? 'Forbidden' : 'Service Unavailable';
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function headerValue(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}
