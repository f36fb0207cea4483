/**
 * `npm run dev`: the API (restarted by tsx when its code changes) and Vite's dev server with hot
 * reload, which proxies /api, /_ipx and images to the API. SITE_CODE=HPSF npm run dev shows the
 * staff-feeding storefront in the dev server.
 */
import { type ChildProcess, spawn } from 'node:child_process';

const children: ChildProcess[] = [];
function run(name: string, command: string, args: string[]): void {
  const child = spawn(command, args, { stdio: 'inherit', env: process.env });
  child.on('exit', (code) => {
    console.log(`[dev] ${name} exited (${code ?? 'signal'}); stopping`);
    stopAll();
  });
  children.push(child);
}
function stopAll(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 500).unref();
}

run('api', 'npx', ['tsx', 'watch', '--clear-screen=false', 'api/main.ts']);
run('vite', 'npx', ['vite']);
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
