import { Suspense, useId, useState } from 'react';
import { lazyOptional } from '../../lib/lazy-component';
import { Link } from '../../ui/Link';
import { chooseVariant, productLink, truncateDescription, type VariantHint } from '../../../core/catalogue';
import { MIN_LINE_QUANTITY } from '../../../core/constants';
import type { Product, Variant } from '../../../core/entities/catalogue';
import { useIsStaffFeeding } from '../../app/site';
import { type ItemList, selectItem } from '../../lib/analytics/ecommerce';
import { pushEntry } from '../../lib/data-layer';
import { BadgeList } from './BadgeList';
import { formatMoney, Price } from '../../ui/Price';
import { type AddToCartHandler, useAddToCart } from './add-to-cart';
import { CardImage } from './CardImage';
import { type CardNotes, useCardNotes } from './card-notes';
import { useDealSkus } from '../content/deal-skus';
import { qualifiesForFreeShipping } from './free-shipping';
import { QuantityField } from './QuantityField';
import { sizeLabel } from './variant-labels';
import { withZipStock } from './zip-stock';
import { Button } from '../../ui/Button';
import { useConsent } from '../consent/consent-state';
import './ProductCard.css';

// The star average is the review provider's: its code and its call come only once functional cookies are accepted.
const CardReviewStars = lazyOptional(() => import('../reviews/CardReviewStars').then((m) => m.default));

export interface ProductCardProps {
  product: Product;
  /** a sku (search), slug or flavor/size that picks the first variant shown (§2) */
  variantHint?: VariantHint;
  /** in-stock answer per sku for the shopper's zip */
  stock?: Readonly<Record<string, boolean>>;
  /** the notes a list reads once for all its cards (useCardNotes); a card drawn alone reads its own */
  notes?: CardNotes;
  /** the image is above the fold */
  eager?: boolean;
  priority?: boolean;
  /** the cart's add; without one (and without a provider) no add button is drawn */
  onAddToCart?: AddToCartHandler;
  titleLevel?: 2 | 3;
  /** the list the card is shown in, and its position there (select_item when opened) */
  list?: ItemList;
  index?: number;
}

/** A product in a list or carousel, as §2 draws it for the shopper's storefront. */
export function ProductCard(props: ProductCardProps) {
  const { product, variantHint, stock, notes, eager, priority, onAddToCart, titleLevel = 2, list, index } = props;
  const staffFeeding = useIsStaffFeeding();
  const { add: addToCart, adding } = useAddToCart(onAddToCart);
  const [chosenId, setChosenId] = useState<string | undefined>(() => chooseVariant(product, variantHint)?.id);
  const [quantity, setQuantity] = useState(MIN_LINE_QUANTITY);
  const base = product.variants.find((v) => v.id === chosenId) ?? product.variants[0];
  if (!base) return null;
  const variant = withZipStock(base, stock);
  const href = productLink(variant);
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  const reportSelect = list && index !== undefined ? () => pushEntry(selectItem(list, product, variant, index)) : undefined;

  return (
    <article className="product-card" aria-label={product.title}>
      <Link to={href} className="product-card__image-link" tabIndex={-1} aria-hidden="true" onClick={reportSelect}>
        <CardImage url={variant.imagePrimary.url || product.featuredImage.url} alt="" eager={eager} priority={priority} />
      </Link>
      {notes ? <CardBadges variant={variant} deals={notes.dealSkus} /> : <OwnCardBadges variant={variant} />}
      <Title className="product-card__title">
        <Link to={href} onClick={reportSelect}>
          {product.title}
        </Link>
      </Title>
      <p className="product-card__description">{truncateDescription(product.description)}</p>
      {staffFeeding ? (
        <SizeDropdown product={product} variant={variant} onChoose={setChosenId} />
      ) : (
        <>
          <SizePills product={product} variant={variant} onChoose={setChosenId} />
          <Price amount={variant.price.amount} compareAt={variant.compareAtPrice?.amount} className="product-card__price" />
          <CardReviews productId={product.id} />
          {notes ? <DtcNotes product={product} variant={variant} notes={notes} /> : <OwnDtcNotes product={product} variant={variant} />}
        </>
      )}
      <div className="product-card__buy">
        <QuantityField quantity={quantity} onChange={setQuantity} inStock={variant.inStock} />
        {addToCart && (
          <Button
            className="product-card__add"
            disabled={!variant.inStock || adding}
            aria-busy={adding}
            onClick={() => addToCart(variant, quantity, { product })}
          >
            Add to Cart
          </Button>
        )}
      </div>
    </article>
  );
}

/** Shoppers' star average and count, once functional cookies allow the review provider (§2). */
function CardReviews({ productId }: { productId: string }) {
  if (!useConsent('functional')) return null;
  return (
    <Suspense fallback={null}>
      <CardReviewStars productId={productId} />
    </Suspense>
  );
}

/** The badge row keeps its height when empty: a stock badge arriving with the zip's stock moves nothing. */
function CardBadges({ variant, deals }: { variant: Variant; deals?: ReadonlySet<string> }) {
  return (
    <div className="product-card__badge-slot">
      <BadgeList variant={variant} deals={deals} className="product-card__badges" />
    </div>
  );
}

/** A card drawn on its own, outside a list, reads the deals itself. */
function OwnCardBadges({ variant }: { variant: Variant }) {
  return <CardBadges variant={variant} deals={useDealSkus()} />;
}

interface VariantChoiceProps {
  product: Product;
  variant: Variant;
  onChoose: (variantId: string) => void;
}

/** DTC: one pill per size; the pressed one is the variant shown. */
function SizePills({ product, variant, onChoose }: VariantChoiceProps) {
  return (
    <fieldset className="product-card__sizes">
      <legend className="visually-hidden">Size</legend>
      {product.variants.map((v) => (
        <button key={v.id} type="button" className="size-pill" aria-pressed={v.id === variant.id} onClick={() => onChoose(v.id)}>
          {sizeLabel(v)}
        </button>
      ))}
    </fieldset>
  );
}

/** Staff feeding: a size dropdown with price, and the compare-at price struck through (§2). */
function SizeDropdown({ product, variant, onChoose }: VariantChoiceProps) {
  const id = useId();
  return (
    <div className="product-card__size-select">
      <label htmlFor={id}>Size</label>
      <select id={id} value={variant.id} onChange={(event) => onChoose(event.target.value)}>
        {product.variants.map((v) => (
          <option key={v.id} value={v.id}>
            {`${sizeLabel(v)} – ${formatMoney(v.price.amount, v.price.currencyCode)}`}
          </option>
        ))}
      </select>
      <Price amount={variant.price.amount} compareAt={variant.compareAtPrice?.amount} />
    </div>
  );
}

/** Autoship, free-shipping and delivery notes: shoppers only (§2). */
function DtcNotes({ product, variant, notes }: { product: Product; variant: Variant; notes: CardNotes }) {
  return (
    <div className="product-card__notes">
      {product.sellingPlans.length > 0 && <p className="product-card__autoship">Save an extra 5% with Autoship</p>}
      {qualifiesForFreeShipping(variant.price.amount, notes.freeShippingMinimum) && (
        <p className="product-card__free-shipping">Eligible for free shipping</p>
      )}
      {/* Room for the delivery line is kept while its estimate (and the zip's stock) loads, so cards do not grow. */}
      <div className="product-card__delivery-slot">
        {variant.inStock && notes.delivery && <p className="product-card__delivery">{notes.delivery}</p>}
      </div>
    </div>
  );
}

/** A card drawn on its own, outside a list, reads the notes itself. */
function OwnDtcNotes({ product, variant }: { product: Product; variant: Variant }) {
  return <DtcNotes product={product} variant={variant} notes={useCardNotes()} />;
}
