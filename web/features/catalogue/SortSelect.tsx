import { useId } from 'react';
import type { SortKey } from '../../../core/catalogue';

/** What the sort menu calls each order. */
export const SORT_LABELS: Record<SortKey, string> = {
  featured: 'Featured',
  relevance: 'Best match',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  'title-asc': 'Name: A to Z',
  newest: 'Newest',
};

/** Orders offered on a product list; the search page adds 'relevance' first. */
export const LIST_SORTS: SortKey[] = ['featured', 'price-asc', 'price-desc', 'title-asc', 'newest'];
export const SEARCH_SORTS: SortKey[] = ['relevance', ...LIST_SORTS];

interface SortSelectProps {
  value: SortKey;
  options: readonly SortKey[];
  onChange: (sort: SortKey) => void;
}

export function SortSelect({ value, options, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>Sort by</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as SortKey)}>
        {options.map((key) => (
          <option key={key} value={key}>
            {SORT_LABELS[key]}
          </option>
        ))}
      </select>
    </div>
  );
}
