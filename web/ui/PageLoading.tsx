import './PageLoading.css';

/** Placeholder while a page's code or data is on its way. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}
