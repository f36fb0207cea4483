export { mayReloadPage, reloadPageTo } from '../../lib/page-reload';

/**
 * True for the error a browser raises when a lazily loaded chunk cannot be fetched — typically
 * because a new deploy removed the old hashed files, or the connection dropped mid-navigation.
 */
const CHUNK_FAILURE = new RegExp(
  [
    'Failed to fetch dynamically imported module',
    'error loading dynamically imported module',
    'Importing a module script failed',
    'Unable to preload CSS',
  ].join('|'),
  'i',
);

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message);
}
