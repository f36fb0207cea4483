import { type RefObject, useEffect, useId, useRef } from 'react';
import { FOCUS_ON_APPEAR } from '../../app/pwa/FetchAheadOnInteraction';
import { useIsStaffFeeding } from '../../app/site';
import { Button } from '../../ui/Button';
import { saveConsentChoice } from './consent-cookie';
import { CONSENT_CATEGORIES, type ConsentCategory } from './consent-state';
import './ConsentBanner.css';

const NECESSARY_ONLY: readonly ConsentCategory[] = ['necessary'];

/** Whether focus is in a field the shopper is typing into: the banner does not take it from there. */
function typingInField(): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && (active.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName));
}

/**
 * The consent banner, non-modal, at the foot of the screen: the page stays usable behind it. Focus
 * moves into it when it appears (unless the shopper is typing) and goes back where it was, or to
 * the page's main content, once a choice is made. The server draws it into a first visit's page;
 * the preference dialog behind "Manage preferences" is a chunk of its own, loaded when asked for.
 */
export function ConsentBanner({ onManage }: { onManage: () => void }) {
  // staff feeding (HPSF) shows no product reviews: its banner does not offer them
  const staffFeeding = useIsStaffFeeding();
  const headingId = useId();
  const bannerRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const before =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    if (!typingInField()) bannerRef.current?.focus();
    return () => {
      const target = before?.isConnected ? before : document.getElementById('main');
      // only when focus was in the banner (now gone): a shopper who moved on keeps their place
      if (!document.activeElement || document.activeElement === document.body) target?.focus({ preventScroll: true });
    };
  }, []);
  useReservedFooterSpace(bannerRef);
  return (
    <section ref={bannerRef} className="consent-banner" aria-labelledby={headingId} tabIndex={-1} {...{ [FOCUS_ON_APPEAR]: '' }}>
      <div className="consent-banner__inner">
        <h2 id={headingId} className="consent-banner__title">
          Cookies on this shop
        </h2>
        <p className="consent-banner__text">
          We use necessary cookies to run the shop: your cart, sign-in and this choice. With your consent we also use{' '}
          {staffFeeding ? '' : 'functional cookies for product reviews and '}analytics cookies for page statistics. You can change your
          choice at any time under “Cookie preferences” at the foot of every page.
        </p>
        <div className="consent-banner__actions">
          <Button onClick={() => saveConsentChoice(CONSENT_CATEGORIES)}>Accept all</Button>
          <Button onClick={() => saveConsentChoice(NECESSARY_ONLY)}>Reject all</Button>
          <Button variant="secondary" onClick={onManage}>
            Manage preferences
          </Button>
        </div>
      </div>
    </section>
  );
}

/**
 * The page gets room below its end as tall as the banner, so the banner covers nothing for good:
 * the footer (and its "Cookie preferences") scrolls clear of it.
 */
function useReservedFooterSpace(bannerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const banner = bannerRef.current;
    if (!banner) return;
    const before = document.body.style.paddingBottom;
    const reserve = () => {
      document.body.style.paddingBottom = `${banner.offsetHeight}px`;
    };
    // a browser without ResizeObserver (an old one, or a test's DOM) gets the banner's first height
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(reserve);
    if (observer) observer.observe(banner);
    else reserve();
    return () => {
      observer?.disconnect();
      document.body.style.paddingBottom = before;
    };
  }, [bannerRef]);
}
