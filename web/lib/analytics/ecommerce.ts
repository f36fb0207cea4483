/**
 * The data layer's ecommerce events in GA4's documented shape (event name, then `ecommerce` with
 * currency, value and items). Pure functions: the callers push what these answer
 * (web/lib/data-layer.ts clears the previous `ecommerce` object first, as Google recommends).
 * Kept free of zod and of core/cart's schemas: the list and product pages of a first visit load it.
 */
import { amountToCents as amountCents } from '../../../core/catalogue/price';
import type { DataLayerEntry } from '../data-layer';

/** The shop sells in US dollars only (core/cart/rules CART_CURRENCY). */
export const ANALYTICS_CURRENCY = 'USD';

/** One item of an ecommerce event; price is the unit price paid, in currency units. */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_variant?: string;
  price: number;
  quantity: number;
  /** position in the list it was shown in, from 0 */
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
  /** the Autoship plan of a cart line, absent for a one-time purchase */
  selling_plan?: string;
}

/** A list of products as analytics names it (a catalogue page, search results, a carousel). */
export interface ItemList {
  id: string;
  name: string;
}

/** What an item is built from: a product and the variant shown or bought (core/entities/catalogue's shape). */
export interface ProductLike {
  title: string;
  productType: string;
  facets: { brand: readonly string[] };
}
export interface VariantLike {
  sku: string;
  title: string;
  price: { amount: string };
}

/** 1299 → 12.99 (GA4 takes numbers). */
export const centsValue = (cents: number): number => Math.round(cents) / 100;

/** The item of `variant` of `product`, shown at `index` of `list` (both optional). */
export function productItem(
  product: ProductLike,
  variant: VariantLike,
  options: { quantity?: number; index?: number; list?: ItemList } = {},
): AnalyticsItem {
  const brand = product.facets.brand[0];
  return {
    item_id: variant.sku,
    item_name: product.title,
    ...(brand ? { item_brand: brand } : {}),
    item_category: product.productType,
    item_variant: variant.title,
    price: centsValue(amountCents(variant.price.amount)),
    quantity: options.quantity ?? 1,
    ...(options.index === undefined ? {} : { index: options.index }),
    ...(options.list ? { item_list_id: options.list.id, item_list_name: options.list.name } : {}),
  };
}

/** Sum of price × quantity of `items`. */
export function itemsValue(items: readonly AnalyticsItem[]): number {
  return centsValue(items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0));
}

/** An ecommerce event: `name` with currency, value (the items' sum unless given), items and extra fields. */
export function ecommerceEvent(
  name: string,
  items: AnalyticsItem[],
  extra: { value?: number } & Record<string, unknown> = {},
): DataLayerEntry {
  const { value = itemsValue(items), ...rest } = extra;
  return { event: name, ecommerce: { currency: ANALYTICS_CURRENCY, value, ...rest, items } };
}

/** view_item_list: the products a list shows, each with its position. */
export function viewItemList(list: ItemList, products: readonly { product: ProductLike; variant: VariantLike }[]): DataLayerEntry {
  const items = products.map(({ product, variant }, index) => productItem(product, variant, { index, list }));
  return {
    event: 'view_item_list',
    ecommerce: { item_list_id: list.id, item_list_name: list.name, items },
  };
}

/** select_item: a card of `list` opened, at `index`. */
export function selectItem(list: ItemList, product: ProductLike, variant: VariantLike, index: number): DataLayerEntry {
  return {
    event: 'select_item',
    ecommerce: { item_list_id: list.id, item_list_name: list.name, items: [productItem(product, variant, { index, list })] },
  };
}

/** view_item: a product page, with the variant it shows. */
export const viewItem = (product: ProductLike, variant: VariantLike): DataLayerEntry =>
  ecommerceEvent('view_item', [productItem(product, variant)]);
