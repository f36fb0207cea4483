// Wiring only: each strategy and job lives in its own file, so this one reads as the list of what the worker does.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { enableNavigationPreload } from './navigation-preload';
import { registerApiReadsRoute } from './routes/api-reads';
import { registerBuildInfoRoute } from './routes/build-info';
import { registerImagesRoute } from './routes/images';
import { replayOutboxOnRequest } from './outbox';
import { registerNavigationRoute } from './routes/navigation';
import { skipWaitingWhenAsked } from './skip-waiting';
import { watchForNewBuilds } from './build-watch';

declare let self: ServiceWorkerGlobalScope;

// Registered before the precache route so that every navigation, '/' included, is network-first
// over the preload response; the precached index.html is only its offline fallback.
registerNavigationRoute();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerBuildInfoRoute();
registerApiReadsRoute();
registerImagesRoute();

enableNavigationPreload(self);
// A new worker waits until the app tells it to take over ("A new version is available" → Reload);
// once it activates it controls every open page, so the first install works offline without a reload.
skipWaitingWhenAsked(self);
// Queued cart changes are replayed here, once, in order (Background Sync and pages' requests).
replayOutboxOnRequest(self);
// Pages tick BUILD_POLL_INTERVAL_MS; the worker compares builds/latest.json with its own build.
watchForNewBuilds(self);
clientsClaim();
