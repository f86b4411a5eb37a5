// What keeps the function code runnable by both Deno (Supabase Edge Runtime) and Node (local stack),
// checked without Deno: the import maps pin the package.json versions, and the deployed code uses no
// Node-only module or global, no Deno global outside the entries, and explicit .ts relative imports.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const functionsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8'));

describe('deno.json import maps', () => {
  it('pin the package.json versions of every bare import, in the shared map and in each function', async () => {
    const pkg = await readJson(path.join(functionsDir, '../../package.json'));
    const versions: Record<string, string> = { ...pkg.dependencies, ...pkg.devDependencies };
    const expected = {
      '@supabase/supabase-js': `npm:@supabase/supabase-js@${versions['@supabase/supabase-js']}`,
      zod: `npm:zod@${versions.zod}`,
    };

    const functionDirs = (await readdir(functionsDir, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
      .map((entry) => entry.name);
    expect(functionDirs.length).toBeGreaterThan(0);
    for (const dir of ['.', ...functionDirs]) {
      expect((await readJson(path.join(functionsDir, dir, 'deno.json'))).imports, dir).toEqual(expected);
    }
  });
});

/** Every file a deployed function can load: all .ts under supabase/functions except tests and test helpers. */
async function deployedSources(): Promise<string[]> {
  const entries = await readdir(functionsDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}testing${path.sep}`));
}

describe('deployed function code', () => {
  it('imports only the mapped packages and relative .ts files', async () => {
    for (const file of await deployedSources()) {
      const source = await readFile(file, 'utf8');
      for (const [, specifier] of source.matchAll(/\bfrom\s+'([^']+)'/g)) {
        const ok = specifier === '@supabase/supabase-js' || specifier === 'zod' || /^\.\.?\/.*\.ts$/.test(specifier);
        expect(ok, `${path.relative(functionsDir, file)} imports ${specifier}`).toBe(true);
      }
    }
  });

  it('uses no Node globals, and Deno globals only in the entries', async () => {
    for (const file of await deployedSources()) {
      const source = withoutComments(await readFile(file, 'utf8'));
      const name = path.relative(functionsDir, file);
      expect(/\b(process|Buffer|require|__dirname)\b[.(]/.test(source), `${name} uses a Node global`).toBe(false);
      const entry = name.endsWith('index.ts') || name === path.join('_shared', 'deno-env.ts');
      if (!entry) expect(/\bDeno\./.test(source), `${name} uses a Deno global`).toBe(false);
    }
  });
});

/** Code only: comments may name Deno or Node APIs freely (a `//` after a colon is a URL, not a comment). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}
