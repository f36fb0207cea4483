import { useState } from 'react';
import { fluidImage, responsiveImage, sizesAttribute } from '../../../core/images/srcset';
import { PackshotPlaceholder, useImageFailure } from '../catalogue/offline/PackshotPlaceholder';

interface GalleryImage {
  url: string;
  alt: string;
}

const MAIN_SIZE = 480;
const THUMB_SIZE = 64;
/**
 * The main image fills the page width on phones and is at most MAIN_SIZE px wide elsewhere (the
 * default hint's 800px would fetch renditions larger than the box ever is).
 */
const MAIN_SIZES = sizesAttribute(`sm:100vw ${MAIN_SIZE}px`);

/** The selected variant's pictures (variantMediaList): one large image and thumbnails to switch it. */
export function ProductGallery({ images }: { images: readonly GalleryImage[] }) {
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  const [mainFailed, onMainError] = useImageFailure(current?.url ?? '');
  if (!current) return null;
  const main = fluidImage(current.url, MAIN_SIZE, MAIN_SIZE);
  return (
    <div className="gallery">
      {mainFailed ? (
        <PackshotPlaceholder className="gallery__main" label={current.alt} width={MAIN_SIZE} height={MAIN_SIZE} />
      ) : (
        <img
          className="gallery__main"
          src={main.src}
          srcSet={main.srcSet}
          sizes={MAIN_SIZES}
          alt={current.alt}
          width={MAIN_SIZE}
          height={MAIN_SIZE}
          fetchPriority="high"
          onError={onMainError}
        />
      )}
      {images.length > 1 && (
        <ul className="gallery__thumbs">
          {images.map((image, i) => {
            const thumb = responsiveImage(image.url, THUMB_SIZE, THUMB_SIZE);
            return (
              <li key={image.url}>
                <button
                  type="button"
                  className="gallery__thumb"
                  aria-label={`Show image ${i + 1} of ${images.length}`}
                  aria-pressed={i === index}
                  onClick={() => setIndex(i)}
                >
                  <GalleryThumb src={thumb.src} srcSet={thumb.srcSet} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** A thumbnail; one that cannot load (offline, never fetched) shows the packshot placeholder. */
function GalleryThumb({ src, srcSet }: { src: string; srcSet: string }) {
  const [failed, onError] = useImageFailure(src);
  if (failed) return <PackshotPlaceholder label="" width={THUMB_SIZE} height={THUMB_SIZE} />;
  return <img src={src} srcSet={srcSet} alt="" width={THUMB_SIZE} height={THUMB_SIZE} loading="lazy" onError={onError} />;
}
