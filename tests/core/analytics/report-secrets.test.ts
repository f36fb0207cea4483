import { describe, expect, it } from 'vitest';
import { pathOfRoute, redactSecretParameters } from '../../../core/analytics/client-errors';

describe('what an error report may keep of a URL', () => {
  it('keeps the path of a route, without its query and fragment', () => {
    expect(pathOfRoute('/shelter/reset-password?token=abc')).toBe('/shelter/reset-password');
    expect(pathOfRoute('/faq#shipping')).toBe('/faq');
    expect(pathOfRoute('/products/dog')).toBe('/products/dog');
  });

  it('redacts the value of each secret parameter, and nothing else', () => {
    expect(redactSecretParameters('at /login?verify=abc&next=/cart and /reset?TOKEN=x#code=y')).toBe(
      'at /login?verify=[redacted]&next=/cart and /reset?TOKEN=[redacted]#code=[redacted]',
    );
    expect(redactSecretParameters('/search?search=chicken&page=2')).toBe('/search?search=chicken&page=2');
  });
});
