/** Figures of the identity area; the product rules leave them open, so they are chosen here once. */

/** Shortest password accepted (ASVS 2.1.1). */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted (ASVS 2.1.2 asks for at least 64). */
export const PASSWORD_MAX_LENGTH = 128;
/** Failed sign-ins per account per hour before the account is refused until the hour passes. */
export const MAX_ACCOUNT_FAILURES_PER_HOUR = 100;
/** Failed sign-ins from one network address per hour, whatever the accounts tried. */
export const MAX_ADDRESS_FAILURES_PER_HOUR = 300;
/** Failures an account may have before each further attempt must wait (the back-off). */
export const FREE_FAILURES_BEFORE_BACKOFF = 5;
/** Longest back-off between two attempts on one account, seconds. */
export const MAX_BACKOFF_SECONDS = 15 * 60;
/** Password-reset mails per account per hour (stops mail bombing). */
export const MAX_RESET_MAILS_PER_HOUR = 5;
/** Window of every failure counter, ms. */
export const FAILURE_WINDOW_MS = 60 * 60 * 1000;
/** Lifetime of a password-reset link, minutes. */
export const RESET_TOKEN_MINUTES = 30;
/** Lifetime of an email-verification link, hours. */
export const VERIFY_TOKEN_HOURS = 48;
/** Seconds the inactivity alert waits for an answer before signing out. */
export const INACTIVITY_ALERT_SECONDS = 60;
