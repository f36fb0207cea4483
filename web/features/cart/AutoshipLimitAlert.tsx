import { MAX_AUTOSHIP_QUANTITY } from '../../../core/constants';
import './AutoshipLimitAlert.css';

/** §5: shown when an Autoship line reaches the autoship limit (5). */
export const AUTOSHIP_LIMIT_MESSAGE = [
  `You've reached the Autoship limit of ${MAX_AUTOSHIP_QUANTITY} for this item.`,
  'To get more, add it as a one-time purchase.',
].join(' ');

export function AutoshipLimitAlert({ className }: { className?: string }) {
  return (
    <p role="alert" className={className ? `autoship-limit-alert ${className}` : 'autoship-limit-alert'}>
      {AUTOSHIP_LIMIT_MESSAGE}
    </p>
  );
}
