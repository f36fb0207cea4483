import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANDING_PAGE_MODULES } from '../../../scripts/vite/landing-chunks';
import { PAGES } from '../../../web/app/pages';

describe('the landing pages the build names for the server', () => {
  // The server's hints name the chunk of the module the build was told; the page the router draws
  // must come from that very module, or the hint fetches code nobody runs.
  it.each(Object.entries(LANDING_PAGE_MODULES))('%s is drawn from %s', async (page, modulePath) => {
    const module = (await import(resolve(import.meta.dirname, '../../..', modulePath))) as Record<string, unknown>;
    const load = PAGES[page as keyof typeof LANDING_PAGE_MODULES];
    expect(Object.values(module)).toContain(await load());
  });
});
