/**
 * Zod-free, typed references to the content-page endpoints the web client calls (see refs.ts):
 * only the content pages, the sitemap and the standalone pages use them, so a first visit of the
 * catalogue does not carry them.
 */
import type * as contentPages from './content-pages';
import { endpointRef } from './define';

export const getContentPage = endpointRef<typeof contentPages.getContentPage>('/api/cms/v1.0/get-content-page', 'GET');
export const getRouteRules = endpointRef<typeof contentPages.getRouteRules>('/api/cms/v1.0/get-route-rules', 'GET');
export const getSitemap = endpointRef<typeof contentPages.getSitemap>('/api/cms/v1.0/get-sitemap', 'GET');
export const getMaintenance = endpointRef<typeof contentPages.getMaintenance>('/api/cms/v1.0/get-maintenance', 'GET');
