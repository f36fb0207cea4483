// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATTESTATION_REQUIRED_MESSAGE, ATTESTATION_TEXT } from '../../../core/checkout';
import type { CheckoutQuote } from '../../../web/features/checkout/checkout-api';
import { ReviewStep } from '../../../web/features/checkout/ReviewStep';

const money = (amount: string) => ({ amount, currencyCode: 'USD' });
const QUOTE: CheckoutQuote = {
  subtotalBeforeSavings: money('20.00'),
  programDiscount: money('0.00'),
  promoDiscount: money('0.00'),
  codeDiscount: money('0.00'),
  subtotal: money('20.00'),
  shipping: money('0.00'),
  freeShipping: true,
  serviceCharge: money('0.00'),
  tax: money('0.58'),
  taxRate: '2.9%',
  donation: money('0.00'),
  total: money('20.58'),
};
const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1 Main St',
  address2: '',
  city: 'Aurora',
  provinceCode: 'CO' as const,
  zip: '80011',
  phone: '',
};
const CARD = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', nameOnCard: 'Ada Lovelace' };

function renderReview(props: Partial<Parameters<typeof ReviewStep>[0]> = {}) {
  const onPlaceOrder = vi.fn();
  render(
    <ReviewStep
      email="ada@example.com"
      address={ADDRESS}
      card={CARD}
      quote={QUOTE}
      submitting={false}
      blockedReason={null}
      error={null}
      onPlaceOrder={onPlaceOrder}
      onEdit={() => {}}
      {...props}
    />,
  );
  return onPlaceOrder;
}

afterEach(cleanup);

describe('review step answers', () => {
  it('a prescription order asks for the attestation: Place Order without it says so under the box and sends nothing', () => {
    const onPlaceOrder = renderReview({ attestations: ['prescription'], marketing: { initial: false } });
    const box = screen.getByRole('checkbox', { name: ATTESTATION_TEXT.prescription });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(onPlaceOrder).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(ATTESTATION_REQUIRED_MESSAGE);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Email me news and offers/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(onPlaceOrder).toHaveBeenCalledWith({ isAttestationChecked: true, acceptsEmailMarketing: true });
  });

  it('an order that needs no attestation shows none; a guest is not offered the marketing opt-in', () => {
    const onPlaceOrder = renderReview();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(onPlaceOrder).toHaveBeenCalledWith({ isAttestationChecked: false, acceptsEmailMarketing: false });
  });
});
