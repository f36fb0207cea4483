import { Link } from 'react-router-dom';
import type { SiteCode } from '../../../core/constants';
import { useSiteCode } from '../../app/site';
import { HomeRecommendedCarousel } from '../catalogue/ProductCarousel';
import { buttonClass } from '../../ui/Button';
import './HomePage.css';

/** Hero copy per storefront: shoppers and shelters (DTC) or clinic staff (HPSF). */
const HERO_COPY: Record<SiteCode, { eyebrow: string; heading: string; text: string }> = {
  DTC: {
    eyebrow: 'Vet-recommended nutrition',
    heading: 'Food your dog or cat will love, delivered to your door',
    text: 'Complete nutrition for every life stage, from puppies and kittens to seniors. Order once or set up Autoship and never run out.',
  },
  HPSF: {
    eyebrow: 'Professional staff feeding',
    heading: 'Nutrition for the pets of veterinary professionals',
    text: 'Order everyday and clinical diets for your own pets at program pricing, shipped to your clinic or to your home.',
  },
};

/**
 * Seeded featured products sold in both storefronts (the main line's best-ranked); the content
 * service's get-product-carousel replaces this list when that issue lands.
 */
const RECOMMENDED_HANDLES = [
  'adult-7-plus-beef-recipe-canned-dog-food',
  'active-mobility-cat-duck-recipe-wet-tray-cat-food',
  'puppy-turkey-recipe-wet-tray-dog-food',
  'urinary-and-hairball-chicken-recipe-dry-cat-food',
  'healthy-weight-cat-chicken-recipe-dry-cat-food',
  'senior-11-plus-chicken-recipe-dry-cat-food',
  'puppy-lamb-recipe-dry-dog-food',
  'indoor-chicken-recipe-dry-cat-food',
];

export function HomePage() {
  const copy = HERO_COPY[useSiteCode()];
  return (
    <>
      <HomeHero copy={copy} />
      <HomeRecommendedCarousel handles={RECOMMENDED_HANDLES} />
    </>
  );
}

function HomeHero({ copy }: { copy: (typeof HERO_COPY)[SiteCode] }) {
  return (
    <section className="home-hero" aria-labelledby="home-hero-heading">
      <p className="home-hero__eyebrow">{copy.eyebrow}</p>
      <h1 id="home-hero-heading" className="home-hero__heading">
        {copy.heading}
      </h1>
      <p className="home-hero__text">{copy.text}</p>
      <div className="home-hero__actions">
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
