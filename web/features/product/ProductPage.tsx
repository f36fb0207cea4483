import { KEEP_SCROLL } from '../../app/scroll-restoration';
import { Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { DonationWidget } from '../donation/lazy-parts';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { chooseVariant } from '../../../core/catalogue';
import { MIN_LINE_QUANTITY } from '../../../core/constants';
import type { Product, Variant } from '../../../core/entities/catalogue';
import { PageTitle } from '../../app/page-head/PageHead';
import { NotFoundPage } from '../../app/errors/NotFoundPage';
import { useIsStaffFeeding } from '../../app/site';
import { viewItem } from '../../lib/analytics/ecommerce';
import { ApiError } from '../../lib/api';
import { pushEntry } from '../../lib/data-layer';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { LoadError } from '../../ui/LoadError';
import { PageLoading } from '../../ui/PageLoading';
import { Price } from '../../ui/Price';
import { useAddToCart } from '../catalogue/add-to-cart';
import { BadgeList } from '../catalogue/BadgeList';
import { DeliveryNote } from '../catalogue/DeliveryNote';
import { RecommendedCarousel } from '../catalogue/ProductCarousel';
import { QuantityField } from '../catalogue/QuantityField';
import { useProduct, useStock } from '../catalogue/queries';
import { withZipStock } from '../catalogue/zip-stock';
import { HomeZipControl } from '../catalogue/HomeZipControl';
import { useShopperLocation } from '../location/location-store';
import { useDealSkus } from '../content/deal-skus';
import { ProductBreadcrumbs, productPlace } from './ProductBreadcrumbs';
import { ProductGallery } from './ProductGallery';
import { ProductHead } from './ProductHead';
import { ProductReviews } from './ProductReviews';
import { type OptionName, productOptions, selectedValue, variantForOption } from './product-options';
import { type PurchaseChoice, PurchaseOptions } from './PurchaseOptions';
import { Button } from '../../ui/Button';
import './ProductPage.css';

/**
 * Product pages of §2: /products/{handle}, /products/dropshipping/{handle} and
 * /products/{brand}/{handle}/{flavor}/{size}. ?sku= (or the flavor/size slugs) preselects the variant.
 */
export function ProductPage() {
  const { handle = '', flavor, size } = useParams();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useProduct(handle);
  // The answer arrives as an urgent update (a query store); the page is drawn from it in the
  // background, in slices, so its arrival is no long task (it would weigh on Total Blocking Time).
  const product = useDeferredValue(query.data);

  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage invalidPath={location.pathname} />;
  if (!product) {
    // no product yet: the site name alone, as the route table gives product pages no title
    return (
      <>
        <PageTitle />
        {query.isError ? (
          <LoadError className="product-page__error" what="this product" onRetry={() => void query.refetch()} />
        ) : (
          <PageLoading />
        )}
      </>
    );
  }
  const variant = chooseVariant(product, { sku: searchParams.get('sku'), flavor, size });
  if (!variant) return <NotFoundPage invalidPath={location.pathname} />;
  const chooseSku = (next: Variant) =>
    setSearchParams(
      (params) => {
        params.set('sku', next.sku);
        return params;
      },
      { replace: true, state: KEEP_SCROLL },
    );
  return (
    <>
      <ProductHead product={product} />
      <ProductDetails key={product.id} product={product} selected={variant} onSelect={chooseSku} />
    </>
  );
}

interface ProductDetailsProps {
  product: Product;
  selected: Variant;
  onSelect: (variant: Variant) => void;
}

function ProductDetails({ product, selected, onSelect }: ProductDetailsProps) {
  const staffFeeding = useIsStaffFeeding();
  const location = useShopperLocation();
  const { add: addToCart, adding } = useAddToCart();
  const [quantity, setQuantity] = useState(MIN_LINE_QUANTITY);
  const [purchase, setPurchase] = useState<PurchaseChoice>({ kind: 'one-time' });
  const { data: stockAnswer } = useStock(
    product.variants.map((v) => v.sku),
    location.zip,
    location.destination,
  );
  const stock = useDeferredValue(stockAnswer); // redrawn in the background, as the product itself
  const deals = useDealSkus();
  const variant = withZipStock(selected, stock);
  const images = variant.variantMediaList.length > 0 ? variant.variantMediaList : [product.featuredImage];
  useViewItem(product, selected);

  return (
    <div className="product-page">
      <ProductBreadcrumbs place={productPlace(product)} productId={product.id} />
      <div className="product-page__main">
        <ProductGallery key={variant.id} images={images} />
        <div className="product-page__info">
          <p className="product-page__line">{product.line}</p>
          <h1 className="product-page__title">{product.title}</h1>
          <BadgeList variant={variant} deals={deals} className="product-page__badges" />
          <div className="product-page__price">
            {staffFeeding && <span className="product-page__price-label">Clinic price</span>}
            <Price amount={variant.price.amount} compareAt={variant.compareAtPrice?.amount} />
          </div>
          {productOptions(product).map((option) => (
            <OptionPicker
              key={option.name}
              name={option.name}
              values={option.values}
              current={selectedValue(variant, option.name)}
              onPick={(value) => {
                const next = variantForOption(product, variant, option.name, value);
                if (next && next.id !== variant.id) onSelect(next);
              }}
            />
          ))}
          {product.sellingPlans.length > 0 && (
            <PurchaseOptions variant={variant} plans={product.sellingPlans} choice={purchase} onChange={setPurchase} />
          )}
          <section className="product-page__availability" aria-label="Availability">
            <p className={variant.inStock ? 'product-page__stock' : 'product-page__stock product-page__stock--out'}>
              {variant.inStock ? `In stock for ${location.zip}` : `Out of stock for ${location.zip}`}
            </p>
            {!staffFeeding && variant.inStock && <DeliveryNote className="product-page__delivery" />}
            <HomeZipControl />
          </section>
          <Suspense fallback={null}>
            <DonationWidget context={{ kind: 'product', cmsId: variant.id, realPrice: Number.parseFloat(variant.price.amount) }} />
          </Suspense>
          <div className="product-page__buy">
            <QuantityField quantity={quantity} onChange={setQuantity} inStock={variant.inStock} />
            {addToCart && (
              <Button
                disabled={!variant.inStock || adding}
                aria-busy={adding}
                onClick={() =>
                  addToCart(variant, quantity, {
                    product,
                    sellingPlanId: purchase.kind === 'autoship' ? purchase.planId : null,
                  })
                }
              >
                Add to Cart
              </Button>
            )}
          </div>
        </div>
      </div>
      <section className="product-page__description" aria-labelledby="product-description-heading">
        <h2 id="product-description-heading">Description</h2>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised to div, span, p and h1 by sanitizeHtml (§5) */}
        <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(product.descriptionHtml) }} />
      </section>
      {!staffFeeding && <ProductReviews productId={product.id} />}
      <RecommendedCarousel product={product} />
    </div>
  );
}

interface OptionPickerProps {
  name: OptionName;
  values: string[];
  current: string | undefined;
  onPick: (value: string) => void;
}

/** Size, Flavor or Product Form as a group of choices; picking one switches the variant. */
function OptionPicker({ name, values, current, onPick }: OptionPickerProps) {
  return (
    <fieldset className="option-picker">
      <legend className="option-picker__legend">
        {name}: <span className="option-picker__current">{current}</span>
      </legend>
      <div className="option-picker__values">
        {values.map((value) => (
          <label key={value} className="option-picker__value">
            <input type="radio" name={`option-${name}`} value={value} checked={value === current} onChange={() => onPick(value)} />
            <span>{value}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** view_item once per product page shown, with the variant it opened on. */
function useViewItem(product: Product, variant: Variant) {
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (reported.current === product.id) return;
    reported.current = product.id;
    pushEntry(viewItem(product, variant));
  }, [product, variant]);
}
