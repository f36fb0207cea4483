import { Link } from 'react-router-dom';
import type { SiteCode } from '../../../core/constants';
import { useSiteCode } from '../../app/site';
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

export function HomePage() {
  const copy = HERO_COPY[useSiteCode()];
  return (
    <section className="home-hero" aria-labelledby="home-hero-heading">
      <p className="home-hero__eyebrow">{copy.eyebrow}</p>
      <h1 id="home-hero-heading" className="home-hero__heading">
        {copy.heading}
      </h1>
      <p className="home-hero__text">{copy.text}</p>
      <div className="home-hero__actions">
        <Link to="/products/dog" className="button button--primary">
          Shop Dogs
        </Link>
        <Link to="/products/cat" className="button button--primary">
          Shop Cats
        </Link>
      </div>
    </section>
  );
}
