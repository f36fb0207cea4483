import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { FOCUS_ON_APPEAR } from '../../app/pwa/FetchAheadOnInteraction';
import { useIsStaffFeeding } from '../../app/site';
import { Button } from '../../ui/Button';
import { CloseIcon } from '../../ui/icons';
import { ModalDialog } from '../../ui/ModalDialog';
import { saveConsentChoice } from './consent-cookie';
import { CONSENT_CATEGORIES, type ConsentCategory, consentGiven } from './consent-state';
import { categoryTexts } from './consent-texts';
import './ConsentPanel.css';

const ALL = CONSENT_CATEGORIES;
const NECESSARY_ONLY: readonly ConsentCategory[] = ['necessary'];

interface ConsentPanelProps {
  bannerShown: boolean;
  preferencesOpen: boolean;
  onPreferencesChange: (open: boolean) => void;
}

/** The consent banner and the preference dialog (loaded lazily by ConsentManager). */
export function ConsentPanel({ bannerShown, preferencesOpen, onPreferencesChange }: ConsentPanelProps) {
  return (
    <>
      {bannerShown && <ConsentBanner onManage={() => onPreferencesChange(true)} />}
      {preferencesOpen && <PreferencesDialog onClose={() => onPreferencesChange(false)} />}
    </>
  );
}

/** Whether focus is in a field the shopper is typing into: the banner does not take it from there. */
function typingInField(): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && (active.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName));
}

/**
 * Non-modal, at the foot of the screen: the page stays usable behind it. Focus moves into it when
 * it appears (unless the shopper is typing) and goes back where it was, or to the page's main
 * content, once a choice is made.
 */
function ConsentBanner({ onManage }: { onManage: () => void }) {
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
          <Button onClick={() => saveConsentChoice(ALL)}>Accept all</Button>
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

/** The categories with a switch each (necessary on and read-only); Escape or Close leaves without a change. */
function PreferencesDialog({ onClose }: { onClose: () => void }) {
  const texts = categoryTexts(useIsStaffFeeding());
  const idPrefix = useId();
  const [ticked, setTicked] = useState<readonly ConsentCategory[]>(() => ALL.filter((c) => consentGiven(c)));
  const choose = (accepted: readonly ConsentCategory[]) => {
    saveConsentChoice(accepted);
    onClose();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    choose(ticked);
  };
  const toggle = (category: ConsentCategory, on: boolean) =>
    setTicked((current) => ALL.filter((c) => (c === category ? on : current.includes(c))));
  return (
    <ModalDialog title="Cookie preferences" onClose={onClose} className="consent-dialog">
      <button type="button" className="consent-dialog__close" aria-label="Close" onClick={onClose}>
        <CloseIcon />
      </button>
      <p className="consent-dialog__intro">
        Choose which cookies this shop may use. Necessary cookies are always on; the others stay off until you turn them on.
      </p>
      <form onSubmit={onSubmit}>
        <fieldset className="consent-dialog__categories">
          <legend className="visually-hidden">Cookie categories</legend>
          {ALL.map((category) => {
            const id = `${idPrefix}-${category}`;
            return (
              <div key={category} className="consent-category">
                <input
                  id={id}
                  type="checkbox"
                  role="switch"
                  className="consent-category__switch"
                  checked={category === 'necessary' || ticked.includes(category)}
                  aria-checked={category === 'necessary' || ticked.includes(category)}
                  disabled={category === 'necessary'}
                  aria-describedby={`${id}-description`}
                  onChange={(event) => toggle(category, event.target.checked)}
                />
                <label htmlFor={id} className="consent-category__name">
                  {texts[category].name}
                </label>
                <p id={`${id}-description`} className="consent-category__description">
                  {texts[category].description}
                </p>
              </div>
            );
          })}
        </fieldset>
        <div className="consent-dialog__actions">
          <Button variant="secondary" onClick={() => choose(NECESSARY_ONLY)}>
            Reject all
          </Button>
          <Button variant="secondary" onClick={() => choose(ALL)}>
            Accept all
          </Button>
          <Button type="submit">Save preferences</Button>
        </div>
      </form>
    </ModalDialog>
  );
}
