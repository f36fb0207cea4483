import type { LineSpec } from './lines';

/** "Vitalis Snacks": dog treats for direct-to-consumer shoppers only. */
export const TREATS_LINE: LineSpec = {
  key: 'treats',
  name: 'Vitalis Snacks',
  slug: 'vitalis-snacks',
  sites: ['DTC'],
  skuPrefix: 'VS',
  priceFactor: 1,
  bandColor: '#e65100',
  subBrandGroup: null,
  subBrands: [
    {
      label: 'Crunchy Bites',
      ages: ['adult'],
      breedSizes: [],
      health: [],
      recipes: ['dog chicken treat-bag', 'dog beef treat-bag', 'dog lamb treat-bag', 'dog duck treat-bag', 'dog vegetable treat-bag'],
    },
    {
      label: 'Soft Baked',
      ages: ['adult'],
      breedSizes: [],
      health: [],
      recipes: ['dog chicken treat-pouch', 'dog turkey treat-pouch', 'dog salmon treat-pouch', 'dog tuna treat-pouch'],
    },
    {
      label: 'Training Treats',
      ages: ['young'],
      breedSizes: [],
      health: [],
      recipes: ['dog chicken treat-pouch', 'dog salmon treat-pouch draft'],
    },
    {
      label: 'Dental Chews',
      ages: ['adult', 'senior'],
      breedSizes: ['small', 'medium', 'large'],
      health: ['dental-care'],
      recipes: ['dog chicken treat-bag', 'dog vegetable treat-bag'],
    },
    {
      label: 'Senior Soft Bites',
      ages: ['senior'],
      breedSizes: [],
      health: ['joint-care'],
      recipes: ['dog turkey treat-pouch'],
    },
  ],
};
