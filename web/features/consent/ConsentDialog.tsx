import { type FormEvent, useId, useState } from 'react';
import { useIsStaffFeeding } from '../../app/site';
import { Button } from '../../ui/Button';
import { CloseIcon } from '../../ui/icons';
import { ModalDialog } from '../../ui/ModalDialog';
import { saveConsentChoice } from './consent-cookie';
import { CONSENT_CATEGORIES, type ConsentCategory, consentGiven } from './consent-state';
import { categoryTexts } from './consent-texts';
import './ConsentDialog.css';

const ALL = CONSENT_CATEGORIES;
const NECESSARY_ONLY: readonly ConsentCategory[] = ['necessary'];

/**
 * The preference dialog (loaded lazily by ConsentManager when asked for): the categories with a
 * switch each (necessary on and read-only); Escape or Close leaves without a change.
 */
export function ConsentDialog({ onClose }: { onClose: () => void }) {
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
      <button type="button" className="modal-dialog__close" aria-label="Close" onClick={onClose}>
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
