/** Zod-free reference to the client error endpoint, for the web app's reporter (see refs.ts). */
import type * as clientErrors from './client-errors';
import { endpointRef } from './define';

export const reportClientError = endpointRef<typeof clientErrors.reportClientError>('/api/client-errors', 'POST');
