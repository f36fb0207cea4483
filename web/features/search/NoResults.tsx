import { Link } from '../../ui/Link';
import { withParams } from '../catalogue/listing-state';
import { ProductGrid } from '../catalogue/ProductGrid';
import { useNoResultsSuggestions } from '../catalogue/queries';
import './NoResults.css';

interface NoResultsProps {
  term: string;
  /** filters narrowed a search that has results without them */
  filtered: boolean;
}

/**
 * What a search with no results offers (get-no-results-suggestions): close words to search instead,
 * the content service's popular searches and its products.
 */
export function NoResults({ term, filtered }: NoResultsProps) {
  const { data } = useNoResultsSuggestions(term, term !== '' && !filtered);
  if (!term) {
    return <p className="no-results__lead">Type what you are looking for in the search box above.</p>;
  }
  if (filtered) {
    return (
      <div className="no-results">
        <p className="no-results__lead">No products match "{term}" with these filters.</p>
        <Link to={withParams('/search', { search: term })}>Show all results for "{term}"</Link>
      </div>
    );
  }
  return (
    <div className="no-results">
      <h2 className="no-results__heading">No results for "{term}"</h2>
      <p className="no-results__lead">Check the spelling, or try a more general word such as "dry dog food".</p>
      {data && data.suggestions.length > 0 && (
        <div className="no-results__suggestions">
          <h3>Did you mean</h3>
          <ul>
            {data.suggestions.map((suggestion) => (
              <li key={suggestion}>
                <Link to={withParams('/search', { search: suggestion })}>{suggestion}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {data && data.popularSearches.length > 0 && (
        <div className="no-results__suggestions">
          <h3>Popular searches</h3>
          <ul>
            {data.popularSearches.map((search) => (
              <li key={search}>
                <Link to={withParams('/search', { search })}>{search}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {data && data.products.length > 0 && (
        <div className="no-results__popular">
          <h3>Popular products</h3>
          <ProductGrid products={data.products} />
        </div>
      )}
    </div>
  );
}
