// Lint for the whole repo. The layers of src/ import one way (app -> features -> data -> shared) and a
// feature never imports another feature; import-x enforces it so nobody has to police it in review.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const FEATURES = [
  'auth', 'course-generation', 'early-access', 'feedback', 'learning', 'theme',
  'marketing', 'demo-request', 'email-capture', 'consent', 'tickets', 'companies', 'users', 'positions', 'employees',
  'skills', 'courses', 'gamification', 'analytics', 'settings',
];

/** A feature may import itself and the layers below it, never another feature. */
const crossFeatureZones = FEATURES.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature; compose them in src/app.',
}));

// src/testing (render helpers, factories) is test infrastructure and may import every layer.
const SHARED = ['./src/components', './src/lib', './src/config', './src/content', './src/types'];

export default defineConfig(
  { ignores: ['dist/**', 'dist-ssr/**', 'node_modules/**', '.local-stack/**', 'coverage/**', 'test-results/**', 'playwright-report/**', '.test-reports/**', '.bench/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          alias: { '@': [path.join(root, 'src')] },
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...crossFeatureZones,
            // Data and shared code never import upward.
            { target: './src/features', from: './src/app', message: 'Features never import the app layer.' },
            { target: './src/data', from: ['./src/app', './src/features'], message: 'The data layer never imports features or the app.' },
            ...SHARED.map((target) => ({
              target,
              from: ['./src/app', './src/features', './src/data'],
              message: 'Shared code (components, lib, config, content, types) never imports features, data or the app.',
            })),
          ],
        },
      ],
      // Route modules and the router are the only places that load other modules lazily.
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    // Scripts and browser tests also run code in a page (Playwright's evaluate).
    files: ['scripts/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Config files and tests may default-export (tool conventions).
    files: ['*.config.{ts,js,mjs}', 'e2e/**', 'tests/**', 'local-stack/**', 'supabase/**', 'scripts/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
