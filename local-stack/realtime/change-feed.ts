/**
 * The dedicated LISTEN connection: row changes arrive on `realtime_changes`, DDL on `realtime_schema`
 * (both sent by 20-realtime.sql). Reconnects after a lost connection; changes committed while it was
 * down are lost, as with a dropped replication slot, so the owner re-syncs its state on `onReconnect`.
 */
import pg from 'pg';
import type { ChangeNotice } from './change-router.ts';

export interface ChangeFeedHandlers {
  onChange(notice: ChangeNotice): void;
  onSchemaChange(): void;
  onReconnect(): void;
  log(line: string): void;
}

const RECONNECT_DELAY_MS = 1000;

export class ChangeFeed {
  private client: pg.Client | null = null;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly handlers: ChangeFeedHandlers,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ ...this.connection, application_name: 'lxera-realtime-listener' });
    client.on('notification', (message) => this.receive(message));
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query('listen realtime_changes; listen realtime_schema');
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
    if (this.closed) await client.end().catch(() => {});
    else this.client = client;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private receive(message: pg.Notification): void {
    if (message.channel === 'realtime_schema') {
      this.handlers.onSchemaChange();
      return;
    }
    if (message.channel !== 'realtime_changes' || !message.payload) return;
    let notice: ChangeNotice;
    try {
      notice = JSON.parse(message.payload) as ChangeNotice;
    } catch {
      this.handlers.log(`realtime: ignored a malformed change notification`);
      return;
    }
    this.handlers.onChange(notice);
  }

  private lost(client: pg.Client, err: Error): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    client.end().catch(() => {});
    this.handlers.log(`realtime: change feed lost (${err.message}); reconnecting`);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    this.reconnectTimer = setTimeout(async () => {
      try {
        await this.start();
        this.handlers.onReconnect();
      } catch (err) {
        this.handlers.log(`realtime: change feed reconnect failed (${(err as Error).message})`);
        this.scheduleReconnect();
      }
    }, RECONNECT_DELAY_MS);
  }
}
