import { describe, expect, it } from 'vitest';
import { CONTENT_TOKENS, contentTokenValues, fillContentTokens, formatDollars, tokensIn } from '../../../core/content/tokens';

describe('content tokens', () => {
  it('writes prices the way the copy does', () => {
    expect(formatDollars(5000)).toBe('$50');
    expect(formatDollars(400)).toBe('$4');
    expect(formatDollars(799)).toBe('$7.99');
    expect(formatDollars(4950)).toBe('$49.50');
  });

  it('takes the free-shipping minimum from the global, and the §9 default when it is missing or unusable', () => {
    expect(contentTokenValues(65).free_shipping_minimum).toBe('$65');
    expect(contentTokenValues(49.5).free_shipping_minimum).toBe('$49.50');
    for (const unusable of [undefined, null, 'fifty', -1, Number.NaN]) {
      expect(contentTokenValues(unusable).free_shipping_minimum, String(unusable)).toBe('$50');
    }
    const values = contentTokenValues(50);
    expect(values).toMatchObject({
      alaska_hawaii_service_charge: '$4',
      first_autoship_promo_code: 'AUTO35',
      first_autoship_discount: '35%',
      max_order_quantity: '10',
      max_autoship_quantity: '5',
      autoship_interval_range: '2 to 12 weeks',
    });
    expect(Object.keys(values).sort()).toEqual([...CONTENT_TOKENS].sort());
  });

  it('fills known tokens, escapes them in HTML and leaves an unknown token as written', () => {
    const values = { free_shipping_minimum: '$50', odd: '<b>&' };
    expect(fillContentTokens('<p>Free from {{free_shipping_minimum}}.</p>', values)).toBe('<p>Free from $50.</p>');
    expect(fillContentTokens('{{odd}}', values, { html: true })).toBe('&lt;b&gt;&amp;');
    expect(fillContentTokens('{{odd}}', values)).toBe('<b>&');
    expect(fillContentTokens('{{typo_token}} and {{ spaced }}', values)).toBe('{{typo_token}} and {{ spaced }}');
    expect(fillContentTokens('{{constructor}}', values)).toBe('{{constructor}}');
  });

  it('lists the tokens a text uses, once each', () => {
    expect(tokensIn('{{a}} {{b_2}} {{a}} {x}')).toEqual(['a', 'b_2']);
  });
});
