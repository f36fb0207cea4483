import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SearchIcon } from '../../ui/icons';

const DEFAULT_PLACEHOLDER = 'Search pet food';

/** Site search: sends the term to the search page as its `search` query parameter (§1, §2). */
export function SearchBox({ placeholder }: { placeholder?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const currentTerm = location.pathname === '/search' ? (new URLSearchParams(location.search).get('search') ?? '') : '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    if (term) navigate(`/search?${new URLSearchParams({ search: term })}`);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to browsers before 2023 (and jsdom); role=search is the landmark
    <form role="search" className="search-box" onSubmit={submit}>
      {/* keyed by the current term so the field follows back/forward between searches */}
      <input
        key={currentTerm}
        type="search"
        name="search"
        className="search-box__input"
        aria-label="Search products"
        placeholder={placeholder || DEFAULT_PLACEHOLDER}
        defaultValue={currentTerm}
        enterKeyHint="search"
      />
      <button type="submit" className="search-box__button" aria-label="Search">
        <SearchIcon />
      </button>
    </form>
  );
}
