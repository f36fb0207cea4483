// Loaded only where a carousel renders, so Swiper stays out of the list page's JavaScript.
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { Product } from '../../../core/entities/catalogue';
import { PRODUCT_CAROUSEL } from '../../../core/constants';
import { carouselBreakpoints, carouselLoops } from './carousel-config';
import type { CardNotes } from './card-notes';
import { ProductCard } from './ProductCard';
import type { ZipStock } from './use-zip-stock';

interface CarouselSwiperProps {
  products: readonly Product[];
  label: string;
  /** in-stock answer per sku for the shopper's zip */
  stock?: ZipStock;
  notes: CardNotes;
}

export default function CarouselSwiper({ products, label, stock, notes }: CarouselSwiperProps) {
  const width = typeof window === 'undefined' ? 0 : window.innerWidth;
  const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <Swiper
      modules={[Autoplay, A11y]}
      a11y={{ enabled: true, containerMessage: label }}
      autoplay={reducedMotion ? false : { delay: PRODUCT_CAROUSEL.autoplayDelayMs, pauseOnMouseEnter: true, disableOnInteraction: false }}
      spaceBetween={PRODUCT_CAROUSEL.spaceBetweenPx}
      slidesPerView={1}
      breakpoints={carouselBreakpoints()}
      loop={carouselLoops(products.length, width)}
      className="product-carousel__swiper"
    >
      {products.map((product) => (
        <SwiperSlide key={product.id} className="product-carousel__slide">
          <ProductCard product={product} stock={stock} notes={notes} titleLevel={3} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
