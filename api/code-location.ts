/**
 * Where the server's code runs from: its TypeScript source (tsx, vitest), or the server build
 * (scripts/build-server.ts), which bundles api/ into the files of one folder, build/server/. A
 * bundled module's import.meta.url is its bundle file's, not its source's, so the files the server
 * reads beside its code are found from here rather than from each module's own location.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** true under tsx and vitest; false in the server build */
export const runsFromSource = import.meta.url.endsWith('.ts');

/** The repository's root: this file is api/code-location.ts, or a file of build/server/. */
export const repoRoot = fileURLToPath(new URL(runsFromSource ? '..' : '../..', import.meta.url));

/** `source` (a path in the repository) under tsx; `built` (a path in the server build's folder) when bundled. */
export const codeFile = (source: string, built: string): string =>
  runsFromSource ? join(repoRoot, source) : fileURLToPath(new URL(built, import.meta.url));
