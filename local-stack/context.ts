/** What every service of the local stack is given: settings, database pools, the mailbox and a logger. */
import type pg from 'pg';
import type { StackConfig } from './config.ts';
import type { Mailbox } from './mail/mailbox.ts';

export interface StackContext {
  config: StackConfig;
  /** Superuser pool: the auth service's own tables and start-up work. Never used to answer API data requests. */
  adminPool: pg.Pool;
  /** `authenticator` pool: every REST, RPC and realtime read runs here after switching to the JWT's role. */
  apiPool: pg.Pool;
  mailbox: Mailbox;
  log: (line: string) => void;
}
