import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DESCRIPTION,
  listDescription,
  metaDescription,
  plainText,
  productDescription,
  truncateAtWord,
} from '../../../../web/app/page-head/page-description';

describe('plainText', () => {
  it('drops tags, separating the words of blocks and line breaks', () => {
    expect(plainText('<div><p>Real <b>turkey</b> first.</p><p>No fillers.<br>Made in the USA.</p></div>')).toBe(
      'Real turkey first. No fillers. Made in the USA.',
    );
  });

  it('drops scripts, styles and comments with what they hold', () => {
    expect(plainText('<p>Kept</p><script>alert("</p>")</script><style>p{}</style><!-- note -->')).toBe('Kept');
  });

  it('decodes entities once, and leaves unknown ones as written', () => {
    expect(plainText('Chicken &amp; Rice &#8211; 5&nbsp;lb &#x2764; &amp;lt;b&amp;gt; &bogus;')).toBe(
      'Chicken & Rice – 5 lb ❤ &lt;b&gt; &bogus;',
    );
  });

  it('keeps a comparison that only looks like markup', () => {
    expect(plainText('For dogs < 10 lb and > 2 years')).toBe('For dogs < 10 lb and > 2 years');
  });
});

describe('truncateAtWord', () => {
  it('leaves a short text as it is', () => {
    expect(truncateAtWord('Balanced nutrition.', 160)).toBe('Balanced nutrition.');
  });

  it('cuts a long text at the last word that fits, with an ellipsis', () => {
    const text = 'Real turkey is the first ingredient, with whole grains, vegetables and omega fatty acids for a shiny coat.';
    const cut = truncateAtWord(text, 50);
    expect(cut).toBe('Real turkey is the first ingredient, with whole…');
    expect(cut.length).toBeLessThanOrEqual(50);
  });

  it('cuts a single overlong word where it must', () => {
    expect(truncateAtWord('a'.repeat(30), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('metaDescription', () => {
  it("is the shop's own description when the page has none", () => {
    expect(metaDescription(undefined)).toBe(DEFAULT_DESCRIPTION);
    expect(metaDescription('  ')).toBe(DEFAULT_DESCRIPTION);
  });

  it('is the text on one line, at most 160 characters', () => {
    const text = `${'Word '.repeat(60)}end`;
    const description = metaDescription(`  ${text}\n`);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('Word…')).toBe(true);
  });
});

describe('productDescription', () => {
  it('is the text of the copy the page shows, else the plain description', () => {
    expect(productDescription({ descriptionHtml: '<p>Real turkey first.</p>', description: 'Other' })).toBe('Real turkey first.');
    expect(productDescription({ descriptionHtml: '', description: 'Balanced nutrition.' })).toBe('Balanced nutrition.');
  });
});

describe('listDescription', () => {
  it('names the list, the shop and how many products it has', () => {
    expect(listDescription('Dry Dog Food', 'Vitalis Pet Nutrition Shop', { total: 24, page: 1, totalPages: 1 })).toBe(
      'Dry Dog Food at Vitalis Pet Nutrition Shop: 24 products.',
    );
    expect(listDescription('Dog Treats', 'Vitalis Pet Nutrition Shop', { total: 1, page: 1, totalPages: 1 })).toBe(
      'Dog Treats at Vitalis Pet Nutrition Shop: 1 product.',
    );
  });

  it('says which page it is past the first, and leaves the count out until the list has loaded', () => {
    expect(listDescription('Dog Food', 'Shop', { total: 60, page: 2, totalPages: 3 })).toBe('Dog Food at Shop: 60 products. Page 2 of 3.');
    expect(listDescription('Dog Food', 'Shop')).toBe('Dog Food at Shop.');
  });
});
