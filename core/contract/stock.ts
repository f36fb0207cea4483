import { z } from 'zod';
import { stockDestinationSchema } from '../entities/catalogue';
import { endpoint } from './define';
import { STOCK_PATHS } from './paths';

const zipCode = z.string().regex(/^\d{5}$/, 'expected a five-digit zip code');

/** POST /api/get-products-stock {skus, zipCode, destination}: availability of each sku for that zip. */
export const getProductsStock = endpoint({
  path: STOCK_PATHS.getProductsStock,
  methods: ['POST', 'GET'],
  input: z.object({
    skus: z.array(z.string().min(1).max(64)).min(1).max(200),
    zipCode,
    destination: stockDestinationSchema,
  }),
  output: z.object({ skus: z.array(z.object({ sku: z.string(), in_stock: z.boolean() })) }),
  shared: true,
});

/** POST /api/get-stock-object {destination}: the serviceable zip ranges ('low-high'). */
export const getStockObject = endpoint({
  path: STOCK_PATHS.getStockObject,
  methods: ['POST', 'GET'],
  input: z.object({ destination: stockDestinationSchema.default('HOME') }),
  output: z.object({ data: z.object({ all_zips: z.array(z.string()) }) }),
  cacheable: true,
});

/** POST /api/get-state-by-zipcode {zipCode}: the US state of a zip (real 3-digit prefix table). */
export const getStateByZipcode = endpoint({
  path: STOCK_PATHS.getStateByZipcode,
  methods: ['POST', 'GET'],
  input: z.object({ zipCode }),
  output: z.object({ state: z.string().length(2) }),
  cacheable: true,
});

/** GET /api/get-estimated-delivery-date?zipCode=: delivery date in business days from today. */
export const getEstimatedDeliveryDate = endpoint({
  path: STOCK_PATHS.getEstimatedDeliveryDate,
  methods: ['GET'],
  input: z.object({ zipCode }),
  output: z.object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    state: z.string().length(2),
    city: z.string().nullable(),
    businessDays: z.number(),
  }),
  shared: true,
});
