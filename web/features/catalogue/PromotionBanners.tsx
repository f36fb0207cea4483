import type { Species } from '../../../core/entities/catalogue';
import { promotionBannersFor } from '../../../core/merchandising/promotions';
import { usePromotionBanners } from '../content/merchandising-queries';
import { ContentLink } from '../../ui/ContentLink';
import { surfaceClass } from '../../ui/surface';
import './PromotionBanners.css';

/**
 * The content service's promotion banners under a product list (get-promotion-banners, a lazy call;
 * PromotionSlot loads this when the shopper nears the end of the list): below the products, so
 * their arrival moves nothing the shopper is looking at. Nothing without any, or while they load.
 */
export function PromotionBanners({ species }: { species?: Species }) {
  const banners = promotionBannersFor(usePromotionBanners().data ?? [], species);
  if (banners.length === 0) return null;
  return (
    <aside className="promotion-banners" aria-label="Promotions">
      {banners.map((banner) => (
        <section key={banner.id} className={`promotion-banner ${surfaceClass(banner.bg_color, banner.copyColor)}`}>
          <h2 className="promotion-banner__heading">{banner.heading}</h2>
          <p>{banner.text}</p>
          <ContentLink link={banner.link} className="promotion-banner__link" />
        </section>
      ))}
    </aside>
  );
}
