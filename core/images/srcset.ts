import { DEFAULT_IMAGE_SIZES, IMAGE_DENSITIES, IMAGE_FORMAT, IMAGE_MAX_STEP_WIDTH, IMAGE_SCREENS, IMAGE_WIDTH_STEPS } from '../constants';
import { formatImageModifiers } from './modifiers';

/** Rounds a wanted width up to the next width step of §9 (anything larger → 1200). */
export function imageWidthStep(width: number): number {
  return IMAGE_WIDTH_STEPS.find((step) => step >= width) ?? IMAGE_MAX_STEP_WIDTH;
}

/** '/assets/packshots/x.png' → 'packshots/x.png': the image route's source alias of the assets path. */
export function imageSource(url: string): string {
  return url.replace(/^\/?assets\//, '');
}

/** URL of one rendition through the image route. */
export function ipxUrl(url: string, options: { width: number; height?: number; fit?: 'cover' | 'contain' }): string {
  const modifiers = formatImageModifiers({
    format: IMAGE_FORMAT,
    fit: options.fit,
    width: options.width,
    height: options.height,
  });
  return `/_ipx/${modifiers}/${imageSource(url)}`;
}

/** 'sm:100vw md:80vw lg:800px' → '(max-width: 640px) 100vw, (max-width: 768px) 80vw, 800px'. */
export function sizesAttribute(hint: string = DEFAULT_IMAGE_SIZES): string {
  const entries = hint.split(/\s+/).map((part) => {
    const [screen, size] = part.includes(':') ? part.split(':') : ['', part];
    return { width: IMAGE_SCREENS[screen as keyof typeof IMAGE_SCREENS], size };
  });
  const last = entries.pop();
  return [...entries.map((e) => (e.width ? `(max-width: ${e.width}px) ${e.size}` : e.size)), last?.size ?? '100vw'].join(', ');
}

/**
 * src and srcset for a box `width` x `height` CSS px at densities 1 and 2, each width rounded
 * to a step so renditions are shared between components and cached once.
 */
export function responsiveImage(url: string, width: number, height?: number, fit: 'cover' | 'contain' = 'contain') {
  const candidates = IMAGE_DENSITIES.map((density) => {
    const w = imageWidthStep(width * density);
    const h = height ? Math.round((height * w) / width) : undefined;
    return { density, src: ipxUrl(url, { width: w, height: h, fit }) };
  });
  return { src: candidates[0].src, srcSet: candidates.map((c) => `${c.src} ${c.density}x`).join(', ') };
}

/** The rendition widths offered for a box up to `width` CSS px: each §9 step from `minWidth` to twice the box. */
export function widthCandidates(width: number, minWidth: number = IMAGE_SCREENS.xs): number[] {
  const largest = imageWidthStep(width * Math.max(...IMAGE_DENSITIES));
  const smallest = imageWidthStep(Math.min(minWidth, width));
  return [...new Set([...IMAGE_WIDTH_STEPS, IMAGE_MAX_STEP_WIDTH])].filter((w) => w >= smallest && w <= largest);
}

/**
 * src and a width-descriptor srcset ('… 320w, … 480w, …') for a fluid image at most `width` x
 * `height` CSS px: the browser picks a rendition from the `sizes` attribute (see sizesAttribute)
 * and the screen's density. Heights keep the box's aspect ratio.
 */
export function fluidImage(url: string, width: number, height?: number, fit: 'cover' | 'contain' = 'contain') {
  const rendition = (w: number) => ipxUrl(url, { width: w, height: height ? Math.round((height * w) / width) : undefined, fit });
  return {
    src: rendition(imageWidthStep(width)),
    srcSet: widthCandidates(width)
      .map((w) => `${rendition(w)} ${w}w`)
      .join(', '),
  };
}
