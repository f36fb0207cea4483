import type { WorkboxPlugin } from 'workbox-core/types';

/** True for a response the runtime caches may keep: a full 200 the server did not mark no-store. */
export function isStorableResponse(response: Response): boolean {
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  return response.status === 200 && !/(^|[\s,])no-store([\s,;]|$)/i.test(cacheControl);
}

/**
 * Keeps errors, partial responses and anything marked `no-store` (personal data) out of the
 * runtime caches, which outlive a sign-out on a shared clinic workstation.
 */
export const cacheOnlyStorableResponses: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isStorableResponse(response) ? response : null),
};
