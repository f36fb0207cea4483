import { describe, expect, it } from 'vitest';
import type { ReplayReport } from '../../web/lib/local-db/outbox';
import { createOutboxReplayer } from '../../sw/outbox/replayer';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const done = (sent: number): ReplayReport => ({ sent, refused: 0, stopped: null });

describe('the worker outbox replayer', () => {
  it('runs one replay at a time: asks during a replay join it and make it go round once more', async () => {
    const runs: ReturnType<typeof deferred<ReplayReport>>[] = [];
    let running = 0;
    let overlapped = false;
    const announced: ReplayReport[] = [];
    const replayNow = createOutboxReplayer(
      async () => {
        running++;
        overlapped ||= running > 1;
        const run = deferred<ReplayReport>();
        runs.push(run);
        const report = await run.promise;
        running--;
        return report;
      },
      (report) => announced.push(report),
    );
    const first = replayNow();
    const second = replayNow(); // a message arriving while the first replay runs
    const third = replayNow();
    expect(second).toBe(first);
    expect(third).toBe(first);
    runs[0].resolve(done(2));
    await new Promise((r) => setTimeout(r, 0));
    expect(runs).toHaveLength(2); // went round once more for the asks that came in meanwhile
    runs[1].resolve(done(1));
    expect(await first).toEqual(done(3));
    expect(overlapped).toBe(false);
    expect(announced).toEqual([done(3)]);
  });

  it('does not go round again after a replay that had to stop, and reports it', async () => {
    let calls = 0;
    const replayNow = createOutboxReplayer(
      async () => {
        calls++;
        return { sent: 0, refused: 0, stopped: 'retry-later' };
      },
      () => undefined,
    );
    const first = replayNow();
    void replayNow();
    expect(await first).toEqual({ sent: 0, refused: 0, stopped: 'retry-later' });
    expect(calls).toBe(1);
  });

  it('reports a replay that threw as one to retry later and lets the next ask start afresh', async () => {
    let fail = true;
    const replayNow = createOutboxReplayer(
      async () => {
        if (fail) throw new Error('IndexedDB closed');
        return done(1);
      },
      () => undefined,
    );
    expect(await replayNow()).toEqual({ sent: 0, refused: 0, stopped: 'retry-later' });
    fail = false;
    expect(await replayNow()).toEqual(done(1));
  });
});
