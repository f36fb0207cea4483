import { Button } from '../ui/Button';
/** A failed load said plainly, with a way to try again. */
export function LoadError({ what, onRetry, className }: { what: string; onRetry: () => void; className?: string }) {
  return (
    <div className={className} role="alert">
      <p>We couldn't load {what}. Check your connection and try again.</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}
