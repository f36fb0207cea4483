// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

const load = vi.hoisted(() => ({ fails: true, requests: 0 }));

vi.mock('../../../web/lib/outbox-replay-requests', () => {
  if (load.fails) throw new TypeError('Failed to fetch dynamically imported module');
  return {
    requestReplay: vi.fn(async () => {
      load.requests++;
      return { sent: 1, refused: 0, stopped: null };
    }),
    pageReplaySettled: vi.fn(async () => undefined),
    cancelScheduledReplay: vi.fn(),
  };
});

const { requestReplay, pageReplaySettled } = await import('../../../web/lib/outbox-trigger');

afterEach(() => vi.restoreAllMocks());

describe('asking for an outbox replay whose code is loaded on demand', () => {
  it('answers null when the code cannot load (offline before the worker cached it), and loads it on the next request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await requestReplay()).toBeNull();
    expect(warn).toHaveBeenCalledWith('Outbox replay not requested', expect.any(Error));
    await expect(pageReplaySettled()).resolves.toBeUndefined();
    load.fails = false;
    expect(await requestReplay()).toEqual({ sent: 1, refused: 0, stopped: null });
    expect(load.requests).toBe(1);
  });
});
