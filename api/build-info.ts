import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { repoRoot } from './code-location';

const buildInfoSchema = z.object({ buildId: z.string().min(1), builtAt: z.string() });
export type BuildInfo = z.infer<typeof buildInfoSchema>;

/** Reads dist/builds/latest.json (written by the build); 'development' when nothing is built. */
export async function readBuildInfo(distDir: string): Promise<BuildInfo> {
  try {
    return buildInfoSchema.parse(JSON.parse(await readFile(join(distDir, 'builds', 'latest.json'), 'utf8')));
  } catch {
    return { buildId: 'development', builtAt: new Date(0).toISOString() };
  }
}

/** How long a read build info is used: a deploy that replaces dist/ shows in pages within it. */
const BUILD_INFO_REREAD_MS = 1000;

/**
 * The build info for every page (each names its build), read from disk at most once per
 * BUILD_INFO_REREAD_MS rather than on every request.
 */
export function currentBuildInfo(distDir: string): () => Promise<BuildInfo> {
  let last: { readAt: number; info: Promise<BuildInfo> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.readAt >= BUILD_INFO_REREAD_MS) last = { readAt: now, info: readBuildInfo(distDir) };
    return last.info;
  };
}

/** Reads the built manifest; the top-level source file when the app is not built (API tests). */
export async function readBaseManifest(distDir: string): Promise<Record<string, unknown>> {
  const built = join(distDir, 'manifest.webmanifest');
  const source = join(repoRoot, 'manifest.webmanifest');
  const text = await readFile(built, 'utf8').catch(() => readFile(source, 'utf8'));
  return JSON.parse(text);
}
