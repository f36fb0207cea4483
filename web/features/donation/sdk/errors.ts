/**
 * The widget's two error types (§8): an ApiError of the shop's client (the call was refused or
 * never reached the provider) and DonationSdkError, carrying one of the §8 messages verbatim with
 * the failure behind it as `cause`.
 */
import type { DONATION_ERRORS } from '../../../../core/donation/constants';
import { ApiError } from '../../../lib/api';

export { ApiError };

export type DonationErrorMessage = (typeof DONATION_ERRORS)[keyof typeof DONATION_ERRORS];

export class DonationSdkError extends Error {
  constructor(message: DonationErrorMessage, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DonationSdkError';
  }
}

/** True when the provider was never reached (offline): the widget falls back to its estimate. */
export function isOffline(error: unknown): boolean {
  const cause = error instanceof DonationSdkError ? error.cause : error;
  return cause instanceof ApiError && cause.status === 0;
}
