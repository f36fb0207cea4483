/**
 * The donation SDK (§4 donation widget, plain TypeScript): waits for the store, starts or reuses
 * the tracking record, finds the shopper's segment, computes the donation of a product or of the
 * cart, loads the causes on offer and says when it is ready; later changes recompute. Failures are
 * DonationSdkErrors with the §8 messages, given to the 'error' listeners, or thrown when none listens.
 */
import { DONATION_ERRORS } from '../../../../core/donation/constants';
import { isExcluded, matchSegment } from '../../../../core/donation/segments';
import { widgetVisible } from '../../../../core/donation/visibility';
import type { Cause, DonationResponse, DonationStore, Segment } from '../../../../core/entities/donation';
import { loadCauses, offeredCauseIds } from './causes';
import type { DonationClient } from './donation-client';
import { Emitter } from './emitter';
import { DonationSdkError, isOffline } from './errors';
import { type KeptCause, keepLastKnown, lastKnown } from './local-keep';
import { currentPageSources, type PageSources, segmentValue } from './page-values';
import { computeDonationOf, isStoreTimeout, startOrReuseTracking, waitForStore, wrap } from './provider-steps';

export interface DonationLine {
  /** the catalogue id the provider knows the product by (the variant's id) */
  id: string;
  /** unit price, dollars */
  price: number;
  quantity: number;
  /** the line's own discount, dollars */
  discount: number;
}

/** What the donation is computed for: one product page, or the cart (cart, checkout). */
export type DonationContext =
  | { kind: 'product'; cmsId: string; realPrice: number }
  | { kind: 'cart'; lines: DonationLine[]; cartDiscount?: number };

export interface DonationView {
  status: 'loading' | 'ready' | 'hidden';
  visible: boolean;
  /** offline: the last known cause and amount, not a fresh answer */
  estimate: boolean;
  trackingId: string | null;
  store: DonationStore | null;
  segment: Segment | null;
  cause: KeptCause | null;
  /** the causes on offer (featured, or the store's defaults) */
  charities: Cause[];
  donation: DonationResponse | null;
  total: number;
  currency: string;
}

export interface DonationEvents extends Record<string, unknown> {
  ready: DonationView;
  update: DonationView;
  error: DonationSdkError;
}

export interface DonationSdkOptions {
  storeId: string;
  client: DonationClient;
  /** the page's values the segments read (window, data layer, script URL) */
  sources?: () => PageSources;
  log?: (message: string, error?: unknown) => void;
  /** a click-stream event (cause chosen, widget shown …) */
  track?: (type: string, payload: Record<string, unknown>) => void;
}

const EMPTY: DonationView = {
  status: 'loading',
  visible: false,
  estimate: false,
  trackingId: null,
  store: null,
  segment: null,
  cause: null,
  charities: [],
  donation: null,
  total: 0,
  currency: 'USD',
};

/** A cause by id, named from the causes loaded (or the tracking record's name). */
function causeOf(id: string | null, name: string | null, known: readonly Cause[]): KeptCause | null {
  if (!id) return null;
  const found = known.find((c) => c.id.toLowerCase() === id.toLowerCase());
  return { id, name: found?.name ?? name ?? id, logoUrl: found?.logoUrl ?? null };
}

export class DonationSdk {
  private readonly events = new Emitter<DonationEvents>();
  private readonly viewListeners = new Set<() => void>();
  private view: DonationView = EMPTY;
  private context: DonationContext | null = null;
  /** each start or recompute takes a number; an answer for an older one is dropped */
  private generation = 0;
  private readonly storeId: string;
  private readonly client: DonationClient;
  private readonly sources: () => PageSources;
  private readonly log: (message: string, error?: unknown) => void;
  private readonly track: (type: string, payload: Record<string, unknown>) => void;

  constructor(options: DonationSdkOptions) {
    this.storeId = options.storeId;
    this.client = options.client;
    this.sources = options.sources ?? (() => currentPageSources(import.meta.url));
    this.log = options.log ?? ((message, error) => console.error(message, error));
    this.track = options.track ?? (() => undefined);
  }

  on<K extends keyof DonationEvents>(type: K, listener: (payload: DonationEvents[K]) => void): () => void {
    return this.events.on(type, listener);
  }

  /** For useSyncExternalStore. */
  subscribe = (listener: () => void): (() => void) => {
    this.viewListeners.add(listener);
    return () => this.viewListeners.delete(listener);
  };

  getView = (): DonationView => this.view;

  private setView(next: DonationView): void {
    this.view = next;
    for (const listener of this.viewListeners) listener();
  }

  /** §8: to the error listeners, or thrown when there are none. */
  private report(error: unknown): void {
    const sdkError = error instanceof DonationSdkError ? error : new DonationSdkError(DONATION_ERRORS.updateWidget, { cause: error });
    if (this.events.has('error')) this.events.emit('error', sdkError);
    else throw sdkError;
  }

  /** The view worked out again for the current context, `cause` and the store; keeps it for offline. */
  private async recompute(base: DonationView, cause: KeptCause | null = base.cause): Promise<DonationView> {
    const ctx = this.context;
    const store = base.store;
    if (!ctx || !store) return base;
    const excluded = isExcluded(base.segment);
    const donation = excluded ? null : await computeDonationOf(this.client, ctx, cause?.id ?? null, base.segment);
    const total = donation?.totalDonationAmount ?? 0;
    const visible = widgetVisible({ excluded, activeCampaigns: store.activeCampaigns, total, singleProduct: ctx.kind === 'product' });
    const currency = donation?.currency ?? base.currency;
    keepLastKnown(this.storeId, (last) => ({
      ...last,
      cause,
      currency,
      products: ctx.kind === 'product' ? { ...last.products, [ctx.cmsId]: total } : last.products,
      cart: ctx.kind === 'cart' ? total : last.cart,
      eligible: ctx.kind === 'cart' ? visible : last.eligible,
    }));
    return { ...base, status: 'ready', visible, estimate: false, cause, donation, total, currency };
  }

  /** Offline: the last cause and amount shown for this context, as an estimate; else nothing. */
  private estimateView(): DonationView {
    const last = lastKnown(this.storeId);
    const ctx = this.context;
    const amount = !last || !ctx ? null : ctx.kind === 'product' ? last.products[ctx.cmsId] : last.cart;
    if (!last?.cause || !amount) return { ...EMPTY, status: 'hidden' };
    return { ...EMPTY, status: 'ready', visible: true, estimate: true, cause: last.cause, total: amount, currency: last.currency };
  }

  private async start(gen: number): Promise<void> {
    const store = await waitForStore(this.client);
    const record = await startOrReuseTracking(this.client, this.storeId);
    const segment = matchSegment(store.segments, (s) => segmentValue(s, this.sources()));
    const base: DonationView = { ...EMPTY, store, segment, trackingId: record.trackingId, currency: store.primaryCurrency };
    if (isExcluded(segment)) {
      // an excluded shopper (staff feeding) gives nothing: nothing is kept to show offline either
      keepLastKnown(this.storeId, (last) => ({ ...last, cause: null, cart: null, products: {}, eligible: false }));
      if (gen === this.generation) this.setView({ ...base, status: 'hidden' });
      return;
    }
    const charities = await loadCauses(this.client, offeredCauseIds(store)).catch(wrap(DONATION_ERRORS.charities));
    const causeId = record.causeId ?? store.defaultCauseId;
    const missing = causeId && !charities.some((c) => c.id.toLowerCase() === causeId.toLowerCase());
    const extra = missing ? await loadCauses(this.client, [causeId]).catch(wrap(DONATION_ERRORS.initialCause)) : [];
    const next = await this.recompute({ ...base, charities }, causeOf(causeId, record.causeName, [...charities, ...extra]));
    if (gen !== this.generation) return;
    this.setView(next);
    this.events.emit('ready', next);
    if (next.visible) this.track('widget_shown', { total: next.total, causeId: next.cause?.id ?? null });
  }

  /** Starts the widget for `ctx` (§4); resolves with the view it shows. */
  async init(ctx: DonationContext): Promise<DonationView> {
    this.context = ctx;
    const gen = ++this.generation;
    this.setView(EMPTY);
    try {
      await this.start(gen);
    } catch (error) {
      if (gen !== this.generation) return this.view;
      // hidden with empty data; offline, the last known figures as an estimate
      this.setView(isOffline(error) ? this.estimateView() : { ...EMPTY, status: 'hidden' });
      if (isStoreTimeout(error)) this.log(DONATION_ERRORS.initSdk);
      else this.report(isOffline(error) ? error : new DonationSdkError(DONATION_ERRORS.initSdk, { cause: error }));
    }
    return this.view;
  }

  /** The context changed (cart lines, the variant shown): computes the donation again. */
  async update(ctx: DonationContext): Promise<void> {
    this.context = ctx;
    if (this.view.status !== 'ready' || !this.view.store) return;
    const gen = ++this.generation;
    try {
      const next = await this.recompute(this.view);
      if (gen !== this.generation) return;
      this.setView(next);
      this.events.emit('update', next);
    } catch (error) {
      if (isOffline(error) && gen === this.generation) this.setView({ ...this.view, estimate: true });
      this.report(new DonationSdkError(DONATION_ERRORS.updateWidget, { cause: error }));
    }
  }

  /** The shopper picks a cause (null: none): the tracking record takes it, then the donation is computed again. */
  async setCause(cause: KeptCause | null): Promise<void> {
    const { trackingId, store } = this.view;
    if (!trackingId || !store) return;
    const gen = ++this.generation;
    try {
      await this.client
        .setCause({ trackingId, causeId: cause?.id ?? null, causeName: cause?.name ?? null })
        .catch(wrap(DONATION_ERRORS.setCause));
      // with none chosen the provider gives to the store's default cause
      const next = await this.recompute(this.view, cause ?? causeOf(store.defaultCauseId, null, this.view.charities));
      if (gen === this.generation) {
        this.setView(next);
        this.events.emit('update', next);
      }
      this.track(cause ? 'cause_selected' : 'cause_cleared', { causeId: cause?.id ?? null });
    } catch (error) {
      this.report(error);
    }
  }

  /** Clears the shopper's choice: the tracking record has no cause (none). */
  clearCause(): Promise<void> {
    return this.setCause(null);
  }

  /** Ends this page's widget: later answers are ignored. */
  destroy(): void {
    this.generation++;
    this.context = null;
  }
}

export function createDonationSdk(options: DonationSdkOptions): DonationSdk {
  return new DonationSdk(options);
}
