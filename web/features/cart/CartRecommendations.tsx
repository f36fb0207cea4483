import { useEffect } from 'react';
import { CART_CAROUSEL_NAME, CartRecommendedCarousel } from '../catalogue/ProductCarousel';
import { useProductPage } from '../catalogue/queries';

const RECOMMENDED_COUNT = 8;

/**
 * The cart's recommended carousel (§2): the storefront's featured products, leaving out those
 * already in the cart. The content service's carousel configuration replaces this choice when it lands.
 */
export function CartRecommendations({ skusInCart }: { skusInCart: readonly string[] }) {
  const { data, error } = useProductPage({ sort: 'featured', limit: RECOMMENDED_COUNT + 6, page: 1 });
  useEffect(() => {
    if (error) console.error(`${CART_CAROUSEL_NAME}: failed to load products`, error);
  }, [error]);
  const inCart = new Set(skusInCart);
  const handles = (data?.products ?? [])
    .filter((product) => !product.variants.some((variant) => inCart.has(variant.sku)))
    .slice(0, RECOMMENDED_COUNT)
    .map((product) => ({ handle: product.handle }));
  if (handles.length === 0) return null;
  return (
    <CartRecommendedCarousel
      config={{ page: 'cart', headline: 'Recommended Products', handles, bg_color: 'light gray', copyColor: 'dark', isLastComponent: true }}
    />
  );
}
