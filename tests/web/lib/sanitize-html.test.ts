// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../web/lib/sanitize-html';

describe('sanitizeHtml (§5)', () => {
  it('keeps div, span, p and h1 with the target attribute', () => {
    const html = '<div target="_blank"><h1>Title</h1><p><span target="_self">Text</span></p></div>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops class and id: content cannot take on the app’s own styles', () => {
    expect(sanitizeHtml('<p class="form-message form-message--error" id="main">Your card was declined.</p>')).toBe(
      '<p>Your card was declined.</p>',
    );
  });

  it('drops every other tag but keeps its text', () => {
    expect(sanitizeHtml('<p>Rich in <strong>protein</strong> <a href="/x">link</a></p><ul><li>one</li></ul>')).toBe(
      '<p>Rich in protein link</p>one',
    );
  });

  it('removes scripts, event handlers, styles and javascript URLs', () => {
    const out = sanitizeHtml(
      '<div onclick="alert(1)" style="color:red">a</div><script>alert(1)</script>' +
        '<img src=x onerror=alert(1)><p><a href="javascript:alert(1)">b</a></p>',
    );
    expect(out).toBe('<div>a</div><p>b</p>');
  });
});
