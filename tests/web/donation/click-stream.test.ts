// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ClickStreamOptions, createClickStream } from '../../../web/features/donation/sdk/click-stream';
import { ApiError } from '../../../web/lib/api';
import { offline, STORE_ID } from './support';

const TRACKING = '00000000-0000-4000-8000-000000000001';

type Send = ClickStreamOptions['send'];
type SentBody = Parameters<Send>[0];

function stream(send = vi.fn<Send>(async () => ({ accepted: true }))) {
  const log = vi.fn();
  const clicks = createClickStream({
    storeId: STORE_ID,
    send,
    trackingId: () => TRACKING,
    log,
    now: () => new Date('2026-11-25T10:00:00Z'),
  });
  return { clicks, send, log };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('click-stream events', () => {
  it('are queued, then sent as a batch every 5 s, oldest first, with the §7 body', async () => {
    vi.useFakeTimers();
    const { clicks, send } = stream();
    clicks.start();
    clicks.track('widget_shown', { total: 1 });
    clicks.track('cause_selected', { causeId: '84-7654321' });
    await vi.advanceTimersByTimeAsync(4999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send.mock.calls.map(([sent]) => sent.event.type)).toEqual(['widget_shown', 'cause_selected']);
    const body = send.mock.calls[0][0] as SentBody;
    expect(body).toMatchObject({
      storeId: STORE_ID,
      trackingId: TRACKING,
      event: { time: '2026-11-25T10:00:00.000Z', type: 'widget_shown', version: '0.1.15', payload: { total: 1 } },
    });
    for (const value of Object.values(body.client)) if (typeof value === 'string') expect(value).toBe(value.toLowerCase());
    expect(body.client.userAgent).toBe(navigator.userAgent.toLowerCase());
    expect(clicks.queued()).toEqual([]);
    clicks.stop();
  });

  it("are kept on the device while offline ('Error Sending Events') and sent once the connection returns", async () => {
    const send = vi.fn<Send>().mockRejectedValueOnce(offline());
    const { clicks, log } = stream(send);
    clicks.track('widget_shown');
    clicks.track('cause_selected');
    await clicks.flush();
    expect(log).toHaveBeenCalledWith('Error Sending Events', expect.any(ApiError));
    expect(clicks.queued().map((e) => e.event.type)).toEqual(['widget_shown', 'cause_selected']);
    // a reload keeps them: another stream over the same storage sends them
    send.mockResolvedValue({ accepted: true });
    const again = stream(send);
    await again.clicks.flush();
    expect(send.mock.calls.slice(1).map(([sent]) => sent.event.type)).toEqual(['widget_shown', 'cause_selected']);
    expect(again.clicks.queued()).toEqual([]);
  });

  it('an event the provider refuses (4xx) is dropped, the rest go on', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'BAD_REQUEST', 'bad'))
      .mockResolvedValue({ accepted: true });
    const { clicks } = stream(send);
    clicks.track('one');
    clicks.track('two');
    await clicks.flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(clicks.queued()).toEqual([]);
  });

  it('an event over the rate limit (429) stays queued with the ones after it, and goes with a later batch', async () => {
    const send = vi
      .fn<Send>()
      .mockRejectedValueOnce(new ApiError(429, 'RATE_LIMITED', 'Too many events; try again in 60 seconds'))
      .mockResolvedValue({ accepted: true });
    const { clicks, log } = stream(send);
    clicks.track('one');
    clicks.track('two');
    await clicks.flush();
    expect(log).toHaveBeenCalledWith('Error Sending Events', expect.any(ApiError));
    expect(clicks.queued().map((e) => e.event.type)).toEqual(['one', 'two']);
    await clicks.flush();
    expect(send.mock.calls.map(([sent]) => sent.event.type)).toEqual(['one', 'one', 'two']);
    expect(clicks.queued()).toEqual([]);
  });
});
