import { describe, expect, it } from 'vitest';
import {
  CARD_DECLINED_MESSAGE,
  cardBrand,
  cardFieldErrors,
  isExpired,
  parseExpiry,
  passesLuhn,
  summariseCard,
  testPaymentProvider,
} from '../../../core/checkout';

const NOW = new Date('2026-11-22T10:00:00Z');
const card = (cardNumber: string, extra: Partial<{ expiry: string; cvc: string; nameOnCard: string }> = {}) => ({
  cardNumber,
  expiry: '12/29',
  cvc: '123',
  nameOnCard: 'Ada Lovelace',
  ...extra,
});

describe('card rules', () => {
  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('abc')).toBe(false);
  });

  it('reads expiry MM/YY or MM/YYYY; a card is good through its expiry month', () => {
    expect(parseExpiry('07/28')).toEqual({ month: 7, year: 2028 });
    expect(parseExpiry(' 7 / 2028 ')).toEqual({ month: 7, year: 2028 });
    expect(parseExpiry('13/28')).toBeNull();
    expect(parseExpiry('0728')).toBeNull();
    expect(isExpired({ month: 11, year: 2026 }, NOW)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, NOW)).toBe(true);
  });

  it('names every bad field, and accepts spaces or dashes in the number and a 4-digit CVC', () => {
    expect(cardFieldErrors(card('4242 4242-4242 4242', { cvc: '1234' }), NOW)).toEqual({});
    expect(cardFieldErrors(card('4242', { expiry: '10/26', cvc: '12345', nameOnCard: '' }), NOW)).toEqual({
      cardNumber: 'Enter a valid card number.',
      expiry: 'This card has expired.',
      cvc: 'Enter the 3 or 4 digit security code.',
      nameOnCard: 'Enter the name on the card.',
    });
    expect(cardFieldErrors(card('4242424242424242', { expiry: '1226' }), NOW)).toEqual({ expiry: 'Enter the expiry date as MM/YY.' });
  });

  it('knows the brand and keeps only brand and last 4', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(summariseCard('4242 4242 4242 4242')).toEqual({ brand: 'visa', last4: '4242' });
  });
});

describe('test payment provider', () => {
  const charge = (cardNumber: string) =>
    testPaymentProvider.charge({ amountCents: 1000, card: card(cardNumber), reference: 'ref-1', now: NOW });

  it('approves 4242 4242 4242 4242 and other valid cards', () => {
    expect(charge('4242 4242 4242 4242')).toEqual({
      status: 'approved',
      authorizationId: 'test_auth_ref-1',
      card: { brand: 'visa', last4: '4242' },
    });
    expect(charge('5555 5555 5555 4444').status).toBe('approved');
  });

  it("declines 4000 0000 0000 0002 with 'Your card was declined.'", () => {
    expect(charge('4000 0000 0000 0002')).toEqual({
      status: 'declined',
      message: CARD_DECLINED_MESSAGE,
      card: { brand: 'visa', last4: '0002' },
    });
    expect(CARD_DECLINED_MESSAGE).toBe('Your card was declined.');
  });

  it('refuses invalid input before charging', () => {
    expect(charge('4242 4242 4242 4241')).toEqual({ status: 'invalid', fields: { cardNumber: 'Enter a valid card number.' } });
  });
});
