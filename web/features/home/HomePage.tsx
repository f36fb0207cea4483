import { PageHead } from '../../app/page-head/PageHead';
import { Link } from '../../ui/Link';
import { HomeRecommendedCarousel } from '../catalogue/ProductCarousel';
import { useSiteName } from '../content/content-queries';
import { useHighlightContentBlock } from '../content/merchandising-queries';
import { buttonClass } from '../../ui/Button';
import { surfaceClass } from '../../ui/surface';
import { GoodnessBox, HighlightBlock, SitewideBanners, TwoColumnSection } from './HomeBlocks';
import './HomePage.css';

/**
 * The home page, built from the content service's blocks (§7): sitewide banners, the highlight
 * block (the page's h1), the goodness-box badge, the home carousel of §2 and the two-column
 * section. A block that is missing or fails to load is left out; the lead block alone has a
 * stand-in, so the page always has its heading and its way into the shop.
 */
export function HomePage() {
  // the route table's title and the shop's own description; the server adds the site search's
  // structured data to the home page (api/features/content/search-engines.ts)
  return (
    <div className="home">
      <PageHead />
      <SitewideBanners />
      <HomeLead />
      <GoodnessBox />
      <HomeRecommendedCarousel />
      <TwoColumnSection />
    </div>
  );
}

function HomeLead() {
  const { data, isError, fetchStatus } = useHighlightContentBlock();
  if (data) return <HighlightBlock block={data} />;
  // offline with nothing stored, a read waits paused rather than failing: the stand-in draws then too
  if (isError || fetchStatus === 'paused') return <ShopLead />;
  return <div className={`home-highlight home-highlight--loading ${surfaceClass('dark blue', 'light')}`} aria-busy="true" />;
}

/** Without the highlight block: the shop's name and the way into its two halves. */
function ShopLead() {
  return (
    <section className={`home-highlight ${surfaceClass('dark blue', 'light')}`} aria-labelledby="home-highlight-heading">
      <h1 id="home-highlight-heading" className="home-highlight__heading">
        {useSiteName()}
      </h1>
      <div className="home-highlight__actions">
        <Link to="/products/dog" className={buttonClass('primary')}>
          Shop Dogs
        </Link>
        <Link to="/products/cat" className={buttonClass('primary')}>
          Shop Cats
        </Link>
      </div>
    </section>
  );
}
