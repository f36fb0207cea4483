import { useEffect } from 'react';
import type { CartLineState } from '../../../core/cart';
import { centsToAmount, lineSubtotalCents } from '../../../core/cart';
import { responsiveImage } from '../../../core/images/srcset';
import { CloseIcon } from '../../ui/icons';
import { formatMoney } from '../../ui/Price';
import { AutoshipLimitAlert } from './AutoshipLimitAlert';
import { FreeShippingTracker } from './FreeShippingTracker';
import { TrashIcon } from '../../ui/icons';
import { itemCountLabel, lineWeightLabel } from './line-details';
import { ModalDialog } from '../../ui/ModalDialog';
import { Button } from '../../ui/Button';
import './AddedToCartModal.css';

const THUMBNAIL_PX = 80;

export interface AddedToCartModalProps {
  /** the cart line the add landed on, as it now stands */
  line: CartLineState;
  /** packshot of the variant added ('' when unknown) */
  imageUrl: string;
  /** the cart's total quantity */
  totalQuantity: number;
  /** the cart's free-shipping eligible subtotal, for the small tracker */
  eligibleCents: number;
  /** the line is an Autoship line at the autoship limit */
  atAutoshipLimit: boolean;
  onClose: () => void;
  onGoToCart: () => void;
  onRemove: () => void;
  /** close by itself after this many ms; 0 (the default) never */
  autoCloseMs?: number;
  /** the add button that opened it (it was busy, so it may have lost focus meanwhile) */
  returnFocusTo?: HTMLElement | null;
}

/** §2/§4 confirmation after a successful add. */
export function AddedToCartModal({
  line,
  imageUrl,
  totalQuantity,
  eligibleCents,
  atAutoshipLimit,
  onClose,
  onGoToCart,
  onRemove,
  autoCloseMs = 0,
  returnFocusTo,
}: AddedToCartModalProps) {
  useEffect(() => {
    if (autoCloseMs <= 0) return;
    const timer = setTimeout(onClose, autoCloseMs);
    return () => clearTimeout(timer);
  }, [autoCloseMs, onClose]);
  const weight = lineWeightLabel(line);
  const image = imageUrl ? responsiveImage(imageUrl, THUMBNAIL_PX, THUMBNAIL_PX) : null;
  const unitPrice = formatMoney(centsToAmount(line.unitPriceCents));

  return (
    <ModalDialog title="Item added to your cart!" onClose={onClose} className="added-to-cart" returnFocusTo={returnFocusTo}>
      <button type="button" className="modal-dialog__close" aria-label="Close" onClick={onClose}>
        <CloseIcon />
      </button>
      <div className="added-to-cart__line">
        {image && (
          <img className="added-to-cart__image" src={image.src} srcSet={image.srcSet} alt="" width={THUMBNAIL_PX} height={THUMBNAIL_PX} />
        )}
        <div className="added-to-cart__details">
          <p className="added-to-cart__title">{line.productTitle}</p>
          <p className="added-to-cart__meta">
            {weight && <span>{weight}</span>}
            {line.sellingPlanId && <span className="added-to-cart__autoship">Autoship</span>}
          </p>
          <p className="added-to-cart__price">
            <span>
              {unitPrice} × {line.quantity}
            </span>
            <span className="added-to-cart__subtotal">
              <span className="added-to-cart__subtotal-label">Subtotal </span>
              {formatMoney(centsToAmount(lineSubtotalCents(line)))}
            </span>
          </p>
        </div>
        <button type="button" className="added-to-cart__remove" aria-label={`Remove ${line.productTitle} from cart`} onClick={onRemove}>
          <TrashIcon />
        </button>
      </div>
      {atAutoshipLimit && <AutoshipLimitAlert className="added-to-cart__alert" />}
      <p className="added-to-cart__count">{itemCountLabel(totalQuantity)}</p>
      <FreeShippingTracker eligibleCents={eligibleCents} layout="small" />
      <div className="added-to-cart__actions">
        <Button variant="secondary" onClick={onClose}>
          Continue Shopping
        </Button>
        <Button onClick={onGoToCart}>Go to Cart</Button>
      </div>
    </ModalDialog>
  );
}
