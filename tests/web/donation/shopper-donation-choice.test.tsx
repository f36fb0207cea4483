// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartTotals } from '../../../core/cart';
import { CAMPAIGNS, shopperDonationChoices } from '../../../core/donation';
import { SiteCodeContext } from '../../../web/app/site';
import { OrderSummary } from '../../../web/features/cart/OrderSummary';
import DonationWidget from '../../../web/features/donation/DonationWidget';
import { ShopperDonationChoice } from '../../../web/features/donation/ShopperDonationChoice';
import { makeCart, makeLine } from '../../core/checkout/fixtures';
import { CART, donationStore, fakeProvider, serveProvider } from './support';

const isChecked = (name: string) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;

const BOTH = [CAMPAIGNS.onlinePurchase, CAMPAIGNS.roundUpDonation, CAMPAIGNS.addOnDonation];

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the round-up / add-on choice', () => {
  const choices = shopperDonationChoices({ activeCampaigns: BOTH, addOnAmounts: [1, 2, 5], goodsTotalCents: 5037 });

  it('is a labelled radio group with the kept amount checked; picking a choice sends its cents', () => {
    const onChange = vi.fn();
    render(<ShopperDonationChoice choices={choices} amountCents={0} onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Add a gift of your own (not taxed)' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['No extra gift', 'Round up to $51', 'Add $1', 'Add $2', 'Add $5']);
    expect(isChecked('No extra gift')).toBe(true);
    // one name for the group: the browser moves between them with the arrow keys
    expect(new Set(radios.map((r) => r.getAttribute('name'))).size).toBe(1);
    fireEvent.click(within(group).getByRole('radio', { name: 'Round up to $51' }));
    expect(onChange).toHaveBeenLastCalledWith(63, 'round-up');
    fireEvent.click(within(group).getByRole('radio', { name: 'Add $5' }));
    expect(onChange).toHaveBeenLastCalledWith(500, 'add-on');
  });

  it('shows the amount the cart holds as chosen', () => {
    render(<ShopperDonationChoice choices={choices} amountCents={200} onChange={() => {}} />);
    expect(isChecked('Add $2')).toBe(true);
    expect(isChecked('No extra gift')).toBe(false);
  });

  it('renders nothing without choices', () => {
    const { container } = render(<ShopperDonationChoice choices={[]} amountCents={0} onChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('the widget on the cart', () => {
  const widget = (onChange: (cents: number) => void, goodsTotalCents = 5037, amountCents = 0) => (
    <SiteCodeContext.Provider value="DTC">
      <DonationWidget context={CART} shopperDonation={{ goodsTotalCents, amountCents, onChange }} />
    </SiteCodeContext.Provider>
  );
  const renderWidget = (onChange: (cents: number) => void) => render(widget(onChange));

  it('offers the choice when the round-up and add-on campaigns are active', async () => {
    serveProvider(fakeProvider(donationStore({ activeCampaigns: BOTH, addOnAmounts: [1, 2, 5] })));
    const onChange = vi.fn();
    renderWidget(onChange);
    const region = await screen.findByRole('region', { name: 'Giving back' });
    const group = await within(region).findByRole('group', { name: 'Add a gift of your own (not taxed)' });
    fireEvent.click(within(group).getByRole('radio', { name: 'Add $1' }));
    expect(onChange).toHaveBeenCalledWith(100);
  });

  it('a picked round-up follows the cart: a new goods total sends the new round-up', async () => {
    serveProvider(fakeProvider(donationStore({ activeCampaigns: BOTH, addOnAmounts: [1, 2, 5] })));
    const onChange = vi.fn();
    const { rerender } = renderWidget(onChange);
    fireEvent.click(await screen.findByRole('radio', { name: 'Round up to $51' }));
    expect(onChange).toHaveBeenLastCalledWith(63);
    rerender(widget(onChange, 5037, 63));
    rerender(widget(onChange, 4210, 63));
    expect(onChange).toHaveBeenLastCalledWith(90);
  });

  it('offers no choice while only the online-purchase campaign is active', async () => {
    serveProvider(fakeProvider(donationStore({ activeCampaigns: [CAMPAIGNS.onlinePurchase], addOnAmounts: [1, 2, 5] })));
    renderWidget(() => {});
    const region = await screen.findByRole('region', { name: 'Giving back' });
    expect(within(region).queryByRole('group')).toBeNull();
  });
});

describe('the Order Summary', () => {
  it("shows the gift as its own 'Donation' row, in the Estimated Total", () => {
    const totals = cartTotals({ ...makeCart([makeLine('a', 4237, 1)]), donationCents: 63 });
    render(
      <MemoryRouter>
        <OrderSummary totals={totals} programDiscount={false} checkoutRefused={false} checkoutBusy={false} onProceedToCheckout={() => {}} />
      </MemoryRouter>,
    );
    const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(row('Donation')).toBe('$0.63');
    expect(row('Cart Subtotal')).toBe('$42.37');
    expect(row('Estimated Total')).toBe('$43.00');
  });
});
