import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Unit and component tests of the SPA (jsdom). Stack suites have their own config.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      setupFiles: ['src/testing/setup-tests.ts'],
      restoreMocks: true,
      unstubGlobals: true,
    },
  }),
);
