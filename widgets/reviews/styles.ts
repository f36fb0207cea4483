/**
 * The widget's style sheet, added once to the page's head. It uses the host page's CSS variables
 * (colours, spacing, radius, font) with fallbacks, so it looks like the shop on the shop and
 * stays readable anywhere else. Classes are prefixed `vr-` to stay out of the page's way.
 */
const STYLE_ID = 'vitalis-reviews-style';

const CSS = `
.vr { display: grid; gap: var(--space-4, 1rem); font-family: var(--font-family, inherit); color: var(--color-text, #1a202c); }
.vr-summary { display: flex; flex-wrap: wrap; align-items: center; gap: var(--space-2, 0.5rem); margin: 0; }
.vr-summary__average { font-weight: 700; font-size: 1.25rem; }
.vr-summary__count { color: var(--color-text-muted, #4a5568); }
.vr-stars { display: inline-flex; gap: 2px; font-size: 1.125rem; line-height: 1; }
.vr-star { color: var(--color-border-strong, #718096); }
.vr-star--on { color: #a15c00; }
.vr-controls { display: flex; flex-wrap: wrap; align-items: center; gap: var(--space-2, 0.5rem); }
.vr-controls[hidden], .vr-list[hidden], .vr-problem[hidden] { display: none; }
.vr-select, .vr-field input[type="text"], .vr-field textarea {
  font: inherit; color: inherit; background: var(--color-surface, #fff);
  border: 1px solid var(--color-border-strong, #718096); border-radius: var(--radius, 6px); padding: var(--space-2, 0.5rem);
  min-height: 44px; box-sizing: border-box;
}
.vr-field input[type="text"], .vr-field textarea { width: 100%; }
.vr-list { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--space-3, 0.75rem); }
.vr-list:focus { outline: none; }
.vr-list:focus-visible { outline: 2px solid var(--color-focus, #0054a4); outline-offset: 4px; }
.vr-review { border-top: 1px solid var(--color-border, #e2e8f0); padding-top: var(--space-3, 0.75rem); }
.vr-review__title { margin: 0 0 var(--space-1, 0.25rem); font-size: 1.0625rem; }
.vr-review__meta { margin: var(--space-1, 0.25rem) 0; color: var(--color-text-muted, #4a5568); font-size: 0.9375rem; }
.vr-review__verified { color: var(--color-dark-success, #1b5e20); font-weight: 600; }
.vr-review__text { margin: var(--space-1, 0.25rem) 0 0; overflow-wrap: anywhere; }
.vr-pager { display: flex; flex-wrap: wrap; align-items: center; gap: var(--space-3, 0.75rem); }
.vr-button {
  font: inherit; font-weight: 600; min-height: 44px; padding: var(--space-2, 0.5rem) var(--space-4, 1rem); cursor: pointer;
  border-radius: var(--radius, 6px); border: 1px solid var(--color-primary, #0054a4);
  background: var(--color-primary, #0054a4); color: var(--color-on-primary, #fff);
}
.vr-button--quiet { background: var(--color-surface, #fff); color: var(--color-primary, #0054a4); }
.vr-button:disabled { cursor: not-allowed; opacity: 0.6; }
.vr-button:focus-visible, .vr-select:focus-visible, .vr-field input:focus-visible, .vr-field textarea:focus-visible {
  outline: 2px solid var(--color-focus, #0054a4); outline-offset: 2px;
}
.vr-write {
  display: grid; gap: var(--space-3, 0.75rem);
  border-top: 1px solid var(--color-border, #e2e8f0); padding-top: var(--space-4, 1rem);
}
.vr-write h3 { margin: 0; }
.vr-note { margin: 0; color: var(--color-text-muted, #4a5568); }
.vr-note:focus { outline: none; }
.vr-form { display: grid; gap: var(--space-3, 0.75rem); max-width: 40rem; }
.vr-field { display: grid; gap: var(--space-1, 0.25rem); margin: 0; }
.vr-field label, .vr-rating legend { font-weight: 600; }
.vr-rating { border: 0; padding: 0; display: flex; flex-wrap: wrap; gap: var(--space-2, 0.5rem) var(--space-3, 0.75rem); }
.vr-rating legend { padding: 0; margin-bottom: var(--space-1, 0.25rem); }
.vr-rating__option { display: inline-flex; align-items: center; gap: var(--space-1, 0.25rem); min-height: 44px; }
.vr-rating__option label { font-weight: 400; }
.vr-rating__option input { width: 20px; height: 20px; margin: 0; }
.vr-rating .vr-field__error { flex-basis: 100%; }
.vr-field__error, .vr-problem { margin: 0; color: var(--color-error, #c62828); }
.vr-field__error:empty { display: none; }
.vr-status { margin: 0; }
.vr-status:empty { display: none; }
`;

/** Adds the style sheet to `doc` unless an earlier mount did. */
export function ensureStyles(doc: Document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = CSS;
  doc.head.append(style);
}
