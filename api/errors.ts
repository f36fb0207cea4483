/**
 * Failures a caller can act on, thrown by services and stores. They name a code of the contract;
 * http/errors.ts turns the code into a status and the one error envelope.
 */
import type { ErrorCode } from '../core/contract';

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** A refusal until the caller waits `retryAfterSeconds` (sent as Retry-After). */
export class RateLimitedError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message = `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
  ) {
    super('RATE_LIMITED', message);
  }
}

export const notFound = (message = 'Not found') => new DomainError('NOT_FOUND', message);
export const badRequest = (fields: Record<string, string>, message = 'Invalid request') =>
  new DomainError('VALIDATION_FAILED', message, fields);
