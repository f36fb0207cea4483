// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteCodeContext } from '../../../web/app/site';
import { ApiError } from '../../../web/lib/api';
import DonationWidget from '../../../web/features/donation/DonationWidget';
import type { DonationContext } from '../../../web/features/donation/sdk/donation-sdk';
import { CART, fakeProvider, PORTFOLIO, RESCUE, SHELTER, serveProvider } from './support';

function renderWidget(context: DonationContext = CART) {
  return render(
    <SiteCodeContext.Provider value="DTC">
      <DonationWidget context={context} />
    </SiteCodeContext.Provider>,
  );
}

beforeAll(() => {
  // jsdom has no modal dialogs: open and close as the browser would, minus the top layer
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => {
  localStorage.clear();
  window.dataLayer = undefined;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the donation widget', () => {
  it('names the cause and the amount, each call with the store id header; the site code goes to the data layer', async () => {
    const calls = serveProvider(fakeProvider());
    renderWidget();
    const region = await screen.findByRole('region', { name: 'Giving back' });
    expect(region.textContent).toContain(`$1.00 of this purchase goes to ${SHELTER.name}.`);
    expect(calls.filter((c) => c.path.startsWith('/api/donation/') && !c.path.includes('click-stream')).length).toBeGreaterThan(0);
    for (const call of calls.filter((c) => !c.path.includes('click-stream'))) expect(call.headers['x-store-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(window.dataLayer).toContainEqual({ siteCode: 'DTC' });
  });

  it('the charity search: a dialog with a labelled search form; a zip search; a picked charity becomes the cause', async () => {
    const provider = fakeProvider();
    const calls = serveProvider(provider);
    renderWidget();
    const region = await screen.findByRole('region', { name: 'Giving back' });
    fireEvent.click(within(region).getByRole('button', { name: 'Choose a charity' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose a charity' });
    // before a search: the featured causes, a portfolio among them
    const featured = within(dialog).getByRole('list', { name: 'Featured causes' });
    expect(within(featured).getByRole('button', { name: new RegExp(PORTFOLIO.name) }).textContent).toContain('A portfolio of 2 charities');
    expect(
      within(featured)
        .getByRole('button', { name: new RegExp(SHELTER.name) })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    // jsdom gives <search> no role (Chromium does: the e2e finds it by role 'search' and name)
    const form = dialog.querySelector('search') as HTMLElement;
    expect(form.getAttribute('aria-label')).toBe('Search charities');
    fireEvent.change(within(form).getByLabelText('City or zip code'), { target: { value: '80202' } });
    fireEvent.change(within(form).getByLabelText('State'), { target: { value: 'CO' } });
    expect(within(form).getAllByRole('option')).toHaveLength(52);
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await within(dialog).findByText('1 charity found.');
    expect(calls.find((c) => c.path.endsWith('/charities/search'))?.body).toEqual({
      skip: '0',
      take: '25',
      categoryId: '3',
      zip: '80202',
      state: 'CO',
    });

    const results = within(dialog).getByRole('list', { name: 'Search results' });
    fireEvent.click(within(results).getByRole('button', { name: new RegExp(RESCUE.name) }));
    await waitFor(() => expect(region.textContent).toContain(`of this purchase goes to ${RESCUE.name}.`));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(provider.client.setCause).toHaveBeenCalledWith(expect.objectContaining({ causeId: RESCUE.id, causeName: RESCUE.name }));

    // back to the shop's own cause: the tracking record's cause is cleared
    fireEvent.click(within(region).getByRole('button', { name: "Support the shop's charity" }));
    await waitFor(() => expect(region.textContent).toContain(`of this purchase goes to ${SHELTER.name}.`));
    expect(provider.client.setCause).toHaveBeenLastCalledWith(expect.objectContaining({ causeId: null }));
  });

  it('shows nothing when the provider refuses (no error on the page)', async () => {
    const provider = fakeProvider();
    provider.client.getStore.mockRejectedValue(new ApiError(500, 'INTERNAL', 'down'));
    serveProvider(provider);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderWidget();
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('Error initializing SDK', expect.anything()));
    expect(container.innerHTML).toBe('');
  });
});
