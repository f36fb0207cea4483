// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLocalDb, resetLocalDbForTests } from '../../../../web/lib/local-db';

// The worker side is register-sw's and sw-update's business (tests/sw/register-sw.test.ts); here it is a switch.
const worker = vi.hoisted(() => ({
  available: false,
  listeners: new Set<() => void>(),
  applyUpdate: vi.fn(() => true),
  checkoutOpenElsewhere: false,
  announce() {
    worker.available = true;
    for (const listener of worker.listeners) listener();
  },
}));
vi.mock('../../../../web/lib/register-sw', () => ({
  isUpdateAvailable: () => worker.available,
  onUpdateAvailable: (listener: () => void) => {
    worker.listeners.add(listener);
    return () => worker.listeners.delete(listener);
  },
}));
vi.mock('../../../../web/lib/sw-update', () => ({
  applyUpdate: worker.applyUpdate,
  isCheckoutOpenInAnyWindow: async () => worker.checkoutOpenElsewhere,
}));

const { UpdatePrompt, UPDATE_RECHECK_MS } = await import('../../../../web/app/pwa/UpdatePrompt');

async function queueCartChange(): Promise<number> {
  const db = (await openLocalDb())!;
  return db.add('outbox', {
    idempotencyKey: crypto.randomUUID(),
    path: '/api/ecom/v1.0/add-cart-line-items',
    body: {},
    cartId: 'cart-1',
    createdAt: Date.now(),
    status: 'pending',
    attempts: 0,
  });
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetLocalDbForTests();
  worker.available = false;
  worker.listeners.clear();
  worker.applyUpdate.mockClear();
  worker.checkoutOpenElsewhere = false;
  window.history.replaceState(null, '', '/products');
});
afterEach(cleanup);

describe('UpdatePrompt', () => {
  it('shows nothing until a new version waits, then offers Reload', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByText('A new version is available')).toBeNull();
    act(() => worker.announce());
    expect(screen.getByText('A new version is available')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('Reload with nothing in the way loads the new version at once', async () => {
    worker.available = true;
    render(<UpdatePrompt />);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(worker.applyUpdate).toHaveBeenCalledOnce());
    expect(screen.getByText('Loading the new version…')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('waits while a cart change is queued, says why, and goes ahead by itself once it synced', async () => {
    worker.available = true;
    const entry = await queueCartChange();
    render(<UpdatePrompt />);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('The new version will load as soon as your cart changes have synced.')).toBeTruthy();
    await act(() => new Promise((done) => setTimeout(done, UPDATE_RECHECK_MS + 100)));
    expect(worker.applyUpdate).not.toHaveBeenCalled();

    await (await openLocalDb())!.delete('outbox', entry);
    await act(() => new Promise((done) => setTimeout(done, UPDATE_RECHECK_MS + 100)));
    expect(worker.applyUpdate).toHaveBeenCalledOnce();
  });

  it('a refused change (shown to the shopper, not replayed) does not hold the update', async () => {
    worker.available = true;
    const db = (await openLocalDb())!;
    const entry = await queueCartChange();
    const row = (await db.get('outbox', entry))!;
    await db.put('outbox', { ...row, status: 'refused', error: { code: 'OUT_OF_STOCK', message: 'Out of stock' } });
    render(<UpdatePrompt />);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(worker.applyUpdate).toHaveBeenCalledOnce());
  });

  it('waits while a checkout is open, here or in another tab', async () => {
    worker.available = true;
    window.history.replaceState(null, '', '/checkout');
    const { unmount } = render(<UpdatePrompt />);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('The new version will load once your checkout is finished.')).toBeTruthy();
    unmount();

    window.history.replaceState(null, '', '/cart');
    worker.checkoutOpenElsewhere = true;
    render(<UpdatePrompt />);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('The new version will load once your checkout is finished.')).toBeTruthy();
    expect(worker.applyUpdate).not.toHaveBeenCalled();
  });

  it('Later hides the offer for this page', () => {
    worker.available = true;
    render(<UpdatePrompt />);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('A new version is available')).toBeNull();
    expect(worker.applyUpdate).not.toHaveBeenCalled();
  });
});
