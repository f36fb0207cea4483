import { Link } from '../../ui/Link';

interface PaginationProps {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}

/** Pages shown around the current one: first, last and two either side, gaps as '…'. */
export function visiblePages(page: number, totalPages: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let p = 1; p <= totalPages; p += 1) {
    if (p === 1 || p === totalPages || Math.abs(p - page) <= 2) pages.push(p);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}

/** Links to the other pages of a list, so every page has its own shareable URL. */
export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pagination">
      {page > 1 && (
        <Link to={hrefFor(page - 1)} className="pagination__link" rel="prev">
          Previous
        </Link>
      )}
      <ul className="pagination__pages">
        {visiblePages(page, totalPages).map((p, index) =>
          p === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link to={hrefFor(p)} className="pagination__link" aria-label={`Page ${p}`} aria-current={p === page ? 'page' : undefined}>
                {p}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < totalPages && (
        <Link to={hrefFor(page + 1)} className="pagination__link" rel="next">
          Next
        </Link>
      )}
    </nav>
  );
}
