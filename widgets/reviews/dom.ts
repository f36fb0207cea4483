/** A tiny element builder: the script draws everything with the DOM API, shoppers' words as text only. */

type Attributes = Record<string, string | number | boolean | undefined>;
type Child = Node | string | null | undefined | false;

/** An element with attributes (false/undefined left out, true as an empty attribute) and children (strings as text). */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

let counter = 0;
/** An id unique in the page, for label and description links. */
export const uniqueId = (name: string) => `vitalis-reviews-${name}-${++counter}`;

/** The stars of a rating, drawn for the eye; the label says the rating in words for everyone else. */
export function stars(rating: number, label: string): HTMLElement {
  const filled = Math.round(rating);
  const row = h('span', { class: 'vr-stars', role: 'img', 'aria-label': label });
  for (let i = 1; i <= 5; i += 1)
    row.append(h('span', { class: i <= filled ? 'vr-star vr-star--on' : 'vr-star', 'aria-hidden': 'true' }, '★'));
  return row;
}
