/**
 * The parts of @sentry/browser the error reporting uses, imported by name so that the bundler
 * leaves the rest of the SDK (replay, feedback, tracing) out of the chunk; send-client-errors.ts
 * loads this module with a dynamic import, only when a DSN is configured.
 */
export { captureException, init, withScope } from '@sentry/browser';
