import { describe, expect, it } from 'vitest';
import { purchaseEvent as purchase } from '../../../../web/features/checkout/checkout-analytics';
import { kibble } from '../../../core/cart/fixtures';
import { ecommerceEvent, productItem, selectItem, viewItem, viewItemList } from '../../../../web/lib/analytics/ecommerce';

const product = {
  title: 'Vitalis Adult Chicken & Rice',
  productType: 'Dry Food',
  facets: { brand: ['vitalis-nutrition'] },
};
const small = { sku: 'VA-CR-4', title: '4 lbs', price: { amount: '19.99' } };
const large = { sku: 'VA-CR-15', title: '15 lbs', price: { amount: '43.50' } };
const list = { id: '/products/dog', name: 'Dog Food' };

describe('GA4 ecommerce event builders', () => {
  it('an item carries id, name, brand, category, variant, price and quantity; index and list when given', () => {
    expect(productItem(product, small)).toEqual({
      item_id: 'VA-CR-4',
      item_name: 'Vitalis Adult Chicken & Rice',
      item_brand: 'vitalis-nutrition',
      item_category: 'Dry Food',
      item_variant: '4 lbs',
      price: 19.99,
      quantity: 1,
    });
    expect(productItem(product, large, { quantity: 3, index: 2, list })).toMatchObject({
      quantity: 3,
      index: 2,
      item_list_id: '/products/dog',
      item_list_name: 'Dog Food',
    });
    expect(productItem({ ...product, facets: { brand: [] } }, small)).not.toHaveProperty('item_brand');
  });

  it('view_item_list names the list and numbers its items from 0', () => {
    const event = viewItemList(list, [
      { product, variant: small },
      { product, variant: large },
    ]);
    expect(event.event).toBe('view_item_list');
    expect(event.ecommerce).toEqual({
      item_list_id: '/products/dog',
      item_list_name: 'Dog Food',
      items: [
        expect.objectContaining({ item_id: 'VA-CR-4', index: 0, item_list_id: '/products/dog' }),
        expect.objectContaining({ item_id: 'VA-CR-15', index: 1, item_list_name: 'Dog Food' }),
      ],
    });
  });

  it('select_item carries the one card opened with its position in the list', () => {
    expect(selectItem(list, product, large, 5)).toEqual({
      event: 'select_item',
      ecommerce: {
        item_list_id: '/products/dog',
        item_list_name: 'Dog Food',
        items: [expect.objectContaining({ item_id: 'VA-CR-15', index: 5, price: 43.5 })],
      },
    });
  });

  it('view_item has currency, the variant price as value and the one item', () => {
    expect(viewItem(product, large)).toEqual({
      event: 'view_item',
      ecommerce: { currency: 'USD', value: 43.5, items: [expect.objectContaining({ item_id: 'VA-CR-15', quantity: 1 })] },
    });
  });

  it('the value of an event sums price × quantity in cents (no float drift)', () => {
    const items = [productItem(product, { ...small, price: { amount: '0.10' } }, { quantity: 3 }), productItem(product, small)];
    expect(ecommerceEvent('add_to_cart', items).ecommerce).toMatchObject({ currency: 'USD', value: 20.29 });
  });

  it('purchase: the order number as transaction id, the total as value, tax, shipping with the service charge, coupon', () => {
    const order = {
      number: 'DTC-100231',
      lines: [{ sku: 'K15', productTitle: kibble.title, variantTitle: '15 lbs', quantity: 2, unitPrice: { amount: '20.00' } }],
      totals: { total: { amount: '50.45' }, tax: { amount: '2.90' }, shipping: { amount: '5.99' }, serviceCharge: { amount: '1.56' } },
    };
    expect(purchase(order, 'KIBBLE5')).toEqual({
      event: 'purchase',
      ecommerce: {
        currency: 'USD',
        transaction_id: 'DTC-100231',
        value: 50.45,
        tax: 2.9,
        shipping: 7.55,
        coupon: 'KIBBLE5',
        items: [{ item_id: 'K15', item_name: kibble.title, item_variant: '15 lbs', price: 20, quantity: 2 }],
      },
    });
    expect(purchase(order, null).ecommerce).not.toHaveProperty('coupon');
  });
});
