/**
 * Starts one whole local stack for the stack suites, on ports of its own and a throw-away database,
 * so a developer's running `npm start` is never touched.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack } from '../../local-stack/server.ts';

// Overridable so two runs (say, a clean-clone check beside a working tree) can share a machine.
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
export const TEST_PORTS = {
  api: port('STACK_TEST_API_PORT', 55421),
  mail: port('STACK_TEST_MAIL_PORT', 55424),
  db: port('STACK_TEST_DB_PORT', 55422),
} as const;

declare module 'vitest' {
  export interface ProvidedContext {
    stackUrl: string;
    mailUrl: string;
    anonKey: string;
    serviceRoleKey: string;
    adminDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lxera-stack-test-'));
  const stack = await startStack({
    config: { apiPort: TEST_PORTS.api, mailPort: TEST_PORTS.mail, dbPort: TEST_PORTS.db, dataDir, databaseUrl: undefined },
    log: (line) => {
      if (/error|unhandled/i.test(line)) console.error(line);
    },
  });
  project.provide('stackUrl', stack.url);
  project.provide('mailUrl', stack.mailUrl);
  project.provide('anonKey', stack.anonKey);
  project.provide('serviceRoleKey', stack.serviceRoleKey);
  project.provide('adminDatabaseUrl', stack.adminDatabaseUrl);
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
