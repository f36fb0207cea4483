// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Link } from '../../../web/ui/Link';
import { NavLink } from '../../../web/ui/NavLink';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, ui: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {ui}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const where = () => screen.getByLabelText('where').textContent;

describe('Link', () => {
  it('renders the href and lets the router take a plain click', () => {
    renderAt('/', <Link to="/products?page=2">Products</Link>);
    const link = screen.getByRole('link', { name: 'Products' });
    expect(link.getAttribute('href')).toBe('/products?page=2');
    fireEvent.click(link);
    expect(where()).toBe('/products?page=2');
  });

  it('leaves modified clicks and other targets to the browser', () => {
    renderAt(
      '/',
      <>
        <Link to="/cart">Cart</Link>
        <Link to="/account" target="_blank">
          Account
        </Link>
      </>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'Cart' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Account' }))).toBe(true);
    expect(where()).toBe('/');
  });

  it("runs the caller's onClick first; a prevented click stays on the page", () => {
    const seen: string[] = [];
    renderAt(
      '/',
      <Link
        to="/cart"
        onClick={(event) => {
          seen.push('clicked');
          event.preventDefault();
        }}
      >
        Cart
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Cart' }));
    expect(seen).toEqual(['clicked']);
    expect(where()).toBe('/');
  });

  it('sends an absolute URL to the browser as it is', () => {
    renderAt('/', <Link to="https://example.org/vets">Vets</Link>);
    const link = screen.getByRole('link', { name: 'Vets' });
    expect(link.getAttribute('href')).toBe('https://example.org/vets');
    expect(fireEvent.click(link)).toBe(true);
    expect(where()).toBe('/');
  });
});

describe('NavLink', () => {
  it('marks the link of the current page, and by default only that exact path', () => {
    renderAt(
      '/account/orders/42',
      <nav>
        <NavLink to="/account/dashboard">Dashboard</NavLink>
        <NavLink to="/account/orders">Orders exact</NavLink>
        <NavLink to="/account/orders" end={false} className="nav">
          Orders
        </NavLink>
        <NavLink to="/account/order" end={false}>
          Not a prefix of a segment
        </NavLink>
      </nav>,
    );
    const orders = screen.getByRole('link', { name: 'Orders' });
    expect(orders.getAttribute('aria-current')).toBe('page');
    expect(orders.className).toBe('nav active');
    for (const name of ['Dashboard', 'Orders exact', 'Not a prefix of a segment'])
      expect(screen.getByRole('link', { name }).getAttribute('aria-current')).toBeNull();
  });
});
