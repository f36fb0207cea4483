import { describe, expect, it } from 'vitest';
import { checkoutEmailSchema, formatOrderNumber, isOrderNumber, phoneDigits, shippingAddressSchema } from '../../../core/checkout';

const good = { firstName: 'Ada', lastName: 'L', address1: '1 Main St', city: 'Aurora', provinceCode: 'CO', zip: '80011' };
const fieldsOf = (input: unknown) => {
  const result = shippingAddressSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('shipping address', () => {
  it('accepts a good address, trimming and defaulting address2 and phone', () => {
    expect(shippingAddressSchema.parse({ ...good, city: ' Aurora ' })).toEqual({ ...good, address2: '', phone: '' });
  });

  it('names each missing or bad field with its message', () => {
    expect(fieldsOf({ ...good, firstName: ' ', address1: '', provinceCode: 'PR', zip: 'abcde', phone: '123' })).toEqual({
      firstName: 'Enter your first name.',
      address1: 'Enter your street address.',
      provinceCode: 'Choose your state.',
      zip: 'Enter a 5-digit zip code.',
      phone: 'Enter a 10-digit phone number.',
    });
  });

  it('refuses a zip of another state (core/stock zip prefixes)', () => {
    expect(fieldsOf({ ...good, zip: '96801' })).toEqual({ zip: '96801 is not a zip code in Colorado.' });
    expect(fieldsOf({ ...good, provinceCode: 'HI', zip: '96801' })).toEqual({});
    expect(fieldsOf({ ...good, provinceCode: 'DC', zip: '20001' })).toEqual({});
  });

  it('reads phone numbers with punctuation and a leading 1', () => {
    expect(phoneDigits('+1 (303) 555-0100')).toBe('3035550100');
    expect(fieldsOf({ ...good, phone: '+1 (303) 555-0100' })).toEqual({});
  });

  it('checks the email', () => {
    expect(checkoutEmailSchema.safeParse(' ada@example.com ').success).toBe(true);
    expect(checkoutEmailSchema.safeParse('ada@').success).toBe(false);
  });
});

describe('order numbers', () => {
  it('are VN- and the sequence', () => {
    expect(formatOrderNumber(100042)).toBe('VN-100042');
    expect(isOrderNumber('VN-100042')).toBe(true);
    expect(isOrderNumber('100042')).toBe(false);
  });
});
