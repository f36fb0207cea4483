import { useMemo } from 'react';
import type { Product } from '../../../core/entities/catalogue';
import { CartRecommendedCarousel } from '../catalogue/ProductCarousel';

/**
 * The cart's recommended carousel (§2): the content service's 'cart' carousel configuration
 * (get-product-carousel), leaving out the products already in the cart.
 */
export function CartRecommendations({ skusInCart }: { skusInCart: readonly string[] }) {
  // One function per cart content (skus are space-free), so an unchanged cart does not redraw the carousel.
  const key = skusInCart.join(' ');
  const inCart = useMemo(() => {
    const skus = new Set(key.split(' '));
    return (product: Product) => product.variants.some((variant) => skus.has(variant.sku));
  }, [key]);
  return <CartRecommendedCarousel exclude={inCart} />;
}
