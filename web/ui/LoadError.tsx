/** A failed load said plainly, with a way to try again. */
export function LoadError({ what, onRetry, className }: { what: string; onRetry: () => void; className?: string }) {
  return (
    <div className={className} role="alert">
      <p>We couldn't load {what}. Check your connection and try again.</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
