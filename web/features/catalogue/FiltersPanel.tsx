import { KEEP_SCROLL } from '../../app/scroll-restoration';
import { useEffect } from 'react';
import { Link } from '../../ui/Link';
import { filterKey, sameFilter } from '../../../core/catalogue';
import type { Filter } from '../../../core/entities/catalogue';
import { useMediaQuery } from '../../lib/use-media-query';
import { CloseIcon } from '../../ui/icons';
import type { FacetGroup } from './catalogue-source';
import { filterLabel, toggleFilter } from './filter-labels';
import { Button } from '../../ui/Button';
import './FiltersPanel.css';

interface FiltersPanelProps {
  id: string;
  facets: readonly FacetGroup[];
  selected: readonly Filter[];
  /** URL of the list for another selection */
  hrefFor: (filters: Filter[]) => string;
  /** URL with every filter removed */
  clearHref: string;
  onSelect: (filters: Filter[]) => void;
  /** open as a drawer on small screens; from lg up the panel is always shown beside the list */
  open: boolean;
  onClose: () => void;
}

/** From this width the panel is always shown beside the list (FiltersPanel.css); below it, a drawer. */
const PANEL_BESIDE_LIST = '(min-width: 960px)';

/** Filter groups with counts (options with none hidden), the selected filters as removable chips and 'Clear all'. */
export function FiltersPanel({ id, facets, selected, hrefFor, clearHref, onSelect, open, onClose }: FiltersPanelProps) {
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, onClose]);

  // A closed drawer is not shown: its groups are drawn when it opens, not with the page
  // (a phone's first list drew some 400 hidden elements).
  const shown = useMediaQuery(PANEL_BESIDE_LIST) || open;
  const isSelected = (filter: Filter) => selected.some((f) => sameFilter(f, filter));
  const groups = facets
    .map((group) => ({ ...group, options: group.options.filter((o) => o.count > 0 || isSelected(o.filter)) }))
    .filter((group) => group.options.length > 0);

  return (
    <section id={id} className={open ? 'filters filters--open' : 'filters'} aria-label="Filters" role={open ? 'dialog' : undefined}>
      <div className="filters__header">
        <h2 className="filters__heading">Filters</h2>
        <button type="button" className="filters__close" aria-label="Close filters" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {selected.length > 0 && (
        <div className="filters__selected">
          <ul className="filters__chips" aria-label="Selected filters">
            {selected.map((filter) => (
              <li key={filterKey(filter)}>
                <Link
                  className="filter-chip"
                  to={hrefFor(toggleFilter(selected, filter))}
                  state={KEEP_SCROLL}
                  aria-label={`Remove filter: ${filterLabel(filter, facets)}`}
                >
                  {filterLabel(filter, facets)}
                </Link>
              </li>
            ))}
          </ul>
          <Link className="filters__clear" to={clearHref}>
            Clear all
          </Link>
        </div>
      )}
      {(shown ? groups : []).map((group, index) => (
        <details key={group.slug} className="filters__group" open={index < 4 || group.options.some((o) => isSelected(o.filter))}>
          <summary className="filters__group-label">{group.label}</summary>
          <fieldset className="filters__options">
            <legend className="visually-hidden">{group.label}</legend>
            {group.options.map((option) => (
              <label key={option.slug} className="filters__option">
                <input
                  type="checkbox"
                  checked={isSelected(option.filter)}
                  onChange={() => onSelect(toggleFilter(selected, option.filter))}
                />
                {/* One text box: a long label wraps with its count instead of pushing the count to the edge. */}
                <span>
                  {option.label} <span className="filters__count">({option.count})</span>
                </span>
              </label>
            ))}
          </fieldset>
        </details>
      ))}
      <Button className="filters__done" onClick={onClose}>
        Show results
      </Button>
    </section>
  );
}
