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

/** Reads the built manifest; the top-level source file when the app is not built (API tests). */
export async function readBaseManifest(distDir: string): Promise<Record<string, unknown>> {
  const built = join(distDir, 'manifest.webmanifest');
  const source = join(repoRoot, 'manifest.webmanifest');
  const text = await readFile(built, 'utf8').catch(() => readFile(source, 'utf8'));
  return JSON.parse(text);
}
