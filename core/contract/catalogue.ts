import { z } from 'zod';
import { SORT_KEYS } from '../catalogue/sort';
import { filterGroupSchema, filterOptionSchema, filterSchema, productSchema } from '../entities/catalogue';
import { noResultsContentSchema } from '../entities/merchandising';
import { endpoint } from './define';
import { CATALOGUE_PATHS } from './paths';

/**
 * zod schema of a sort key. Here rather than beside SORT_KEYS (core/catalogue/sort): the list
 * pages import that module, and a schema in it would bring zod into their first-visit JavaScript.
 */
export const sortKeySchema = z.enum(SORT_KEYS);

const handle = z.string().min(1).max(200);
const handles = z.array(handle).min(1).max(100);
const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** One filter option with the number of products it would give for the current selection. */
export const facetOptionSchema = filterOptionSchema.extend({ count: z.number().int() });
export const facetGroupSchema = filterGroupSchema.omit({ options: true }).extend({ options: z.array(facetOptionSchema) });

/** Input of a product list: filters (AND across fields, OR within one), sort, page, optional search. */
export const productQuerySchema = z.object({
  filters: z.array(filterSchema).max(50).default([]),
  limit: z.number().int().min(1).max(100).default(24),
  page: z.number().int().min(1).max(10_000).default(1),
  /** defaults to 'relevance' with a search, else 'featured' */
  sort: sortKeySchema.optional(),
  search: z.string().max(200).optional(),
  /** species whose filter groups are shown (defaults to the species filter, if exactly one) */
  species: z.enum(['dog', 'cat']).optional(),
});
export type ProductQuery = z.infer<typeof productQuerySchema>;

export const productPageSchema = z.object({
  products: z.array(productSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
  facets: z.array(facetGroupSchema),
});

/** POST /api/ecom/v1.0/get-products-by-handles {handles}. */
export const getProductsByHandles = endpoint({
  path: CATALOGUE_PATHS.getProductsByHandles,
  methods: ['POST', 'GET'],
  input: z.object({ handles }),
  output: data(z.array(productSchema)),
  cacheable: true,
});

/** GET /api/ecom/v1.0/get-product-by-handle?handle=. */
export const getProductByHandle = endpoint({
  path: CATALOGUE_PATHS.getProductByHandle,
  methods: ['GET'],
  input: z.object({ handle }),
  output: data(productSchema),
  cacheable: true,
});

/** POST /api/ecom/v1.0/get-listing-products-by-handles {handles}. */
export const getListingProductsByHandles = endpoint({
  path: CATALOGUE_PATHS.getListingProductsByHandles,
  methods: ['POST', 'GET'],
  input: z.object({ handles }),
  output: data(z.array(productSchema)),
  cacheable: true,
});

/** POST /api/ecom/v1.0/get-listing-product-by-handle {handle}. */
export const getListingProductByHandle = endpoint({
  path: CATALOGUE_PATHS.getListingProductByHandle,
  methods: ['POST', 'GET'],
  input: z.object({ handle }),
  output: data(productSchema),
  cacheable: true,
});

/** POST /api/ecom/v1.0/get-filters-by-handle {handle, limit}: filter groups of a listing ('all', 'dog', 'cat'). */
export const getFiltersByHandle = endpoint({
  path: CATALOGUE_PATHS.getFiltersByHandle,
  methods: ['POST', 'GET'],
  input: z.object({ handle, limit: z.number().int().min(1).max(100).default(50) }),
  output: data(z.array(filterGroupSchema)),
  cacheable: true,
});

/** POST /api/cms/v1.0/get-products {filters, limit, page, sort}. */
export const getProducts = endpoint({
  path: CATALOGUE_PATHS.getProducts,
  methods: ['POST', 'GET'],
  input: productQuerySchema,
  output: data(productPageSchema),
  cacheable: true,
});

/** POST /api/cms/v1.0/get-filtered-products {filters, limit, page, sort}. */
export const getFilteredProducts = endpoint({
  path: CATALOGUE_PATHS.getFilteredProducts,
  methods: ['POST', 'GET'],
  input: productQuerySchema,
  output: data(productPageSchema),
  cacheable: true,
});

/**
 * GET /api/cms/v1.0/get-no-results-suggestions?search=: close catalogue words ('Did you mean'), the
 * content service's popular searches, and its products to show (the popular ones when it names none).
 */
export const getNoResultsSuggestions = endpoint({
  path: CATALOGUE_PATHS.getNoResultsSuggestions,
  methods: ['GET'],
  input: z.object({ search: z.string().max(200).default('') }),
  output: data(z.object({ suggestions: z.array(z.string()), popularSearches: z.array(z.string()), products: z.array(productSchema) })),
  cacheable: true,
});

/** GET /api/catalogue/snapshot: every listable product and filter group of the storefront, for offline use. */
export const getCatalogueSnapshot = endpoint({
  path: CATALOGUE_PATHS.getCatalogueSnapshot,
  methods: ['GET'],
  input: z.object({}).loose(),
  output: data(
    z.object({
      products: z.array(productSchema),
      filterGroups: z.array(filterGroupSchema),
      /** the no-results content, so a search offline offers what the server would */
      noResults: noResultsContentSchema.optional(),
      version: z.string(),
    }),
  ),
  cacheable: true,
});
