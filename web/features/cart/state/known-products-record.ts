/**
 * zod schemas of the products the cart reads back from IndexedDB. variant-source loads this module
 * only when there is something stored to check, so a first visit loads no zod (the first-visit JavaScript budget).
 */
import { z } from 'zod';
import { productSchema } from '../../../../core/entities/catalogue';

export { productSchema };
/** The 'cart-products' record: the products the shopper added from. */
export const knownProductsSchema = z.array(productSchema);
