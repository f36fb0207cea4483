import { describe, expect, it } from 'vitest';
import { promotionBannersFor } from '../../../core/merchandising/promotions';

const banners = [
  { id: 'autoship' },
  { id: 'dog-treats', species: 'dog' as const },
  { id: 'cat-wet', species: 'cat' as const },
  { id: 'shipping' },
];

describe('promotion banners of a product list', () => {
  it('the list of both species shows the banners for every list, in order', () => {
    expect(promotionBannersFor(banners, undefined).map((b) => b.id)).toEqual(['autoship', 'shipping']);
  });

  it("a species' list adds that species' banners, in the content's order", () => {
    expect(promotionBannersFor(banners, 'dog').map((b) => b.id)).toEqual(['autoship', 'dog-treats', 'shipping']);
    expect(promotionBannersFor(banners, 'cat').map((b) => b.id)).toEqual(['autoship', 'cat-wet', 'shipping']);
  });

  it('nothing for no banners', () => {
    expect(promotionBannersFor([], 'dog')).toEqual([]);
  });
});
