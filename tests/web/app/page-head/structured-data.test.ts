import { describe, expect, it } from 'vitest';
import { productShareImage } from '../../../../web/app/page-head/share-image';
import { breadcrumbListJsonLd, itemListJsonLd, jsonLdText, productJsonLd } from '../../../../web/app/page-head/structured-data';
import { makeProduct, makeVariant } from '../../../core/catalogue/fixtures';

const ORIGIN = 'https://shop.example';

const turkey = () =>
  makeProduct({
    handle: 'adult-turkey',
    title: 'Vitalis Nutrition Adult Turkey Recipe Dry Dog Food',
    line: 'Vitalis Nutrition',
    productType: 'Dry Dog Food',
    descriptionHtml: '<p>Real turkey first.</p><p>No fillers.</p>',
    featuredImage: { url: '/assets/packshots/adult-turkey.png', alt: 'Adult Turkey bag' },
    variants: [
      makeVariant({
        sku: 'AT-4',
        title: 'Turkey / 4 lb',
        variantURL: 'vitalis-nutrition/adult-turkey/turkey-recipe/4lb',
        price: { amount: '19.99', currencyCode: 'USD' },
        inStock: false,
      }),
      makeVariant({
        sku: 'AT-15',
        title: 'Turkey / 15 lb',
        variantURL: 'vitalis-nutrition/adult-turkey/turkey-recipe/15lb',
        price: { amount: '49.99', currencyCode: 'USD' },
      }),
    ],
  });

describe('jsonLdText', () => {
  it('escapes what could end or bend a <script> element', () => {
    const text = jsonLdText({ '@type': 'Thing', name: '</script><!-- \u2028\u2029' });
    expect(text).not.toMatch(/[<\u2028\u2029]/);
    expect(text).toContain('\\u003c/script>\\u003c!--');
    expect(JSON.parse(text)).toEqual({ '@type': 'Thing', name: '</script><!-- \u2028\u2029' });
  });
});

describe('productShareImage', () => {
  it("is the featured picture, square, through the image route's largest rendition", () => {
    expect(productShareImage(turkey())).toEqual({
      url: '/_ipx/f_webp,fit_contain,w_1200,h_1200/packshots/adult-turkey.png',
      width: 1200,
      height: 1200,
      alt: 'Adult Turkey bag',
    });
  });

  it('is none for a product without a picture, and takes the title for a picture without a text', () => {
    expect(productShareImage(makeProduct({ featuredImage: { url: '', alt: '' } }))).toBeUndefined();
    expect(productShareImage(makeProduct({ title: 'Puppy Lamb', featuredImage: { url: '/assets/a.png', alt: '' } }))?.alt).toBe(
      'Puppy Lamb',
    );
  });
});

describe('productJsonLd', () => {
  it('describes the product with one offer per variant, in stock or not', () => {
    expect(productJsonLd(turkey(), ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Vitalis Nutrition Adult Turkey Recipe Dry Dog Food',
      description: 'Real turkey first. No fillers.',
      image: ['https://shop.example/_ipx/f_webp,fit_contain,w_1200,h_1200/packshots/adult-turkey.png'],
      brand: { '@type': 'Brand', name: 'Vitalis Nutrition' },
      category: 'Dry Dog Food',
      url: 'https://shop.example/products/adult-turkey',
      offers: [
        {
          '@type': 'Offer',
          sku: 'AT-4',
          name: 'Turkey / 4 lb',
          price: '19.99',
          priceCurrency: 'USD',
          availability: 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
          url: 'https://shop.example/products/vitalis-nutrition/adult-turkey/turkey-recipe/4lb?sku=AT-4',
        },
        {
          '@type': 'Offer',
          sku: 'AT-15',
          name: 'Turkey / 15 lb',
          price: '49.99',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/NewCondition',
          url: 'https://shop.example/products/vitalis-nutrition/adult-turkey/turkey-recipe/15lb?sku=AT-15',
        },
      ],
    });
  });

  it('leaves out what the product does not have', () => {
    const data = productJsonLd(
      makeProduct({ descriptionHtml: '', description: '', productType: '', featuredImage: { url: '', alt: '' } }),
      ORIGIN,
    );
    const json = JSON.parse(jsonLdText(data));
    expect(json).not.toHaveProperty('description');
    expect(json).not.toHaveProperty('image');
    expect(json).not.toHaveProperty('category');
  });
});

describe('breadcrumbListJsonLd', () => {
  it('lists the trail in order, each crumb with its absolute link', () => {
    const trail = [
      { label: 'Home', href: '/' },
      { label: 'All Products', href: '/products' },
      { label: 'Dog', href: '/products/dog' },
    ];
    expect(breadcrumbListJsonLd(trail, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
        { '@type': 'ListItem', position: 2, name: 'All Products', item: 'https://shop.example/products' },
        { '@type': 'ListItem', position: 3, name: 'Dog', item: 'https://shop.example/products/dog' },
      ],
    });
  });

  it('is none for a page without a trail', () => {
    expect(breadcrumbListJsonLd([], ORIGIN)).toBeNull();
  });
});

describe('itemListJsonLd', () => {
  const products = [
    { handle: 'adult-turkey', title: 'Adult Turkey' },
    { handle: 'puppy-lamb', title: 'Puppy Lamb' },
  ];

  it("lists the products shown, each linking its own page, counted from the list's start", () => {
    expect(itemListJsonLd(products, ORIGIN, 25)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 25, url: 'https://shop.example/products/adult-turkey', name: 'Adult Turkey' },
        { '@type': 'ListItem', position: 26, url: 'https://shop.example/products/puppy-lamb', name: 'Puppy Lamb' },
      ],
    });
  });

  it('is none for an empty list', () => {
    expect(itemListJsonLd([], ORIGIN)).toBeNull();
  });
});
