/** The shop's own description (web/index.html's), for a page that has none of its own. */
export const DEFAULT_DESCRIPTION = 'Dog and cat nutrition, including veterinary diets, delivered to your door.';

/** Search engines show about this many characters of a description; the rest is cut off mid-word. */
export const DESCRIPTION_MAX_LENGTH = 160;

// Elements whose text is not the page's copy.
const HIDDEN_ELEMENTS = /<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENTS = /<!--[\s\S]*?(?:-->|$)/g;
// A line break or the edge of a block separates words ('<p>One</p><p>Two</p>' is 'One Two').
const BLOCK_TAGS = /<\/?(?:p|div|br|hr|li|ul|ol|dl|dt|dd|h[1-6]|table|tr|td|th|section|article|header|footer|blockquote|pre)\b[^>]*>/gi;
// Only what reads as a tag: '5 < 10 > 2' in a text is kept.
const OTHER_TAGS = /<\/?[a-z][^>]*>/gi;
const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi;
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  reg: '®',
  trade: '™',
  copy: '©',
  deg: '°',
};

function decodeEntity(match: string, name: string): string {
  if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? match;
  const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
  return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : match;
}

/**
 * The text of an HTML fragment, on one line. Done with patterns rather than a DOM, since the server
 * draws pages without one; the result only ever goes into an attribute or JSON, never into markup.
 */
export function plainText(html: string): string {
  return html
    .replace(HIDDEN_ELEMENTS, ' ')
    .replace(COMMENTS, ' ')
    .replace(BLOCK_TAGS, ' ')
    .replace(OTHER_TAGS, '')
    .replace(ENTITY, decodeEntity) // in one pass, so '&amp;lt;' reads '&lt;', not '<'
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * `text` cut to at most `max` characters at a word boundary, with an ellipsis when cut. A single
 * word longer than most of the room is cut where it must be.
 */
export function truncateAtWord(text: string, max: number = DESCRIPTION_MAX_LENGTH): string {
  const characters = Array.from(text); // never splits an emoji
  if (characters.length <= max) return text;
  const room = characters.slice(0, max - 1).join('');
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace >= room.length * 0.6 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.!?\-–—]+$/, '')}…`;
}

/** A page's meta description: its plain text on one line, cut to length; the shop's own when it has none. */
export function metaDescription(text: string | null | undefined): string {
  const line = text?.replace(/\s+/g, ' ').trim();
  return line ? truncateAtWord(line) : DEFAULT_DESCRIPTION;
}

/** What a list says of itself: '{subject} at {site name}: {n} products.', and which page it is past the first. */
export function listDescription(subject: string, siteName: string, result?: { total: number; page: number; totalPages: number }): string {
  if (!result) return `${subject} at ${siteName}.`;
  const count = result.total === 1 ? '1 product' : `${result.total} products`;
  const page = result.page > 1 ? ` Page ${result.page} of ${result.totalPages}.` : '';
  return `${subject} at ${siteName}: ${count}.${page}`;
}

/** A product's description as plain text: the copy its page shows, else the catalogue's plain one. */
export function productDescription(product: { descriptionHtml: string; description: string }): string {
  return plainText(product.descriptionHtml) || plainText(product.description);
}
