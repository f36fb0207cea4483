/**
 * `npm run bench`: starts the bench server in its own process, runs each benchmark against it and
 * prints every figure next to its baseline from the same run. Exits non-zero when a goal is missed.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { benchCatalogue } from './catalogue.bench';

// node itself (not npx) so that kill() reaches the server and not only a wrapper.
const server = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/bench-server.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const firstLine = await new Promise<string>((resolve) => createInterface({ input: server.stdout! }).once('line', resolve));
const ports = JSON.parse(firstLine) as { shop: number; bare: number };

let allMet = true;
try {
  for (const bench of [benchCatalogue]) {
    const { ok, lines } = await bench(ports);
    allMet &&= ok;
    for (const line of lines) console.log(line);
  }
} finally {
  server.kill('SIGTERM');
}
process.exit(allMet ? 0 : 1);
