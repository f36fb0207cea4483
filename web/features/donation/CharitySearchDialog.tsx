import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { CHARITY_SEARCH } from '../../../core/donation/constants';
import { charitySearchPlace, isPortfolioIdFormat } from '../../../core/donation/ids';
import { US_STATES } from '../../../core/donation/us-states';
import type { Cause } from '../../../core/entities/donation';
import { Button } from '../../ui/Button';
import { CauseLogo } from './CauseLogo';
import type { DonationClient } from './sdk/donation-client';
import { isOffline } from './sdk/errors';

interface CharitySearchDialogProps {
  client: DonationClient;
  /** the causes on offer before any search (featured causes or the store's defaults, portfolios too) */
  offered: readonly Cause[];
  currentCauseId: string | null;
  onPick: (cause: Cause) => void;
  onClose: () => void;
}

type SearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; charities: Cause[]; total: number }
  | { status: 'failed'; offline: boolean };

/** The query of a search: a zip when the text starts with a digit, else a city (§5); §9 skip, take and category. */
export function charityQuery(text: string, state: string) {
  const place: { zip?: string; city?: string } = text.trim() ? charitySearchPlace(text) : {};
  const zip = place.zip?.replace(/\D/g, '').slice(0, 5);
  return {
    skip: CHARITY_SEARCH.skip,
    take: CHARITY_SEARCH.take,
    categoryId: CHARITY_SEARCH.category,
    ...(zip ? { zip } : {}),
    ...(place.city ? { city: place.city } : {}),
    ...(state ? { state } : {}),
  };
}

/** Find a charity by city or zip and state, or pick one of the causes on offer. */
export function CharitySearchDialog({ client, offered, currentCauseId, onPick, onClose }: CharitySearchDialogProps) {
  const [text, setText] = useState('');
  const [state, setState] = useState('');
  const [search, setSearch] = useState<SearchState>({ status: 'idle' });
  const ids = { title: useId(), text: useId(), state: useId(), results: useId() };
  const dialogRef = useModal();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSearch({ status: 'searching' });
    try {
      const page = await client.searchCharities(charityQuery(text, state));
      setSearch({ status: 'done', charities: page.charities, total: page.total });
    } catch (error) {
      setSearch({ status: 'failed', offline: isOffline(error) });
    }
  };

  const shown = search.status === 'done' ? search.charities : offered;
  return (
    <dialog ref={dialogRef} className="charity-search" aria-labelledby={ids.title} onClose={onClose}>
      <h2 id={ids.title} className="charity-search__title">
        Choose a charity
      </h2>
      <search aria-label="Search charities">
        <form className="charity-search__form" onSubmit={(e) => void submit(e)}>
          <div className="charity-search__field">
            <label htmlFor={ids.text}>City or zip code</label>
            <input id={ids.text} type="text" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" maxLength={100} />
          </div>
          <div className="charity-search__field">
            <label htmlFor={ids.state}>State</label>
            <select id={ids.state} value={state} onChange={(e) => setState(e.target.value)}>
              <option value="">All states</option>
              {US_STATES.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={search.status === 'searching'}>
            Search
          </Button>
        </form>
      </search>
      <p className="charity-search__status" role="status">
        {statusText(search)}
      </p>
      <h3 id={ids.results} className="charity-search__heading">
        {search.status === 'done' ? 'Search results' : 'Featured causes'}
      </h3>
      <ul className="charity-search__results" aria-labelledby={ids.results}>
        {shown.map((cause) => (
          <li key={cause.id}>
            <button
              type="button"
              className="charity-search__choice"
              aria-pressed={cause.id === currentCauseId}
              onClick={() => onPick(cause)}
            >
              <CauseLogo cause={cause} />
              <span className="charity-search__name">{cause.name}</span>
              <span className="charity-search__place">{placeOf(cause)}</span>
            </button>
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    </dialog>
  );
}

/**
 * The browser's own modal dialog (its top layer keeps focus inside and the page behind inert;
 * Escape closes it), opened on mount; focus goes back to what had it before. Not the shop's
 * ModalDialog: sharing it would split its code and styles out of the pages' chunks, a cost every
 * first visit would pay for a widget most pages never show.
 */
function useModal() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return ref;
}

function statusText(search: SearchState): string {
  if (search.status === 'searching') return 'Searching…';
  if (search.status === 'failed')
    return search.offline ? 'Searching for a charity needs a connection.' : 'The search did not work. Try again.';
  if (search.status === 'done')
    return search.total === 0 ? 'No charities found.' : `${search.total} ${search.total === 1 ? 'charity' : 'charities'} found.`;
  return '';
}

function placeOf(cause: Cause): string {
  if (isPortfolioIdFormat(cause.id)) return `A portfolio of ${cause.portfolioCharities.length} charities`;
  return [cause.city, cause.state].filter(Boolean).join(', ');
}
