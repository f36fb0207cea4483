import type { ReplayReport } from '../../web/lib/local-db/outbox';

/** One replay at a time; asks that arrive during a replay make it go round once more. */
export function createOutboxReplayer(replay: () => Promise<ReplayReport>, announce: (report: ReplayReport) => void) {
  let running: Promise<ReplayReport> | null = null;
  let askedAgain = false;

  async function runUntilSettled(): Promise<ReplayReport> {
    const total: ReplayReport = { sent: 0, refused: 0, stopped: null };
    do {
      askedAgain = false;
      const report = await replay();
      total.sent += report.sent;
      total.refused += report.refused;
      total.stopped = report.stopped;
    } while (askedAgain && total.stopped === null);
    return total;
  }

  return function replayNow(): Promise<ReplayReport> {
    if (running) {
      askedAgain = true;
      return running;
    }
    running = runUntilSettled()
      .catch((): ReplayReport => ({ sent: 0, refused: 0, stopped: 'retry-later' }))
      .then((report) => {
        announce(report);
        return report;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
}
