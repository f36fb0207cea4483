import { Suspense, useDeferredValue, useEffect, useRef } from 'react';
import type { Product } from '../../../core/entities/catalogue';
import type { CarouselPage } from '../../../core/entities/merchandising';
import { useProductCarousels } from '../content/merchandising-queries';
import { lazyWithFallback } from '../../lib/lazy-component';
import { useNearViewport } from '../../lib/use-near-viewport';
import { surfaceClass } from '../../ui/surface';
import type { ProductCarouselConfig } from './carousel-config';
import { type CardNotes, useCardNotes } from './card-notes';
import { ProductCard } from './ProductCard';
import { useProductPage, useProductsByHandles } from './queries';
import { useZipStock, type ZipStock } from './use-zip-stock';
import './ProductCarousel.css';

export const HOME_CAROUSEL_NAME = 'HomePage Carousel: Recommended Products';
export const CART_CAROUSEL_NAME = 'Cart Carousel: Recommended Products';
export const PRODUCT_PAGE_CAROUSEL_NAME = 'Product Carousel: Recommended Products';
export const NOT_FOUND_CAROUSEL_NAME = '404 Page Carousel: Recommended Products';

interface ProductCarouselProps {
  /** accessible name of the carousel region */
  name: string;
  config: ProductCarouselConfig;
  /** leaves out products it is true for (the cart's carousel: those already in the cart) */
  exclude?: (product: Product) => boolean;
}

/**
 * The recommended-products carousel of §2: drawn only once its products have loaded; a failed load
 * is logged and nothing is drawn (§8), nor is a carousel left with no product.
 */
export function ProductCarousel({ name, config, exclude }: ProductCarouselProps) {
  const handles = config.handles.map((item) => item.handle);
  const { data: answer, error } = useProductsByHandles(handles);
  // drawn in the background once the answer is there (a query store's update is urgent: a long task)
  const data = useDeferredValue(answer);
  useEffect(() => {
    if (error) console.error(`${name}: failed to load products`, error);
  }, [error, name]);
  const products = exclude ? data?.filter((product) => !exclude(product)) : data;
  if (!products || products.length === 0) return null;
  return <CarouselFrame name={name} config={config} products={products} />;
}

interface CarouselFrameProps {
  name: string;
  config: Omit<ProductCarouselConfig, 'handles'>;
  products: readonly Product[];
}

/** How far outside the viewport a carousel starts loading Swiper, so it is ready when scrolled to. */
const SWIPER_LOAD_MARGIN = '100px 0px';

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
  const nearViewport = useNearViewport(frame, SWIPER_LOAD_MARGIN);
  const classes = [
    'product-carousel',
    surfaceClass(config.bg_color, config.copyColor),
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

interface CarouselRowProps {
  products: readonly Product[];
  stock: ZipStock | undefined;
  notes: CardNotes;
  label?: string;
}

/**
 * What shows while Swiper loads: the same cards in a row, so nothing jumps when it arrives. It also
 * stays when Swiper's code cannot be fetched (offline before the worker holds it): the shopper
 * keeps the page and three working cards.
 */
function StaticRow({ products, stock, notes }: CarouselRowProps) {
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

/** A carousel of §2 configured for a page (get-product-carousel); nothing when the page has none. */
export function PageCarousel({ page, name, exclude }: { page: CarouselPage; name: string; exclude?: (product: Product) => boolean }) {
  const { data, error } = useProductCarousels();
  useEffect(() => {
    if (error) console.error(`${name}: failed to load its configuration`, error);
  }, [error, name]);
  const config = data?.find((candidate) => candidate.page === page);
  return config ? <ProductCarousel name={name} config={config} exclude={exclude} /> : null;
}

/** The home page's carousel, 'HomePage Carousel: Recommended Products'. */
export function HomeRecommendedCarousel() {
  return <PageCarousel page="home" name={HOME_CAROUSEL_NAME} />;
}

/** The cart's carousel, 'Cart Carousel: Recommended Products'. */
export function CartRecommendedCarousel({ exclude }: { exclude?: (product: Product) => boolean }) {
  return <PageCarousel page="cart" name={CART_CAROUSEL_NAME} exclude={exclude} />;
}

/** The 404 page's carousel (§2: page '404'; the page leaves it out in staff-feeding mode). */
export function NotFoundCarousel() {
  return <PageCarousel page="404" name={NOT_FOUND_CAROUSEL_NAME} />;
}

const CarouselSwiper = lazyWithFallback<CarouselRowProps & { label: string }>(
  () => import('./CarouselSwiper').then((m) => m.default),
  StaticRow,
);

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
