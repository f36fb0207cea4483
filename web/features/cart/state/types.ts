import type { CartState } from '../../../../core/cart';
import type { Product, Variant } from '../../../../core/entities/catalogue';

/** A change the server refused, kept with its reason until the shopper dismisses it. */
export interface CartRefusalNotice {
  id: string;
  message: string;
  code: string;
  createdAt: number;
  /** the cart call refused (a field shows its own refusals: promotion code, order note) */
  path?: string;
  /** the shop's own reason, without what was tried ('SPRING20 expired …') */
  reason?: string;
}

/** What the cart UI shows: the server's last cart with every pending change applied on top. */
export interface CartView {
  /** optimistic cart: the server's last answer with every pending outbox entry applied by core applyCartMutation */
  cart: CartState | null;
  /** ids of lines touched by a change still waiting to sync (show 'waiting to sync') */
  pendingLineIds: ReadonlySet<string>;
  /** outbox entries not yet accepted by the server */
  pendingCount: number;
  /** changes the server refused, with its reason, until the shopper dismisses them */
  refusals: CartRefusalNotice[];
  /** false until the cart was restored from IndexedDB */
  ready: boolean;
}

/** Facts of an add beyond the variant: its product (so the line shows at once) and the Autoship plan. */
export interface AddToCartDetails {
  product?: Product;
  sellingPlanId?: string | null;
}

export type AddToCartResult = { ok: true; lineId: string } | { ok: false; message: string };

/** Every change the cart UI can make; each is queued, shown at once and synced exactly once. */
export interface CartActions {
  addToCart(variant: Variant, quantity: number, details?: AddToCartDetails): Promise<AddToCartResult>;
  /** 0 removes the line */
  setQuantity(lineId: string, quantity: number): Promise<void>;
  setSellingPlan(lineId: string, sellingPlanId: string | null): Promise<void>;
  removeLine(lineId: string): Promise<void>;
  /** replaces the entered promotion codes ([] removes them); the shop says whether a code may be used */
  setDiscountCodes(codes: string[]): Promise<void>;
  /** the order note (null or '' clears it) */
  setNote(note: string | null): Promise<void>;
  /** the shopper-paid donation in cents (0: none) */
  setDonation(amountCents: number): Promise<void>;
  dismissRefusal(id: string): void;
  /** replays the outbox now (through the worker when one controls the page); resolves when empty or offline */
  syncNow(): Promise<void>;
  /** after an order was placed: forget the local cart, its outbox and its cookie */
  forgetCart(): Promise<void>;
}
