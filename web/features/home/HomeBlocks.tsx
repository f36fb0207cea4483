/** The home page's content blocks (core/entities/merchandising.ts), each drawn from its content call. */
import { fluidImage } from '../../../core/images/srcset';
import { useGoodnessBoxBadge, useSitewideBanners, useTwoColumnSection } from '../content/merchandising-queries';
import type { HighlightContentBlock } from '../../../core/entities/merchandising';
import { buttonClass } from '../../ui/Button';
import { ContentLink } from '../../ui/ContentLink';
import { SuccessCheckIcon } from '../../ui/icons';
import { surfaceClass } from '../../ui/surface';

/** The lead block: eyebrow, the page's h1, its text and up to three calls to action. */
export function HighlightBlock({ block }: { block: HighlightContentBlock }) {
  return (
    <section className={`home-highlight ${surfaceClass(block.bg_color, block.copyColor)}`} aria-labelledby="home-highlight-heading">
      <p className="home-highlight__eyebrow">{block.eyebrow}</p>
      <h1 id="home-highlight-heading" className="home-highlight__heading">
        {block.heading}
      </h1>
      <p className="home-highlight__text">{block.text}</p>
      {block.ctas.length > 0 && (
        <div className="home-highlight__actions">
          {block.ctas.map((cta, index) => (
            <ContentLink key={cta.href} link={cta} className={buttonClass(index === 0 ? 'primary' : 'secondary')} />
          ))}
        </div>
      )}
    </section>
  );
}

/** One-line banners above the lead block (get-sitewide-banners); nothing without any. */
export function SitewideBanners() {
  const { data } = useSitewideBanners();
  if (!data?.length) return null;
  return (
    <div className="sitewide-banners">
      {data.map((banner) => (
        <p key={banner.id} className={`sitewide-banner ${surfaceClass(banner.bg_color, banner.copyColor)}`}>
          <span>{banner.message}</span>
          {banner.link && <ContentLink link={banner.link} className="sitewide-banner__link" />}
        </p>
      ))}
    </div>
  );
}

/** The brand's promise (get-goodness-box-badge): its badge, heading, text and points. */
export function GoodnessBox() {
  const { data } = useGoodnessBoxBadge();
  if (!data) return null;
  return (
    <section className="goodness-box" aria-labelledby="goodness-box-heading">
      <p className="goodness-box__badge">{data.badge}</p>
      <div className="goodness-box__body">
        <h2 id="goodness-box-heading">{data.heading}</h2>
        <p>{data.text}</p>
        <ul className="goodness-box__points">
          {data.points.map((point) => (
            <li key={point}>
              <SuccessCheckIcon size={20} />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The picture's largest box (CSS px, 4:3); renditions follow §9's width steps. */
const PICTURE = { width: 560, height: 420 };
const PICTURE_SIZES = '(max-width: 767px) 100vw, 560px';

/** Copy beside a picture (get-two-column-section), the picture on the side the content says. */
export function TwoColumnSection() {
  const { data } = useTwoColumnSection();
  if (!data) return null;
  const picture = fluidImage(data.image.url, PICTURE.width, PICTURE.height, 'cover');
  const side = data.imagePosition === 'left' ? 'two-column--image-left' : 'two-column--image-right';
  return (
    <section className={`two-column ${side} ${surfaceClass(data.bg_color, data.copyColor)}`} aria-labelledby="two-column-heading">
      <div className="two-column__copy">
        <h2 id="two-column-heading">{data.heading}</h2>
        {data.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {data.cta && <ContentLink link={data.cta} className={buttonClass('primary')} />}
      </div>
      <img
        className="two-column__image"
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={PICTURE_SIZES}
        alt={data.image.alt}
        width={PICTURE.width}
        height={PICTURE.height}
        loading="lazy"
        decoding="async"
      />
    </section>
  );
}
