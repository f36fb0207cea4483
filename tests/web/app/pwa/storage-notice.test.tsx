// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageNotice } from '../../../../web/app/pwa/StorageNotice';
import { reportStorageError } from '../../../../web/lib/local-db';

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('StorageNotice', () => {
  it('says nothing while storage works', () => {
    render(<StorageNotice />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells the shopper the storage is full and that the shop keeps working', async () => {
    render(<StorageNotice />);
    act(() => reportStorageError(quotaError()));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Storage is full: the shop keeps working/);
  });

  it('names a refused storage differently from a full one, and keeps the full one once seen', async () => {
    render(<StorageNotice />);
    act(() => reportStorageError(new DOMException('denied', 'InvalidStateError')));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Storage is unavailable:/);
    act(() => reportStorageError(quotaError()));
    act(() => reportStorageError(new DOMException('denied', 'InvalidStateError')));
    expect(screen.getByRole('alert').textContent).toMatch(/^Storage is full:/);
  });

  it('can be dismissed', async () => {
    render(<StorageNotice />);
    act(() => reportStorageError(quotaError()));
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
