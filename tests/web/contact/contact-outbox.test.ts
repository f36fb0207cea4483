// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactFormFixture } from '../support/content-api';
import { signOut } from '../../../web/features/identity/sign-out';
import { readRecord } from '../../../web/lib/local-db';
import { enqueueContactMessage, forgetCustomerMessages, listContactMessages } from '../../../web/lib/local-db/contact-outbox';
import { CART_SNAPSHOT_RECORD, clearOutbox, countPendingOutbox, listOutbox } from '../../../web/lib/local-db/outbox';
import { enqueueOutbox, writeSnapshotIfUnchanged } from '../../../web/lib/local-db/outbox-entries';
import { replayOutbox } from '../../../web/lib/local-db/outbox-replay';
import { cancelScheduledReplay } from '../../../web/lib/outbox-trigger';
import { answerSchemaOf } from '../../../web/lib/query-persistence/query-answer-schemas';
import { freshLocalDb } from '../cart/state/support/local-db';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const message = (key: string, owner: 'guest' | 'customer' = 'guest') =>
  enqueueContactMessage({
    idempotencyKey: key,
    path: '/api/send-contact-us',
    body: { data: { name: 'Robin Fields', email: 'robin@example.com', topic: 'other', message: `Hello (${key})` } },
    owner,
  });
const cartChange = (key: string) =>
  enqueueOutbox({
    idempotencyKey: key,
    path: '/api/ecom/v1.0/update-cart-note',
    body: { cartId: 'cart-1', note: 'Leave at the door' },
    cartId: 'cart-1',
  });

/** A server answering each path with `answer`, recording what it got in order (path and key). */
function server(answer: (path: string) => Response) {
  const received: string[] = [];
  const fetcher = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    received.push(`${pathname} ${new Headers(init?.headers).get('Idempotency-Key') ?? ''}`.trim());
    return answer(pathname);
  });
  return { fetcher: fetcher as unknown as typeof fetch, received };
}

beforeEach(() => freshLocalDb());
afterEach(() => {
  cancelScheduledReplay(); // the sign-out's replay stopped on a busy shop and scheduled another
  vi.unstubAllGlobals();
});

describe('contact messages in the outbox', () => {
  it('the cart sees only its own rows: it lists, clears and refreshes past a waiting message', async () => {
    await message('m1');
    await cartChange('c1');
    expect((await listOutbox()).map((row) => row.idempotencyKey)).toEqual(['c1']);
    expect(await countPendingOutbox()).toBe(2);
    await clearOutbox();
    expect(await listOutbox()).toEqual([]);
    expect((await listContactMessages()).map((row) => row.idempotencyKey)).toEqual(['m1']);
    // a waiting message does not hold the cart's refresh back
    expect(await writeSnapshotIfUnchanged({ id: 'cart-1' }, null)).toBe(true);
  });

  it('the replay sends a message once under its key, in queue order, and leaves the cart snapshot alone', async () => {
    await cartChange('c1');
    await message('m1');
    const shop = server((path) =>
      path.endsWith('update-cart-note') ? json(500, {}) : json(200, { data: { id: 'x', receivedAt: '2026-05-01T10:00:00.000Z' } }),
    );
    expect((await replayOutbox(shop.fetcher)).stopped).toBe('retry-later');
    expect(shop.received).toEqual(['/api/ecom/v1.0/update-cart-note c1']); // the message waits behind the cart change
    await clearOutbox();
    const report = await replayOutbox(shop.fetcher);
    expect(report).toEqual({ sent: 1, refused: 0, stopped: null });
    expect(shop.received.at(-1)).toBe('/api/send-contact-us m1');
    expect(await listContactMessages()).toEqual([]);
    expect(await readRecord(CART_SNAPSHOT_RECORD, { safeParse: (v: unknown) => ({ success: true, data: v }) } as never)).toBeUndefined();
  });

  it('over the rate limit a message is refused for its sender, so the cart changes behind it go on', async () => {
    await message('m1');
    await cartChange('c1');
    const shop = server((path) =>
      path === '/api/send-contact-us'
        ? json(429, { error: { code: 'RATE_LIMITED', message: 'You have sent several messages in a short time.' } })
        : json(200, { data: {} }),
    );
    expect(await replayOutbox(shop.fetcher)).toEqual({ sent: 1, refused: 1, stopped: null });
    const [refused] = await listContactMessages();
    expect(refused).toMatchObject({ status: 'refused', error: { code: 'RATE_LIMITED' } });
  });

  it('a 400 keeps the fields the server named, for the form to show', async () => {
    await message('m1');
    const fields = { 'data.email': 'Enter a valid email address.' };
    const shop = server(() => json(400, { error: { code: 'VALIDATION_FAILED', message: 'Check the fields', fields } }));
    await replayOutbox(shop.fetcher);
    expect((await listContactMessages())[0].error).toEqual({ code: 'VALIDATION_FAILED', message: 'Check the fields', fields });
  });
});

describe('sign-out on a shared workstation', () => {
  it("sends the customer's waiting messages under the session first, then removes what is left; a guest's stay", async () => {
    await message('guest-1', 'guest');
    await message('mine-1', 'customer');
    const shop = server((path) => (path === '/api/identity/logout' ? json(200, { data: { loggedOut: true } }) : json(503, {})));
    vi.stubGlobal('fetch', shop.fetcher);
    expect(await signOut()).toEqual({ endedOnServer: true });
    // the replay went before the logout (the shop was busy: the message could not go)
    expect(shop.received.indexOf('/api/send-contact-us guest-1')).toBeGreaterThanOrEqual(0);
    expect(shop.received.indexOf('/api/send-contact-us guest-1')).toBeLessThan(shop.received.indexOf('/api/identity/logout'));
    expect((await listContactMessages()).map((row) => row.idempotencyKey)).toEqual(['guest-1']);
  });

  it('forgetCustomerMessages removes every message of a signed-in customer, pending or refused', async () => {
    await message('mine-1', 'customer');
    await message('mine-2', 'customer');
    await message('guest-1', 'guest');
    expect(await forgetCustomerMessages()).toBe(2);
    expect((await listContactMessages()).map((row) => row.owner)).toEqual(['guest']);
  });
});

describe('the contact form offline', () => {
  it('a stored get-contact answer is kept by the persisted query cache, a broken one is dropped', () => {
    const schema = answerSchemaOf(['content', 'contact']);
    expect(schema?.safeParse(contactFormFixture('HPSF')).success).toBe(true);
    expect(schema?.safeParse({ ...contactFormFixture('DTC'), topics: [] }).success).toBe(false);
  });
});
