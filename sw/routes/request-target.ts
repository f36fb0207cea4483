/** The part of Workbox's match options the route matchers read; tests build it from a URL. */
export type RequestTarget = { url: URL; sameOrigin: boolean };
