/** A fake shop for the contact page: get-contact, and send-contact-us keeping answers by Idempotency-Key as the server does. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import type { ContactForm } from '../../../core/contact/form';
import { SiteCodeContext } from '../../../web/app/site';
import { ContactPage } from '../../../web/features/contact/ContactPage';
import { contactFormFixture } from '../support/content-api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface FakeContactServer {
  /** messages the server stored, in order */
  stored: { key: string | null; data: Record<string, string> }[];
  /** send-contact-us requests that reached the server (a replayed key counts, a refused one too) */
  sends: number;
  /** no request reaches the server (fetch fails as offline) */
  offline: boolean;
  /** the next stored message's answer never reaches the browser (the connection drops after the commit) */
  loseNextReply: boolean;
  /** the next message is refused with this status and envelope */
  refuseNext: { status: number; error: { code: string; message: string; fields?: Record<string, string> } } | null;
  form: ContactForm;
}

/** Replaces fetch with the fake shop; other paths answer 404. */
export function fakeContactServer(site: 'DTC' | 'HPSF' = 'DTC'): FakeContactServer {
  const answers = new Map<string, unknown>();
  const server: FakeContactServer = {
    stored: [],
    sends: 0,
    offline: false,
    loseNextReply: false,
    refuseNext: null,
    form: contactFormFixture(site),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (server.offline) throw new TypeError('Failed to fetch');
      const { pathname } = new URL(String(input), 'http://localhost');
      if (pathname === '/api/cms/v1.0/get-contact') return json(200, { data: server.form });
      if (pathname !== '/api/send-contact-us') return json(404, { error: { code: 'NOT_FOUND', message: 'No such endpoint' } });
      server.sends++;
      const key = new Headers(init?.headers).get('Idempotency-Key');
      if (key && answers.has(key)) return json(200, answers.get(key));
      if (server.refuseNext) {
        const { status, error } = server.refuseNext;
        server.refuseNext = null;
        return json(status, { error });
      }
      const { data } = JSON.parse(String(init?.body));
      server.stored.push({ key, data });
      const answer = { data: { id: `message-${server.stored.length}`, receivedAt: new Date().toISOString() } };
      if (key) answers.set(key, answer);
      if (server.loseNextReply) {
        server.loseNextReply = false;
        throw new TypeError('Failed to fetch');
      }
      return json(200, answer);
    }),
  );
  return server;
}

/**
 * Draws the contact page of `site` alone, with its own query client (no retries unless given the
 * app's), at its path: its head names its canonical URL from the router's location.
 */
export function renderContactPage(
  site: 'DTC' | 'HPSF' = 'DTC',
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  // StrictMode as in the app (web/main.tsx): effects run twice, and nothing may be lost to that
  return render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <SiteCodeContext.Provider value={site}>
          <MemoryRouter initialEntries={['/contact-us']}>
            <ContactPage />
          </MemoryRouter>
        </SiteCodeContext.Provider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

/** Says the browser is online or not, and fires the matching event. */
export function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}
