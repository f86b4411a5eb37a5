/** What every part of the auth service is given. */
import type pg from 'pg';
import type { StackConfig } from '../config.ts';
import type { Mailbox } from '../mail/mailbox.ts';
import type { AuthOptions } from './auth-options.ts';

export interface AuthDeps {
  config: StackConfig;
  options: AuthOptions;
  /** Superuser pool: the auth schema is the service's own. */
  pool: pg.Pool;
  mailbox: Mailbox;
  log: (line: string) => void;
}

/** Anything that runs queries: the pool, or a client inside a transaction. */
export type Db = Pick<pg.PoolClient, 'query'>;

export async function withTransaction<T>(pool: pg.Pool, work: (db: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
