import { useState } from 'react';
import { responsiveImage } from '../../../core/images/srcset';

interface GalleryImage {
  url: string;
  alt: string;
}

const MAIN_SIZE = 480;
const THUMB_SIZE = 64;

/** The selected variant's pictures (variantMediaList): one large image and thumbnails to switch it. */
export function ProductGallery({ images }: { images: readonly GalleryImage[] }) {
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  if (!current) return null;
  const main = responsiveImage(current.url, MAIN_SIZE, MAIN_SIZE);
  return (
    <div className="gallery">
      <img
        className="gallery__main"
        src={main.src}
        srcSet={main.srcSet}
        alt={current.alt}
        width={MAIN_SIZE}
        height={MAIN_SIZE}
        fetchPriority="high"
      />
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
                  <img src={thumb.src} srcSet={thumb.srcSet} alt="" width={THUMB_SIZE} height={THUMB_SIZE} loading="lazy" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
