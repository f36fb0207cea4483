import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '..');
const LAYERS = ['core', 'api', 'web', 'sw', 'widgets'] as const;
type Layer = (typeof LAYERS)[number];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const IMPORT = /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2]);
}

function layerOf(path: string): Layer | undefined {
  const top = relative(root, path).split(/[\\/]/)[0];
  return (LAYERS as readonly string[]).includes(top) ? (top as Layer) : undefined;
}

/** Which layers each layer may import (docs/architecture.md §3: dependency directions are law). */
// widgets/ are scripts served for pages to load as a third party's would be (the reviews script):
// self-contained, they share only core's rules and contract references.
const ALLOWED: Record<Layer, Layer[]> = {
  core: ['core'],
  api: ['api', 'core'],
  web: ['web', 'core'],
  sw: ['sw', 'core'],
  widgets: ['widgets', 'core'],
};
/**
 * The one exception: the worker opens the same IndexedDB as the page (it replays the cart outbox),
 * so it imports the module that owns that database's shape and upgrades, and nothing else of web/.
 */
const SHARED_WITH_SW = resolve(root, 'web/lib/local-db');
const isSharedWithWorker = (layer: Layer, target: string) => layer === 'sw' && target.startsWith(SHARED_WITH_SW);

/** The source file an import specifier names, or undefined for a package. */
function resolveSource(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => statSync(path, { throwIfNoEntry: false })?.isFile());
}

describe('architecture', () => {
  // A service worker may not import() code (the browser refuses it), and the build's preload
  // helper for a dynamic import uses import.meta, which fails the whole worker's evaluation: no
  // offline shell at all. Pages load lazily what the worker must import statically.
  it('nothing the service worker imports uses a dynamic import()', () => {
    const seen = new Set<string>();
    const queue = [join(root, 'sw/sw.ts')];
    const offenders: string[] = [];
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      if (/\bimport\(/.test(readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''))) offenders.push(relative(root, file));
      for (const spec of importsOf(file)) {
        const target = resolveSource(file, spec);
        if (target) queue.push(target);
      }
    }
    expect(seen.size).toBeGreaterThan(5);
    expect(offenders).toEqual([]);
  });

  for (const layer of LAYERS) {
    it(`${layer}/ imports only ${ALLOWED[layer].join(', ')}${layer === 'core' ? ' and zod' : ''}`, () => {
      const violations: string[] = [];
      for (const file of sourceFiles(join(root, layer))) {
        for (const spec of importsOf(file)) {
          if (spec.startsWith('.')) {
            const resolved = resolve(dirname(file), spec);
            const target = layerOf(resolved);
            if (isSharedWithWorker(layer, resolved)) continue;
            if (target && !ALLOWED[layer].includes(target)) violations.push(`${relative(root, file)} → ${spec}`);
          } else if (layer === 'core' && spec !== 'zod') {
            violations.push(`${relative(root, file)} → ${spec}`);
          }
        }
      }
      expect(violations).toEqual([]);
    });
  }

  // One client: every call to our API goes through web/lib/api.ts (callEndpoint, typed by the
  // contract; fetchRaw for answers a caller reads itself), so headers and errors live in one
  // place. The service worker's own modules (sw/) are not in web/ and fetch as a worker does.
  it('no fetch( in web/ outside web/lib/api.ts', () => {
    const client = join(root, 'web/lib/api.ts');
    const offenders = sourceFiles(join(root, 'web'))
      .filter((file) => file !== client)
      .filter((file) => /(?<![\w$])fetch\s*\(/.test(readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });

  // React Router's Link and NavLink bring framework mode's prefetching into every first visit
  // (~2 kB gzip); the shop's links are web/ui/Link.tsx and web/ui/NavLink.tsx, on its hooks.
  it("web/ draws React Router's links through web/ui/Link.tsx and NavLink.tsx", () => {
    const routerLink = /import\s*\{[^}]*\b(?:Link|NavLink)\b[^}]*\}\s*from\s*['"]react-router(?:-dom)?['"]/;
    const offenders = sourceFiles(join(root, 'web'))
      .filter((file) => routerLink.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });

  // Features depend on one another one way only (identity publishes sign-ins that the cart follows,
  // the catalogue reads the shopper's location): two folders in a cycle can be neither read nor
  // changed alone. Style sheets count too.
  it('no import cycle between web/features/* folders', () => {
    const features = join(root, 'web/features');
    const featureOf = (path: string) => {
      const inside = relative(features, path);
      return inside.startsWith('..') ? undefined : inside.split(/[\\/]/)[0];
    };
    const edges = new Map<string, Map<string, string>>(); // folder → folder it imports → one such import
    for (const file of sourceFiles(features)) {
      const from = featureOf(file)!;
      const bare = [...readFileSync(file, 'utf8').matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]);
      for (const spec of [...importsOf(file), ...bare]) {
        const to = spec.startsWith('.') ? featureOf(resolve(dirname(file), spec)) : undefined;
        if (!to || to === from) continue;
        if (!edges.has(from)) edges.set(from, new Map());
        edges.get(from)!.set(to, `${relative(root, file)} → ${spec}`);
      }
    }
    const cycles: string[] = [];
    const finished = new Set<string>();
    const visit = (folder: string, path: string[]): void => {
      if (path.includes(folder)) {
        const loop = [...path.slice(path.indexOf(folder)), folder];
        cycles.push(
          loop
            .slice(1)
            .map((to, i) => edges.get(loop[i])!.get(to))
            .join('; '),
        );
        return;
      }
      if (finished.has(folder)) return;
      for (const next of edges.get(folder)?.keys() ?? []) visit(next, [...path, folder]);
      finished.add(folder);
    };
    for (const folder of edges.keys()) visit(folder, []);
    expect(edges.size).toBeGreaterThan(5);
    expect(cycles).toEqual([]);
  });

  describe('api/features', () => {
    const featuresDir = join(root, 'api/features');
    const featureOf = (path: string) => relative(featuresDir, path).split(/[\\/]/)[0];
    /** Every relative import of a feature's files, resolved to the file it names. */
    const featureImports = () =>
      sourceFiles(featuresDir).flatMap((file) =>
        importsOf(file).flatMap((spec) => {
          const target = resolveSource(file, spec);
          return target ? [{ file, target }] : [];
        }),
      );

    // A feature's store is its own SQL: another area asks its service, or gets a hook from the app.
    it("no feature imports another feature's store", () => {
      const violations = featureImports()
        .filter(
          ({ file, target }) => target.startsWith(featuresDir) && /\.store\.ts$/.test(target) && featureOf(target) !== featureOf(file),
        )
        .map(({ file, target }) => `${relative(root, file)} → ${relative(root, target)}`);
      expect(violations).toEqual([]);
    });

    // Services take a request scope, not a Koa context: only routes know the HTTP layer.
    it('only routes import api/http/', () => {
      const httpDir = join(root, 'api/http');
      const violations = featureImports()
        .filter(({ file, target }) => !file.endsWith('.routes.ts') && target.startsWith(httpDir))
        .map(({ file, target }) => `${relative(root, file)} → ${relative(root, target)}`);
      expect(violations).toEqual([]);
    });
  });

  // Small files read in one sitting, and lines fit a side-by-side diff (Biome's formatter wraps
  // code at 140; long strings and comments are wrapped by hand).
  it('no source file over 300 lines, no line over 140 characters', () => {
    const tooLong: string[] = [];
    for (const layer of [...LAYERS, 'tests', 'scripts']) {
      for (const file of sourceFiles(join(root, layer))) {
        const lines = readFileSync(file, 'utf8').split('\n');
        if ((LAYERS as readonly string[]).includes(layer) && lines.length > 300)
          tooLong.push(`${relative(root, file)}: ${lines.length} lines`);
        lines.forEach((line, i) => {
          if (line.length > 140) tooLong.push(`${relative(root, file)}:${i + 1}: ${line.length} characters`);
        });
      }
    }
    expect(tooLong).toEqual([]);
  });
});
