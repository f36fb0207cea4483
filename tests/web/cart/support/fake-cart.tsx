import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, useSyncExternalStore } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { acceptEnteredPromotion, applyCartMutation, type CartMutation, type CartState } from '../../../../core/cart';
import type { SiteCode } from '../../../../core/constants';
import type { Variant } from '../../../../core/entities/catalogue';
import { SiteCodeContext } from '../../../../web/app/site';
import { CART_ID, lookup } from '../../../core/cart/fixtures';

/** jsdom has no matchMedia; the recommended carousel's Swiper asks it for breakpoints. */
export function stubMatchMedia(): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

/**
 * An in-memory cart with the cart state module's actions, over core/cart's reducer and the core
 * cart fixtures' catalogue (kibble K15/K30 with a 4-week plan, a sample S1). Stands in for the
 * IndexedDB/outbox module so the screens are tested on their own.
 */
export function createFakeCart(initial: CartState | null = null) {
  let cart = initial;
  let pendingCount = 0;
  const listeners = new Set<() => void>();
  const set = (next: CartState | null) => {
    cart = next;
    for (const listener of listeners) listener();
  };
  const apply = (mutation: CartMutation) => {
    const result = applyCartMutation(cart, mutation, lookup);
    if (!result.outcome.ok) return result.outcome;
    set(result.cart && result.cart.lines.length > 0 ? result.cart : null);
    return result.outcome;
  };
  const actions = {
    addToCart: vi.fn(async (variant: Variant, quantity: number, details?: { sellingPlanId?: string | null }) => {
      const lineItems = [{ merchandiseId: variant.id, quantity, sellingPlanId: details?.sellingPlanId ?? null }];
      const outcome = apply(cart ? { kind: 'addLines', lineItems } : { kind: 'create', cartId: CART_ID, lineItems });
      return outcome.ok ? { ok: true as const, lineId: outcome.lineIds[0] } : { ok: false as const, message: outcome.refusal.message };
    }),
    setQuantity: vi.fn(async (lineId: string, quantity: number) => {
      apply({ kind: 'updateLines', lineItems: [{ id: lineId, quantity }] });
    }),
    setSellingPlan: vi.fn(async (lineId: string, sellingPlanId: string | null) => {
      apply({ kind: 'updateLines', lineItems: [{ id: lineId, sellingPlanId }] });
    }),
    syncNow: vi.fn(async () => {
      pendingCount = 0;
    }),
    /** the shop's verdict at once: KIBBLE5 (5 % off) is the one promotion it knows */
    setDiscountCodes: vi.fn(async (codes: string[]) => {
      const before = cart;
      const result = applyCartMutation(before, { kind: 'updateDiscountCodes', codes }, lookup);
      if (!before || !result.outcome.ok || !result.cart) return;
      const kibble5 = { code: 'KIBBLE5', percentOff: 5, minSubtotalCents: 0, firstOrderOnly: false, expiresAt: null, active: true };
      const entered = result.cart.discountCodes.find((c) => c !== 'AUTO35');
      const accepted = acceptEnteredPromotion(before, result.cart, codes, entered === 'KIBBLE5' ? kibble5 : null, {
        hasOrdered: false,
        now: new Date(),
      });
      if (accepted.outcome.ok) set(accepted.cart);
    }),
    setNote: vi.fn(async (note: string | null) => {
      apply({ kind: 'updateNote', note });
    }),
  };
  return {
    actions,
    get cart() {
      return cart;
    },
    latest: () => ({ cart, pendingCount }),
    setPending(count: number) {
      pendingCount = count;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type FakeCart = ReturnType<typeof createFakeCart>;

/** The fake cart's current state, re-rendering on change. */
export function useFakeCart(fake: FakeCart): CartState | null {
  return useSyncExternalStore(fake.subscribe, () => fake.cart);
}

/** Where the app went (the path of the last navigation). */
function CurrentPath() {
  const location = useLocation();
  return <output aria-label="Current path">{location.pathname}</output>;
}

/** Renders `ui` at `path` with the providers of the app and a path read-out for navigation checks. */
export function renderCartUi(ui: ReactNode, { siteCode = 'DTC' as SiteCode, path = '/cart' } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = (
    <>
      {ui}
      <CurrentPath />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [path] });
  return render(
    <SiteCodeContext.Provider value={siteCode}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SiteCodeContext.Provider>,
  );
}
