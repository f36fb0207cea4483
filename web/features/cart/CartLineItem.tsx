import { type ReactNode, useId } from 'react';
import { Link } from '../../ui/Link';
import { type CartLineState, centsToAmount, lineQuantityCap, lineSubtotalCents, toWireLine } from '../../../core/cart';
import { productLink } from '../../../core/catalogue';
import { MIN_LINE_QUANTITY } from '../../../core/constants';
import { responsiveImage } from '../../../core/images/srcset';
import { PackshotPlaceholder, useImageFailure } from '../catalogue/offline/PackshotPlaceholder';
import { formatMoney, Price } from '../../ui/Price';
import { QuantityField } from '../catalogue/QuantityField';
import { AutoshipLimitAlert } from './AutoshipLimitAlert';
import type { LineProduct } from './cart-line-products';
import { TrashIcon } from '../../ui/icons';
import './CartLineItem.css';

const THUMBNAIL_PX = 96;
/** Value of the frequency select that means no plan. */
const ONE_TIME = '';

interface CartLineItemProps {
  line: CartLineState;
  /** the line's catalogue product (picture, link, plans), once known */
  details?: LineProduct;
  atAutoshipLimit: boolean;
  /** the 'waiting to sync' mark of a line with a change not yet accepted by the server */
  pendingMark?: ReactNode;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  onSellingPlanChange: (sellingPlanId: string | null) => void;
}

/** One line of the cart screen: picture, title, size, price, quantity, Autoship frequency, remove. */
export function CartLineItem({
  line,
  details,
  atAutoshipLimit,
  pendingMark,
  onQuantityChange,
  onRemove,
  onSellingPlanChange,
}: CartLineItemProps) {
  const wire = toWireLine(line);
  const href = details ? productLink(details.variant) : null;
  const imageUrl = details ? details.variant.imagePrimary.url || details.product.featuredImage.url : '';
  const image = imageUrl ? responsiveImage(imageUrl, THUMBNAIL_PX, THUMBNAIL_PX) : null;
  const [imageFailed, onImageError] = useImageFailure(imageUrl);
  const isAutoship = line.sellingPlanId !== null;
  // Two sizes of one product are two lines: the size is part of every name.
  const name = `${line.productTitle} – ${line.variantTitle}`;

  return (
    <li className="cart-line" aria-label={name}>
      <div className="cart-line__image">
        {/* offline, a picture never fetched (or no picture known) shows the packshot placeholder */}
        {image && !imageFailed ? (
          <img
            src={image.src}
            srcSet={image.srcSet}
            alt=""
            width={THUMBNAIL_PX}
            height={THUMBNAIL_PX}
            loading="lazy"
            onError={onImageError}
          />
        ) : (
          <PackshotPlaceholder label="" width={THUMBNAIL_PX} height={THUMBNAIL_PX} />
        )}
      </div>
      <div className="cart-line__info">
        <h2 className="cart-line__title">{href ? <Link to={href}>{line.productTitle}</Link> : line.productTitle}</h2>
        <p className="cart-line__variant">{line.variantTitle}</p>
        <Price
          className="cart-line__price"
          amount={centsToAmount(line.unitPriceCents)}
          compareAt={wire.cost.compareAtAmountPerQuantity?.amount}
        />
        {pendingMark}
      </div>
      <div className="cart-line__controls">
        <QuantityField
          quantity={line.quantity}
          onChange={onQuantityChange}
          inStock
          min={MIN_LINE_QUANTITY}
          max={lineQuantityCap(isAutoship)}
          label={`Quantity of ${name}`}
        />
        <PlanSelect line={line} details={details} onChange={onSellingPlanChange} />
        <p className="cart-line__subtotal">
          <span className="visually-hidden">Line subtotal </span>
          {formatMoney(centsToAmount(lineSubtotalCents(line)))}
        </p>
        <button type="button" className="cart-line__remove" aria-label={`Remove ${name}`} onClick={onRemove}>
          <TrashIcon />
          <span>Remove</span>
        </button>
      </div>
      {atAutoshipLimit && <AutoshipLimitAlert className="cart-line__alert" />}
    </li>
  );
}

/** Autoship frequency of a line, from the product's selling plans; 'One-time purchase' drops the plan. */
function PlanSelect({
  line,
  details,
  onChange,
}: {
  line: CartLineState;
  details?: LineProduct;
  onChange: (sellingPlanId: string | null) => void;
}) {
  const id = useId();
  const plans = [...(details?.product.sellingPlans ?? [])].sort((a, b) => a.intervalWeeks - b.intervalWeeks);
  if (plans.length === 0) {
    return line.sellingPlanId ? <p className="cart-line__plan">Autoship</p> : null;
  }
  return (
    <div className="cart-line__plan">
      <label htmlFor={id}>Autoship frequency</label>
      <select id={id} value={line.sellingPlanId ?? ONE_TIME} onChange={(e) => onChange(e.target.value || null)}>
        <option value={ONE_TIME}>One-time purchase</option>
        {plans.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {`Every ${plan.intervalWeeks} weeks (save ${plan.discountPercent}%)`}
          </option>
        ))}
      </select>
    </div>
  );
}
