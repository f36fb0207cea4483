import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '..');
const LAYERS = ['core', 'api', 'web', 'sw'] as const;
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

/** Which layers each layer may import (DESIGN §3: dependency directions are law). */
const ALLOWED: Record<Layer, Layer[]> = { core: ['core'], api: ['api', 'core'], web: ['web', 'core'], sw: ['sw', 'core'] };
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
        .filter(({ file, target }) => target.startsWith(featuresDir) && /\.store\.ts$/.test(target) && featureOf(target) !== featureOf(file))
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
});
