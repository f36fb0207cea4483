/**
 * `npm run dev`: the shop's server with the web app from source (scripts/dev-shop.ts), restarted by
 * tsx when the server's code changes; the web app's changes reach the browser by Vite's hot reload
 * and the next page drawn on the server. SITE_CODE is not needed: both storefronts listen, each on
 * its port (DTC_PORT, HPSF_PORT).
 */
import { spawn } from 'node:child_process';

// web/ is Vite's to watch: a change there is hot-reloaded, not a restart of the server
const child = spawn('npx', ['tsx', 'watch', '--clear-screen=false', '--exclude', './web/**', 'scripts/dev-shop.ts'], {
  stdio: 'inherit',
  env: process.env,
});
child.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
