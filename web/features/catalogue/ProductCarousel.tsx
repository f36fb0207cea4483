import { lazy, type RefObject, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import type { Product } from '../../../core/entities/catalogue';
import { backgroundClass, type ProductCarouselConfig } from './carousel-config';
import { type CardNotes, useCardNotes } from './card-notes';
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
  const { data: answer, error } = useProductsByHandles(handles);
  // drawn in the background once the answer is there (a query store's update is urgent: a long task)
  const data = useDeferredValue(answer);
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

/** How far outside the viewport a carousel starts loading Swiper, so it is ready when scrolled to. */
const SWIPER_LOAD_MARGIN = '100px 0px';

/**
 * Whether the element has come near the viewport (once true, stays true). Without
 * IntersectionObserver it is near at once.
 */
function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: SWIPER_LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

/**
 * The carousel's frame; its cards know the shopper's zip stock, like a list's (§5: add disabled
 * when out of stock). Swiper (about 28 kB of gzipped JS) loads only once the carousel comes near
 * the viewport: a carousel below the fold costs the page's first load nothing; until
 * then the same cards stand in a static row.
 */
function CarouselFrame({ name, config, products }: CarouselFrameProps) {
  const stock = useZipStock(products);
  const notes = useCardNotes();
  const frame = useRef<HTMLElement>(null);
  const nearViewport = useNearViewport(frame);
  const classes = [
    'product-carousel',
    backgroundClass(config.bg_color),
    config.copyColor === 'light' ? 'product-carousel--light' : 'product-carousel--dark',
    config.isLastComponent ? 'product-carousel--last' : '',
  ];
  return (
    <section ref={frame} className={classes.filter(Boolean).join(' ')} aria-label={name} data-page={config.page}>
      {config.headline && <h2 className="product-carousel__headline">{config.headline}</h2>}
      {config.paragraph && <p className="product-carousel__paragraph">{config.paragraph}</p>}
      {nearViewport ? (
        <Suspense fallback={<StaticRow products={products} stock={stock} notes={notes} />}>
          <CarouselSwiper products={products} label={name} stock={stock} notes={notes} />
        </Suspense>
      ) : (
        <StaticRow products={products} stock={stock} notes={notes} />
      )}
    </section>
  );
}

/** What shows while Swiper loads: the same cards in a row, so nothing jumps when it arrives. */
function StaticRow({ products, stock, notes }: { products: readonly Product[]; stock: ZipStock | undefined; notes: CardNotes }) {
  return (
    <ul className="product-carousel__static">
      {products.slice(0, 3).map((product) => (
        <li key={product.id}>
          <ProductCard product={product} stock={stock} notes={notes} titleLevel={3} />
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
  const { data: answer, error } = useProductPage({
    filters: species ? [{ field: 'species', value: species }] : [],
    sort: 'featured',
    limit: RECOMMENDED_COUNT + 1,
    page: 1,
  });
  const data = useDeferredValue(answer);
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
