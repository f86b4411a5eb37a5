import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = import.meta.dirname;

/**
 * Writes dist/.vite/chunk-modules.json: the source modules inside each chunk, so scripts/check-bundle.mjs
 * can prove which modules the first load of / contains (the manifest alone names chunks, not modules).
 */
function chunkModules(): Plugin {
  return {
    name: 'lxera-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        modules[output.fileName] = output.moduleIds
          .map((id) => path.relative(root, id.replace(/\0/g, '')).split(path.sep).join('/'))
          .sort();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules, null, 1) });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), chunkModules()],
  resolve: { alias: { '@': path.resolve(root, 'src') } },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    // scripts/check-bundle.mjs reads the manifest to prove / loads no signed-in area.
    manifest: true,
    rolldownOptions: {
      // The app (sign-in and the signed-in areas) and the script of the prerendered public pages, which
      // hydrates their islands without the router or the data cache.
      input: { app: path.resolve(root, 'index.html'), islands: path.resolve(root, 'src/islands-main.tsx') },
      output: {
        codeSplitting: {
          // Long-cached chunks that change only on upgrades: React, which every page needs, and the app's
          // router and data cache, which public pages never load. Other libraries stay with their screens.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'app-framework', test: /node_modules[\\/](react-router|react-router-dom|@tanstack[\\/](query-core|react-query))[\\/]/ },
          ],
        },
      },
    },
  },
});
