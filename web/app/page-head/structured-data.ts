/**
 * schema.org structured data (JSON-LD) of the shop's pages: what a search engine reads as the
 * page's product, breadcrumb trail and list of products. Pure builders; PageHead draws them.
 */
import type { Crumb } from '../../../core/breadcrumbs/crumb';
import { productLink } from '../../../core/catalogue/product-link';
import type { Product, Variant } from '../../../core/entities/catalogue';
import { productDescription } from './page-description';
import { absoluteUrl, productPagePath } from './page-url';
import { productShareImage } from './share-image';

/** One JSON-LD object; fields left undefined are left out of its JSON. */
export interface JsonLd {
  '@context'?: string;
  '@type': string;
  [field: string]: unknown;
}

const SCHEMA_ORG = 'https://schema.org';
const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';
const NEW_CONDITION = 'https://schema.org/NewCondition';

/**
 * JSON-LD as the text of a <script> element. '<' is escaped, so that no '</script>' or '<!--' in a
 * product's copy can end or bend the element; U+2028 and U+2029, which older parsers take for line
 * ends inside a string, are escaped too.
 */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** One offer per variant: the price and stock the catalogue states (not one shopper's zip). */
function variantOffer(variant: Variant, origin: string) {
  return {
    '@type': 'Offer',
    sku: variant.sku,
    name: variant.title,
    price: variant.price.amount,
    priceCurrency: variant.price.currencyCode,
    availability: variant.inStock ? IN_STOCK : OUT_OF_STOCK,
    itemCondition: NEW_CONDITION,
    url: absoluteUrl(origin, productLink(variant)),
  };
}

/** The Product of a product page, its offers one per variant. */
export function productJsonLd(product: Product, origin: string): JsonLd {
  const image = productShareImage(product);
  const description = productDescription(product);
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Product',
    name: product.title,
    description: description || undefined,
    image: image ? [absoluteUrl(origin, image.url)] : undefined,
    brand: product.line ? { '@type': 'Brand', name: product.line } : undefined,
    category: product.productType || undefined,
    url: absoluteUrl(origin, productPagePath(product.handle)),
    offers: product.variants.map((variant) => variantOffer(variant, origin)),
  };
}

/** The BreadcrumbList of a trail (§2), or none for a page without one. */
export function breadcrumbListJsonLd(trail: readonly Crumb[], origin: string): JsonLd | null {
  if (trail.length === 0) return null;
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(origin, crumb.href),
    })),
  };
}

/**
 * The ItemList of a page of a product list, or none for an empty page. Positions count from the
 * list's first product (page 2 of 24 a page starts at 25), each item links the product's own page.
 */
export function itemListJsonLd(products: readonly Pick<Product, 'handle' | 'title'>[], origin: string, firstPosition = 1): JsonLd | null {
  if (products.length === 0) return null;
  return {
    '@context': SCHEMA_ORG,
    '@type': 'ItemList',
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      url: absoluteUrl(origin, productPagePath(product.handle)),
      name: product.title,
    })),
  };
}
