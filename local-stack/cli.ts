/**
 * `npm run stack` starts the local stack and keeps it running; `npm run stack:reset` deletes the
 * embedded database so the next start migrates and seeds from scratch.
 */
import { loadConfig } from './config.ts';
import { resetDatabase } from './db/database.ts';
import { startStack } from './server.ts';

const DEMO_ACCOUNTS = [
  ['super@lxera.test', 'super_admin'],
  ['admin@acme.test', 'company_admin (Acme)'],
  ['learner@acme.test', 'learner (Acme)'],
  ['admin@globex.test', 'company_admin (Globex)'],
];

async function start() {
  const stack = await startStack({ log: (line) => console.log(`[stack] ${line}`) });
  console.log(
    [
      '',
      'LXERA local stack is running',
      `  API (supabase url)  ${stack.url}`,
      `  Inbox               ${stack.mailUrl}`,
      `  Database            ${redact(stack.adminDatabaseUrl)}`,
      `  anon key            ${stack.anonKey}`,
      '  Demo accounts (password demo-password):',
      ...DEMO_ACCOUNTS.map(([email, role]) => `    ${email.padEnd(20)} ${role}`),
      '',
    ].join('\n'),
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

const command = process.argv[2] ?? 'start';
if (command === 'start') {
  await start();
} else if (command === 'reset') {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: reset only deletes the embedded database. Drop and recreate that database yourself.');
    process.exit(1);
  }
  await resetDatabase(config);
  console.log(`Deleted ${config.dataDir}. The next start migrates and seeds from scratch.`);
} else {
  console.error(`unknown command ${command}; use start or reset`);
  process.exit(1);
}
