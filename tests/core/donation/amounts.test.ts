import { describe, expect, it } from 'vitest';
import { addOnAmounts, convert, lineDonation, lineNet, roundMoney, roundUpAmount, spreadCartDiscount } from '../../../core/donation';

describe('donation amounts', () => {
  it('a line is price × quantity − discount, never below 0', () => {
    expect(lineNet(10, 3, 5)).toBe(25);
    expect(lineNet(10, 1, 15)).toBe(0);
  });
  it('percentage (type 0) of the net, flat (type 1) per unit', () => {
    expect(lineDonation(40, 2, { donationType: 0, value: 5 })).toBe(2);
    expect(lineDonation(40, 2, { donationType: 1, value: 1.5 })).toBe(3);
    expect(lineDonation(2, 2, { donationType: 1, value: 1.5 })).toBe(2); // never more than the line
    expect(lineDonation(0, 2, { donationType: 1, value: 1.5 })).toBe(0);
  });
  it('spreads a cart discount in proportion to the lines', () => {
    expect(spreadCartDiscount([30, 10], 8)).toEqual([24, 8]);
    expect(spreadCartDiscount([30, 10], 0)).toEqual([30, 10]);
    expect(spreadCartDiscount([30, 10], 100)).toEqual([0, 0]);
  });
  it('rounds up to the next whole dollar', () => {
    expect(roundUpAmount(12.3)).toBe(0.7);
    expect(roundUpAmount(12.01)).toBe(0.99);
    expect(roundUpAmount(12)).toBe(0);
  });
  it('converts to another currency rounded to 2 decimals', () => {
    expect(convert(10, 1)).toBe(10);
    expect(convert(10, 1.3579)).toBe(13.58);
    expect(roundMoney(1.005)).toBe(1.01);
    expect(addOnAmounts([1, 0, 5], 0.5)).toEqual([0.5, 2.5]);
  });
});
