// @vitest-environment node
// Runs scripts/check-bundle.mjs on small fake builds: it must pass a lean public first load and fail one that
// drags a signed-in area, the Supabase client or the router onto a prerendered page, or outgrows the budget.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

type Chunk = { modules?: string[]; file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** An on-demand island with its own chunk (first-screen islands are part of the islands entry). */
const ISLAND = 'src/app/islands/on-demand/cta-action.tsx';

function fakeBuild({ appImports = ['_shared.js'], islandImports = ['_shared.js'] }: { appImports?: string[]; islandImports?: string[] } = {}) {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'lxera-check-bundle-'));
  dirs.push(dist);
  const lazy = ['public', 'auth', 'admin', 'dashboard', 'learner'];
  const manifest: Record<string, Chunk> = {
    'index.html': {
      file: 'assets/app.js',
      isEntry: true,
      imports: appImports,
      dynamicImports: [...lazy.map((name) => `src/app/routes/${name}.tsx`), 'src/lib/supabase.ts'],
    },
    'src/islands-main.tsx': { file: 'assets/islands.js', isEntry: true, imports: ['_shared.js'], modules: ['src/islands-main.tsx'] },
    [ISLAND]: { file: 'assets/cta-action.js', isDynamicEntry: true, imports: islandImports, modules: [ISLAND] },
    '_shared.js': { file: 'assets/shared.js', modules: ['src/components/ui/button.tsx', 'node_modules/react/index.js'] },
    '_router.js': { file: 'assets/router.js', modules: ['node_modules/react-router/dist/index.mjs'] },
    '_area-shell.js': { file: 'assets/area-shell.js', imports: ['_shared.js'], modules: ['src/app/shell/area-shell.tsx'] },
    'src/lib/supabase.ts': {
      file: 'assets/supabase.js',
      isDynamicEntry: true,
      modules: ['src/lib/supabase.ts', 'node_modules/@supabase/supabase-js/dist/index.mjs'],
    },
  };
  for (const name of lazy) {
    const isArea = !['public', 'auth'].includes(name);
    manifest[`src/app/routes/${name}.tsx`] = {
      file: `assets/${name}.js`,
      modules: [`src/app/routes/${name}.tsx`],
      isDynamicEntry: true,
      imports: isArea ? ['_area-shell.js', '_shared.js'] : ['_shared.js'],
    };
  }
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'pricing'));
  const chunkModules = Object.fromEntries(Object.values(manifest).map((chunk) => [chunk.file, chunk.modules ?? []]));
  for (const chunk of Object.values(manifest)) delete chunk.modules;
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dist, '.vite/chunk-modules.json'), JSON.stringify(chunkModules));
  for (const file of Object.keys(chunkModules)) writeFileSync(path.join(dist, file), `console.log(${JSON.stringify(file)});`);
  const page = (island: string) =>
    `<div id="root"><div data-island="${island}" data-hydrate="load" class="contents"></div></div><script>load("/assets/islands.js")</script>`;
  writeFileSync(path.join(dist, 'index.html'), page('cta-action'));
  writeFileSync(path.join(dist, 'pricing/index.html'), page('cta-action'));
  writeFileSync(path.join(dist, 'app.html'), '<script type="module" src="/assets/app.js"></script>');
  return dist;
}

function check(dist: string, ...extra: string[]) {
  const result = spawnSync(process.execPath, ['scripts/check-bundle.mjs', dist, ...extra], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('scripts/check-bundle.mjs', () => {
  it('passes when / loads the islands entry, its load islands and what they share, and prints the size', () => {
    const { status, output } = check(fakeBuild());
    expect(status).toBe(0);
    expect(output).toMatch(/kB {2}total JavaScript/);
    expect(output).toContain('assets/cta-action.js');
    expect(output).toContain('Heaviest first load of the 2 prerendered pages');
    expect(output).not.toContain('assets/app.js');
  });

  it('fails when the app entry imports an area module statically', () => {
    const { status, output } = check(fakeBuild({ appImports: ['_shared.js', 'src/app/routes/admin.tsx'] }));
    expect(status).toBe(1);
    expect(output).toContain('the app entry statically imports src/app/routes/admin.tsx');
  });

  it('fails when an island pulls in the signed-in shell', () => {
    const { status, output } = check(fakeBuild({ islandImports: ['_shared.js', '_area-shell.js'] }));
    expect(status).toBe(1);
    expect(output).toContain('the first load of / includes the area module (src/app/shell/area-shell.tsx');
    expect(output).toContain('the first load of /pricing includes the area module');
  });

  it('fails when an island pulls in the router or the Supabase client', () => {
    const { status, output } = check(fakeBuild({ islandImports: ['_router.js', 'src/lib/supabase.ts'] }));
    expect(status).toBe(1);
    expect(output).toContain('the first load of / includes the router');
    expect(output).toContain('the first load of / includes the Supabase client');
  });

  it('fails when area code was merged into a shared chunk', () => {
    const dist = fakeBuild();
    const file = path.join(dist, '.vite/chunk-modules.json');
    const modules = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
    modules['assets/shared.js']!.push('src/app/routes/learner.tsx');
    writeFileSync(file, JSON.stringify(modules));
    const { status, output } = check(dist);
    expect(status).toBe(1);
    expect(output).toContain('includes the area module (src/app/routes/learner.tsx');
  });

  it('fails when a first load outgrows its gzip budget', () => {
    const dist = fakeBuild();
    expect(check(dist).status).toBe(0);
    const { status, output } = check(dist, '--budget-kb', '0.05');
    expect(status).toBe(1);
    expect(output).toMatch(/the first load of \/ is [\d.]+ kB of gzip JavaScript, over its budget of 0\.05 kB/);
  });

  it('fails when the app entry imports the Supabase client statically', () => {
    const { status, output } = check(fakeBuild({ appImports: ['_shared.js', 'src/lib/supabase.ts'] }));
    expect(status).toBe(1);
    expect(output).toContain('the app entry statically imports src/lib/supabase.ts');
  });

  it('fails when a page names an island the build has no module for', () => {
    const dist = fakeBuild();
    writeFileSync(path.join(dist, 'pricing/index.html'), '<div data-island="nope" data-hydrate="load"></div>/assets/islands.js');
    const { status, output } = check(dist);
    expect(status).toBe(1);
    expect(output).toContain('no module src/app/islands/on-demand/nope.tsx');
  });
});
