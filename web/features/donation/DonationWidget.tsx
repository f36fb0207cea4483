/**
 * The donation widget (§4): the cause this purchase supports, with its logo, and how much of the
 * purchase goes to it; a shopper may choose another charity or portfolio, or go back to the shop's
 * own. Each page that shows it loads it lazily (React.lazy). It never shows an error: when
 * the provider cannot be reached it shows the last known figures as an estimate, or nothing.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useDrawnInBrowser } from '../../lib/use-drawn-in-browser';
import { roundUpAmount, shopperDonationChoices } from '../../../core/donation';
import type { Cause } from '../../../core/entities/donation';
import { useSiteCode } from '../../app/site';
import { formatMoney } from '../../ui/Price';
import { CauseLogo } from './CauseLogo';
import { CharitySearchDialog } from './CharitySearchDialog';
import { ShopperDonationChoice } from './ShopperDonationChoice';
import type { DonationContext } from './sdk/donation-sdk';
import { widgetSdk } from './widget-sdk';
import './DonationWidget.css';

export interface DonationWidgetProps {
  context: DonationContext;
  /** on the cart: the goods total, the donation the cart holds and how to change it (round-up / add-on) */
  shopperDonation?: { goodsTotalCents: number; amountCents: number; onChange: (amountCents: number) => void };
}

const contextKey = (ctx: DonationContext) =>
  ctx.kind === 'product'
    ? `product:${ctx.cmsId}:${ctx.realPrice}`
    : `cart:${ctx.lines.map((l) => `${l.id}x${l.quantity}@${l.price}-${l.discount}`).join(',')}:${ctx.cartDiscount ?? 0}`;

/**
 * A round-up is 'to the next whole dollar' of the goods: when the shopper picked it here and the
 * cart then changes, the kept amount follows the new total (another outbox change) instead of
 * going stale. Remembered for this visit of the page only.
 */
function useRoundUpFollowsCart(gift: DonationWidgetProps['shopperDonation']) {
  const roundUp = useRef<number | null>(null);
  const goods = gift?.goodsTotalCents ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a changed goods total moves the round-up
  useEffect(() => {
    if (!gift || roundUp.current === null || roundUp.current !== gift.amountCents) return;
    const next = Math.round(roundUpAmount(goods / 100) * 100);
    if (next !== gift.amountCents) {
      roundUp.current = next;
      gift.onChange(next);
    }
  }, [goods]);
  return (amountCents: number, kind: string) => {
    roundUp.current = kind === 'round-up' ? amountCents : null;
    gift?.onChange(amountCents);
  };
}

/** The widget of the donation provider: drawn in the browser only (its SDK lives in the page's window). */
export default function DonationWidget(props: DonationWidgetProps) {
  return useDrawnInBrowser() ? <DonationWidgetInBrowser {...props} /> : null;
}

function DonationWidgetInBrowser({ context, shopperDonation }: DonationWidgetProps) {
  const site = useSiteCode();
  const { sdk, client } = widgetSdk(site);
  const view = useSyncExternalStore(sdk.subscribe, sdk.getView);
  const [searching, setSearching] = useState(false);
  const started = useRef(false);
  const key = contextKey(context);
  const chooseGift = useRoundUpFollowsCart(shopperDonation);

  // first render starts the widget; a changed product or cart recomputes (§4)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the context
  useEffect(() => {
    if (!started.current) {
      started.current = true;
      void sdk.init(context);
    } else {
      void sdk.update(context);
    }
  }, [key]);
  useEffect(
    () => () => {
      sdk.destroy();
      started.current = false;
    },
    [sdk],
  );

  if (!view.visible || !view.cause) return null;
  const amount = formatMoney(view.total, view.currency);
  const chosen = view.store !== null && view.cause.id !== view.store.defaultCauseId;
  // offline (estimate) the store's campaigns are not known: the choice waits for the provider
  const choices =
    shopperDonation && view.store && !view.estimate
      ? shopperDonationChoices({
          activeCampaigns: view.store.activeCampaigns,
          addOnAmounts: view.store.addOnAmounts,
          goodsTotalCents: shopperDonation.goodsTotalCents,
        })
      : [];
  const pick = (cause: Cause) => {
    setSearching(false);
    void sdk.setCause({ id: cause.id, name: cause.name, logoUrl: cause.logoUrl });
  };

  return (
    <section className="donation-widget" aria-labelledby="donation-widget-title">
      <h2 id="donation-widget-title" className="donation-widget__title">
        Giving back
      </h2>
      {/* polite: a new cause or a changed cart's amount is read out without moving focus */}
      <div className="donation-widget__cause" aria-live="polite">
        <CauseLogo cause={view.cause} />
        <p className="donation-widget__text">
          {view.estimate ? 'About ' : ''}
          <strong>{amount}</strong> of this purchase goes to <strong>{view.cause.name}</strong>.
        </p>
      </div>
      {view.estimate ? (
        <p className="donation-widget__note">This is an estimate from your last visit online.</p>
      ) : (
        <div className="donation-widget__actions">
          {view.store?.searchEnabled !== false && (
            <button type="button" className="donation-widget__link" onClick={() => setSearching(true)}>
              Choose a charity
            </button>
          )}
          {chosen && (
            <button type="button" className="donation-widget__link" onClick={() => void sdk.clearCause()}>
              Support the shop's charity
            </button>
          )}
        </div>
      )}
      {shopperDonation && <ShopperDonationChoice choices={choices} amountCents={shopperDonation.amountCents} onChange={chooseGift} />}
      {searching && (
        <CharitySearchDialog
          client={client}
          offered={view.charities}
          currentCauseId={view.cause.id}
          onPick={pick}
          onClose={() => setSearching(false)}
        />
      )}
    </section>
  );
}
