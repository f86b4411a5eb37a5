import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Stack suites: the real local stack (Postgres, auth, REST, realtime, functions) and the real supabase-js client.
export default defineConfig({
  // Stack suites may exercise the app's data layer (src/data) against the real stack.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/stack/**/*.test.ts', 'local-stack/**/*.test.ts', 'supabase/functions/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/stack/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
