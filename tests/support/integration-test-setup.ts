/**
 * Every integration file. The files share a worker (vitest.config.ts: isolate false), so Koa, zod,
 * PGlite and the rest load once per worker rather than once per file; the shop's own modules
 * start afresh in every file (their configuration, stores and caches are module state).
 */
import { vi } from 'vitest';

vi.resetModules();
