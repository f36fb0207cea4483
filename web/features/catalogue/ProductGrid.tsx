import { memo, useDeferredValue, useEffect, useRef, useState } from 'react';
import { chooseVariant, type VariantHint } from '../../../core/catalogue';
import type { Product } from '../../../core/entities/catalogue';
import { type ItemList, viewItemList } from '../../lib/analytics/ecommerce';
import { pushEntry } from '../../lib/data-layer';
import { useCardNotes } from './card-notes';
import { EAGER_CARD_IMAGES } from './catalogue-config';
import { ProductCard } from './ProductCard';
import { useZipStock } from './use-zip-stock';
import './ProductGrid.css';

interface ProductGridProps {
  products: readonly Product[];
  variantHint?: VariantHint;
  /** the list as analytics names it: view_item_list when shown, select_item when a card is opened */
  list?: ItemList;
}

/** Cards of the first render: the first screen of a phone (two rows) and of a desktop (one). */
const FIRST_PAINT_CARDS = 4;
/** Cards added per background step after that. */
const CARDS_PER_STEP = 2;
/** Images fetched first: the top row, where the largest image of the first screen is. */
const PRIORITY_CARD_IMAGES = 2;

// A card redraws only when its own props change: each step draws its new cards and nothing else.
const Card = memo(ProductCard);

// Only the first list of a visit is drawn in steps. Later lists (a filter, a page, Back) are drawn
// whole at once, as before, so scroll restoration finds the page at its full height.
let firstListDrawn = false;

/**
 * How many of `total` cards to draw. Performance (Lighthouse mobile ≥ 90): on a cold
 * load the first screen's cards are drawn at once and the rest two at a time, each in a task of
 * its own, so no long task holds the main thread while the first images load.
 */
function useCardsToDraw(total: number): number {
  const [count, setCount] = useState(() => (firstListDrawn ? Number.POSITIVE_INFINITY : FIRST_PAINT_CARDS));
  useEffect(() => {
    firstListDrawn = true;
  }, []);
  useEffect(() => {
    if (count >= total) return;
    // A plain update per step, each its own short task (a transition would restart, and come late,
    // whenever an answer arrives meanwhile).
    const timer = setTimeout(() => setCount((drawn) => drawn + CARDS_PER_STEP), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}

/** Cards of one list page, with stock and notes for the shopper's zip asked once for the whole page. */
export function ProductGrid({ products, variantHint, list }: ProductGridProps) {
  useViewItemList(products, variantHint, list);
  const stock = useZipStock(products);
  // Each answer redraws every card: as a background render, in slices between frames.
  const shownStock = useDeferredValue(stock);
  const notes = useDeferredValue(useCardNotes());
  const drawn = useCardsToDraw(products.length);
  // A URL naming another variant (a new weight segment, ?sku=) starts each card over on that variant.
  const hintKey = JSON.stringify(variantHint ?? {});
  return (
    <ul className="product-grid">
      {products.slice(0, drawn).map((product, index) => (
        <li key={product.id} className="product-grid__item">
          <Card
            key={hintKey}
            product={product}
            variantHint={variantHint}
            stock={shownStock}
            notes={notes}
            eager={index < EAGER_CARD_IMAGES}
            priority={index < PRIORITY_CARD_IMAGES}
            list={list}
            index={index}
          />
        </li>
      ))}
      {/* Room for the cards still to be drawn, so what follows the grid does not move. */}
      {Array.from({ length: products.length - drawn }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: empty boxes with nothing to tell apart
        <li key={`pending:${index}`} className="product-grid__item product-grid__item--pending" aria-hidden="true" />
      ))}
    </ul>
  );
}

/** view_item_list once per list and set of products shown (a new page, filter or sort is a new one). */
function useViewItemList(products: readonly Product[], variantHint: VariantHint | undefined, list: ItemList | undefined) {
  const reported = useRef<string | null>(null);
  const key = list ? `${list.id}|${products.map((p) => p.id).join(',')}` : null;
  useEffect(() => {
    if (!list || !key || products.length === 0 || reported.current === key) return;
    reported.current = key;
    const shown = products.flatMap((product) => {
      const variant = chooseVariant(product, variantHint) ?? product.variants[0];
      return variant ? [{ product, variant }] : [];
    });
    pushEntry(viewItemList(list, shown));
  }, [key, list, products, variantHint]);
}
