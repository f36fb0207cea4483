// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardImage } from '../../../../web/features/catalogue/CardImage';
import { OfflineCatalogueStatus } from '../../../../web/features/catalogue/offline/OfflineCatalogueStatus';
import { setCatalogueSyncStatus } from '../../../../web/features/catalogue/offline/sync-status';
import { ProductGallery } from '../../../../web/features/product/ProductGallery';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setCatalogueSyncStatus({ phase: 'idle' });
});

describe('offline catalogue status', () => {
  it('shows the saving progress, then that the catalogue is available offline, then steps aside', () => {
    vi.useFakeTimers();
    render(<OfflineCatalogueStatus />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => setCatalogueSyncStatus({ phase: 'saving', percent: 60 }));
    expect(screen.getByRole('status').textContent).toBe('Saving the catalogue for offline use… 60%');
    act(() => setCatalogueSyncStatus({ phase: 'ready', fresh: true }));
    expect(screen.getByRole('status').textContent).toBe('Catalogue available offline');
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing when an unchanged catalogue was only revalidated', () => {
    render(<OfflineCatalogueStatus />);
    act(() => setCatalogueSyncStatus({ phase: 'ready', fresh: false }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('packshot placeholder', () => {
  it('a card picture that cannot load becomes the drawn placeholder, named like the picture', async () => {
    render(<CardImage url="/assets/packshots/x.png" alt="Chicken Dry Dog Food" />);
    const picture = screen.getByRole('img', { name: 'Chicken Dry Dog Food' });
    expect(picture.tagName).toBe('IMG');
    fireEvent.error(picture);
    // named at once; the drawing's code loads with the first failed picture
    const frame = screen.getByRole('img', { name: 'Chicken Dry Dog Food' });
    expect(frame.tagName).not.toBe('IMG');
    const placeholder = await vi.waitFor(() => {
      const drawn = screen.getByRole('img', { name: 'Chicken Dry Dog Food' });
      expect(drawn.tagName.toLowerCase()).toBe('svg');
      return drawn;
    });
    expect(placeholder.getAttribute('width')).toBe('200');
    // the real picture gets another chance when the connection comes back
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('img', { name: 'Chicken Dry Dog Food' }).tagName).toBe('IMG');
  });

  it('the product page gallery falls back the same way', async () => {
    render(
      <ProductGallery
        images={[
          { url: '/assets/packshots/a.png', alt: 'Front of the bag' },
          { url: '/assets/packshots/b.png', alt: 'Back of the bag' },
        ]}
      />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Front of the bag' }));
    await vi.waitFor(() => expect(screen.getByRole('img', { name: 'Front of the bag' }).tagName.toLowerCase()).toBe('svg'));
  });
});
