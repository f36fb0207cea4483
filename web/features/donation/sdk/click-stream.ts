/**
 * Click-stream events (§7): each is queued on the device first (localStorage), then the queue is
 * sent every 5 s (§9), oldest first, one call per event. An event that cannot be sent (offline,
 * server down, over the shop's rate limit) stays queued and goes with a later batch; a refused one (4xx) is dropped, since
 * sending it again would be refused again. Failures log 'Error Sending Events' (§8).
 */
import { CLICK_STREAM, DONATION_ERRORS } from '../../../../core/donation/constants';
import type { ClickStreamEvent } from '../../../../core/contract/donation';
import { ApiError } from '../../../lib/api';

/** A 4xx the same event would get again; 408 and 429 mean 'not now'. */
const refused = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

type EventBody = Omit<ClickStreamEvent, 'metadata' | 'event'> & {
  metadata: Record<string, unknown>;
  event: { time: string; type: string; version: string; payload: Record<string, unknown> };
};

export interface ClickStreamOptions {
  storeId: string;
  send: (body: EventBody) => Promise<unknown>;
  trackingId: () => string | null;
  now?: () => Date;
  /** how many queued events one batch sends at most */
  batchSize?: number;
  log?: (message: string, error?: unknown) => void;
}

const MAX_QUEUED = 200;
const queueKey = (storeId: string) => `donation:${storeId}:click-stream`;

/** The browser's properties, lower-cased (§7). */
export function clientProperties(nav: Navigator = navigator, loc: Location = location, doc: Document = document) {
  const ua = nav.userAgent;
  const browser = /(edg|chrome|firefox|safari)\/([\d.]+)/i.exec(ua);
  const mobile = /mobi|android|iphone|ipad/i.test(ua);
  const platform = (nav as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? nav.platform ?? '';
  return {
    userAgent: ua.toLowerCase().slice(0, 500),
    url: loc.href.toLowerCase().slice(0, 2000),
    deviceType: mobile ? 'mobile' : 'desktop',
    browserType: (browser?.[1] ?? 'other').toLowerCase(),
    browserVersion: (browser?.[2] ?? '').toLowerCase().slice(0, 50),
    platform: platform.toLowerCase().slice(0, 50),
    referralUrl: doc.referrer ? doc.referrer.toLowerCase().slice(0, 2000) : undefined,
  };
}

export function createClickStream(options: ClickStreamOptions) {
  const { storeId, send, batchSize = 20 } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, error));
  let timer: ReturnType<typeof setInterval> | null = null;
  let sending = false;

  const read = (): EventBody[] => {
    try {
      const value: unknown = JSON.parse(localStorage.getItem(queueKey(storeId)) ?? '[]');
      return Array.isArray(value) ? (value as EventBody[]) : [];
    } catch {
      return [];
    }
  };
  const write = (events: EventBody[]) => {
    try {
      if (events.length === 0) localStorage.removeItem(queueKey(storeId));
      else localStorage.setItem(queueKey(storeId), JSON.stringify(events.slice(-MAX_QUEUED)));
    } catch {
      // storage full: the newest events are lost, the page goes on
    }
  };

  return {
    /** Queues an event of `type`; it goes with the next batch. */
    track(type: string, payload: Record<string, unknown> = {}, metadata: Record<string, unknown> = {}): void {
      const body: EventBody = {
        client: clientProperties(),
        storeId,
        trackingId: options.trackingId(),
        metadata,
        event: { time: now().toISOString(), type, version: CLICK_STREAM.eventVersion, payload },
      };
      write([...read(), body]);
    },

    /** Sends the queued events, oldest first; stops at the first one that cannot go. */
    async flush(): Promise<void> {
      if (sending) return;
      sending = true;
      try {
        const batch = read().slice(0, batchSize);
        let sent = 0;
        for (const body of batch) {
          try {
            await send(body);
          } catch (error) {
            log(DONATION_ERRORS.sendEvents, error);
            if (!refused(error)) break; // offline, server trouble or too many at once: kept for the next batch
          }
          sent++;
        }
        // events queued while sending stay after the ones sent
        if (sent > 0) write(read().slice(sent));
      } finally {
        sending = false;
      }
    },

    /** Sends a batch every 5 s (§9) until stopped. */
    start(): void {
      timer ??= setInterval(() => void this.flush(), CLICK_STREAM.pollIntervalMs);
    },

    stop(): void {
      if (timer) clearInterval(timer);
      timer = null;
    },

    /** The events waiting to go. */
    queued: read,
  };
}

export type ClickStream = ReturnType<typeof createClickStream>;
