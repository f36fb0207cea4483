/**
 * Runs after `vite build`: writes dist/builds/latest.json ({ buildId, builtAt }). The service
 * worker polls it to notice a new version and the API reports it on /api/health.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// BUILD_OUT_DIR lets parallel builds (e.g. isolated e2e runs) write elsewhere than dist/.
const dist = process.env.BUILD_OUT_DIR ? `${resolve(process.env.BUILD_OUT_DIR)}/` : fileURLToPath(new URL('../dist/', import.meta.url));
const serviceWorkerPath = `${dist}sw.js`;

/** Short commit of the checkout, or undefined outside git or before the first commit. */
function shortGitSha(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return undefined;
  }
}

// sw.js embeds the revision of every precached file, so its hash changes whenever any shipped
// asset does, and only then: two builds of the same sources get the same id (no false "update").
function serviceWorkerHash(): string {
  return createHash('sha256').update(workerSource()).digest('hex').slice(0, 12);
}

// The worker learns its own build id from a first line of sw.js (sw/build-watch.ts ownBuildId):
// the id hashes sw.js, so it cannot be bundled in. A rerun replaces the line instead of hashing it.
const BUILD_ID_LINE = /^self\.__SHOP_BUILD_ID__=.*\n/;
const workerSource = () => readFileSync(serviceWorkerPath, 'utf8').replace(BUILD_ID_LINE, '');

function main(): void {
  if (!existsSync(serviceWorkerPath)) {
    console.error(`write-build-info: ${serviceWorkerPath} is missing; run \`vite build\` first.`);
    process.exit(1);
  }
  const sha = shortGitSha();
  const buildInfo = {
    buildId: sha ? `${sha}-${serviceWorkerHash()}` : serviceWorkerHash(),
    builtAt: new Date().toISOString(),
  };
  writeFileSync(serviceWorkerPath, `self.__SHOP_BUILD_ID__=${JSON.stringify(buildInfo.buildId)};\n${workerSource()}`);
  mkdirSync(`${dist}builds`, { recursive: true });
  writeFileSync(`${dist}builds/latest.json`, `${JSON.stringify(buildInfo, null, 2)}\n`);
  console.log(`build info: ${JSON.stringify(buildInfo)} → dist/builds/latest.json`);
}

main();
