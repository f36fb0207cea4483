import DOMPurify, { type WindowLike } from 'dompurify';

// The browser's own DOM does the parsing; the server, which has none, gives one (sanitizeWithDom).
let purifier = DOMPurify;

/** Server rendering: the same sanitiser over a DOM the server made (web/entry-server.tsx), so both draw the same HTML. */
export function sanitizeWithDom(window: WindowLike): void {
  purifier = DOMPurify(window);
}

/** Tags displayed HTML may keep (§5); everything else is removed, its text kept. */
export const ALLOWED_HTML_TAGS = ['div', 'span', 'p', 'h1'] as const;
/**
 * Attributes displayed HTML may keep: the target attribute (§5), nothing else. Not class: content
 * would otherwise dress itself in the app's own classes (a fake notice, a button, a hidden block).
 */
export const ALLOWED_HTML_ATTRIBUTES = ['target'] as const;

/**
 * Sanitises HTML from the catalogue or content service before it is displayed (§5): only div, span,
 * p and h1 survive, with the target attribute kept; scripts, handlers and URLs are dropped.
 */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_HTML_TAGS],
    ALLOWED_ATTR: [...ALLOWED_HTML_ATTRIBUTES],
    KEEP_CONTENT: true,
  });
}
