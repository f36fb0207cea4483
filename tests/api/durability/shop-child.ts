/**
 * The shop as a child process on ephemeral ports, `node --import tsx api/main.ts` (the source, as
 * the suite runs before any build) or a server build's `main.mjs`: started, killed with SIGKILL
 * (no clean-up of any kind runs) or stopped with SIGTERM.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ShopChild {
  /** the DTC storefront's base URL */
  base: string;
  /** SIGKILL; resolves with the signal the process died of */
  kill(): Promise<NodeJS.Signals | null>;
  stop(): Promise<NodeJS.Signals | null>;
}

const START_TIMEOUT_MS = 180_000;

/** The source through tsx, unless a caller names a server build's entry. */
const SOURCE = ['--import', 'tsx', 'api/main.ts'];

/** Starts the shop (`entry`: node's arguments) with `env` added (NODE_ENV test, ports 0, info logs it reads its address from). */
export async function startShopChild(env: Record<string, string>, entry: string[] = SOURCE): Promise<ShopChild> {
  const child: ChildProcess = spawn(process.execPath, entry, {
    env: { ...process.env, NODE_ENV: 'test', DTC_PORT: '0', HPSF_PORT: '0', LOG_LEVEL: 'info', DIST_DIR: './no-build', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
  let output = '';
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the shop did not start in time:\n${output}`)), START_TIMEOUT_MS);
    // the request log keeps coming: every line is read so the pipe never fills
    createInterface({ input: child.stdout! }).on('line', (line) => {
      output += `${line}\n`;
      const address = /DTC shop on (http:\/\/[\w.]+:\d+)/.exec(line)?.[1];
      if (address) {
        clearTimeout(timer);
        resolve(address.replace('localhost', '127.0.0.1'));
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the shop exited before it listened:\n${output}`));
    });
  });
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    return exited;
  };
  return { base, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') };
}
