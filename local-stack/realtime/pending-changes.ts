/**
 * The row images the change trigger parks in realtime.pending_changes (20-realtime.sql). A routed
 * change takes its own; changes nobody subscribed to are deleted in bulk a moment later, and anything
 * older than a few minutes (a crash, a stopped service) is pruned.
 */
import type pg from 'pg';

export interface RowImages {
  new_row: Record<string, unknown> | null;
  old_row: Record<string, unknown> | null;
}

const FLUSH_INTERVAL_MS = 2000;
const FLUSH_BATCH = 1000;

export class PendingChanges {
  private unclaimed: number[] = [];
  private timer: NodeJS.Timeout;

  constructor(
    private readonly adminPool: pg.Pool,
    private readonly log: (line: string) => void,
  ) {
    this.timer = setInterval(() => void this.flush(), FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  /** Images parked before this start belong to changes nobody will be told about. */
  async clear(): Promise<void> {
    await this.adminPool.query('truncate realtime.pending_changes');
  }

  async take(id: number): Promise<RowImages | null> {
    const { rows } = await this.adminPool.query<RowImages>(
      'delete from realtime.pending_changes where id = $1 returning new_row, old_row',
      [id],
    );
    return rows[0] ?? null;
  }

  discard(id: number): void {
    this.unclaimed.push(id);
    if (this.unclaimed.length >= FLUSH_BATCH) void this.flush();
  }

  async pruneStale(): Promise<void> {
    await this.adminPool.query(`delete from realtime.pending_changes where created_at < now() - interval '5 minutes'`);
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.unclaimed.length === 0) return;
    const ids = this.unclaimed;
    this.unclaimed = [];
    try {
      await this.adminPool.query('delete from realtime.pending_changes where id = any($1::bigint[])', [ids]);
    } catch (err) {
      this.log(`realtime: could not discard pending changes: ${(err as Error).message}`);
    }
  }
}
