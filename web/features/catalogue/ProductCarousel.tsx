import { lazy, Suspense, useEffect } from 'react';
import type { Product } from '../../../core/entities/catalogue';
import { backgroundClass, type ProductCarouselConfig } from './carousel-config';
import { ProductCard } from './ProductCard';
import { useProductPage, useProductsByHandles } from './queries';
import { useZipStock, type ZipStock } from './use-zip-stock';
import './ProductCarousel.css';

const CarouselSwiper = lazy(() => import('./CarouselSwiper'));

export const HOME_CAROUSEL_NAME = 'HomePage Carousel: Recommended Products';
export const CART_CAROUSEL_NAME = 'Cart Carousel: Recommended Products';
export const PRODUCT_PAGE_CAROUSEL_NAME = 'Product Carousel: Recommended Products';

interface ProductCarouselProps {
  /** accessible name of the carousel region */
  name: string;
  config: ProductCarouselConfig;
}

/**
 * The recommended-products carousel of §2: drawn only once its products have loaded; a failed load
 * is logged and nothing is drawn (§8).
 */
export function ProductCarousel({ name, config }: ProductCarouselProps) {
  const handles = config.handles.map((item) => item.handle);
  const { data, error } = useProductsByHandles(handles);
  useEffect(() => {
    if (error) console.error(`${name}: failed to load products`, error);
  }, [error, name]);
  if (!data || data.length === 0) return null;
  return <CarouselFrame name={name} config={config} products={data} />;
}

interface CarouselFrameProps {
  name: string;
  config: Omit<ProductCarouselConfig, 'handles'>;
  products: readonly Product[];
}

/** The carousel's frame; its cards know the shopper's zip stock, like a list's (§5: add disabled when out of stock). */
function CarouselFrame({ name, config, products }: CarouselFrameProps) {
  const stock = useZipStock(products);
  const classes = [
    'product-carousel',
    backgroundClass(config.bg_color),
    config.copyColor === 'light' ? 'product-carousel--light' : 'product-carousel--dark',
    config.isLastComponent ? 'product-carousel--last' : '',
  ];
  return (
    <section className={classes.filter(Boolean).join(' ')} aria-label={name} data-page={config.page}>
      {config.headline && <h2 className="product-carousel__headline">{config.headline}</h2>}
      {config.paragraph && <p className="product-carousel__paragraph">{config.paragraph}</p>}
      <Suspense fallback={<StaticRow products={products} stock={stock} />}>
        <CarouselSwiper products={products} label={name} stock={stock} />
      </Suspense>
    </section>
  );
}

/** What shows while Swiper loads: the same cards in a row, so nothing jumps when it arrives. */
function StaticRow({ products, stock }: { products: readonly Product[]; stock: ZipStock | undefined }) {
  return (
    <ul className="product-carousel__static">
      {products.slice(0, 3).map((product) => (
        <li key={product.id}>
          <ProductCard product={product} stock={stock} titleLevel={3} />
        </li>
      ))}
    </ul>
  );
}

/** Home page carousel with the storefront's featured handles. */
export function HomeRecommendedCarousel({ handles }: { handles: string[] }) {
  return (
    <ProductCarousel
      name={HOME_CAROUSEL_NAME}
      config={{
        page: 'home',
        headline: 'Recommended Products',
        handles: handles.map((handle) => ({ handle })),
        bg_color: 'light gray',
        copyColor: 'dark',
      }}
    />
  );
}

/** For the cart page (cart issue): the recommended carousel named 'Cart Carousel: Recommended Products'. */
export function CartRecommendedCarousel({ config }: { config: ProductCarouselConfig }) {
  return <ProductCarousel name={CART_CAROUSEL_NAME} config={config} />;
}

const RECOMMENDED_COUNT = 8;

/** A product page's recommendations: featured products of the same species, the product itself left out. */
export function RecommendedCarousel({ product }: { product: Product }) {
  const species = product.facets.species.length === 1 ? product.facets.species[0] : undefined;
  const { data, error } = useProductPage({
    filters: species ? [{ field: 'species', value: species }] : [],
    sort: 'featured',
    limit: RECOMMENDED_COUNT + 1,
    page: 1,
  });
  useEffect(() => {
    if (error) console.error(`${PRODUCT_PAGE_CAROUSEL_NAME}: failed to load products`, error);
  }, [error]);
  const products = data?.products.filter((p) => p.id !== product.id).slice(0, RECOMMENDED_COUNT) ?? [];
  if (products.length === 0) return null;
  return (
    <CarouselFrame
      name={PRODUCT_PAGE_CAROUSEL_NAME}
      config={{ page: 'product', headline: 'You may also like', bg_color: 'white', copyColor: 'dark', isLastComponent: true }}
      products={products}
    />
  );
}
