import { BREAKPOINTS, type CAROUSEL_BACKGROUNDS, PRODUCT_CAROUSEL } from '../../../core/constants';

/** A carousel background of §2. */
export type CarouselBackground = (typeof CAROUSEL_BACKGROUNDS)[number];

/** The §2 product carousel configuration (as the content service describes it). */
export interface ProductCarouselConfig {
  page: string;
  headline?: string;
  paragraph?: string;
  handles: { handle: string }[];
  bg_color?: CarouselBackground;
  /** text colour over the background */
  copyColor?: 'light' | 'dark';
  /** the last block of its page: no bottom margin */
  isLastComponent?: boolean;
}

/** Swiper breakpoints of §9: 1 slide, 2 from 780, 2.5 from 960, 3 from 1200; 12 px apart. */
export function carouselBreakpoints(): Record<number, { slidesPerView: number; spaceBetween: number }> {
  return Object.fromEntries(
    PRODUCT_CAROUSEL.slidesPerView.map(({ minWidth, slides }) => [
      minWidth,
      { slidesPerView: slides, spaceBetween: PRODUCT_CAROUSEL.spaceBetweenPx },
    ]),
  );
}

/** Slides shown at a viewport width. */
export function slidesPerViewAt(width: number): number {
  let slides = 1;
  for (const step of PRODUCT_CAROUSEL.slidesPerView) if (width >= step.minWidth) slides = step.slides;
  return slides;
}

/**
 * Whether the carousel loops (§9): on extra-large screens only with at least 3 items; below that
 * when there are more items than slides in view (a loop needs something to bring round).
 */
export function carouselLoops(itemCount: number, viewportWidth: number): boolean {
  if (viewportWidth >= BREAKPOINTS.xl) return itemCount >= PRODUCT_CAROUSEL.minItemsToLoopOnXl;
  return itemCount > Math.ceil(slidesPerViewAt(viewportWidth));
}
