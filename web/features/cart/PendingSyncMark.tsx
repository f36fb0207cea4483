import './PendingSyncMark.css';

/** The mark on a cart line (or the cart) whose change is queued and not yet accepted by the shop. */
export const WAITING_TO_SYNC = 'Waiting to sync';

/** 'Waiting to sync' with a clock icon; `count` > 1 says how many changes wait (e.g. on the cart header). */
export function PendingSyncMark({ count, className }: { count?: number; className?: string }) {
  const label = count && count > 1 ? `${WAITING_TO_SYNC} (${count} changes)` : WAITING_TO_SYNC;
  return (
    <span role="status" className={className ? `pending-sync-mark ${className}` : 'pending-sync-mark'}>
      <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" focusable="false">
        <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
      {label}
    </span>
  );
}
