import { describe, expect, it } from 'vitest';
import { decideRouteRule, decideRouteTarget, findRouteRule, normalizeRulePath } from '../../../core/content/route-rules';

const RULES = [
  { from: '/about-us', to: '/about' },
  { from: '/returns', to: '/shipping#returns' },
  { from: '/vet', to: 'https://vets.vitalis.example/find-a-clinic' },
  { from: '/old-help', to: '/help' },
  { from: '/help', to: '/faq' },
  { from: '/ping', to: '/pong' },
  { from: '/pong', to: '/ping' },
  { from: '/evil', to: 'https://evil.example/phish' },
];

describe('route rules (§2)', () => {
  it('compares paths without case or trailing slash', () => {
    expect(normalizeRulePath('/About-Us/')).toBe('/about-us');
    expect(normalizeRulePath('/')).toBe('/');
    expect(findRouteRule('/ABOUT-US/', RULES)?.to).toBe('/about');
    expect(findRouteRule('/about', RULES)).toBeUndefined();
  });

  it('decides nothing for a path no rule names', () => {
    expect(decideRouteRule('/no-rule', '', RULES)).toEqual({ kind: 'none' });
  });

  it('navigates in the app to an internal target, keeping the query string unless the target has its own', () => {
    expect(decideRouteRule('/about-us', '', RULES)).toEqual({ kind: 'navigate', to: '/about' });
    expect(decideRouteRule('/about-us', '?ref=mail', RULES)).toEqual({ kind: 'navigate', to: '/about?ref=mail' });
    expect(decideRouteRule('/returns', '?x=1', RULES)).toEqual({ kind: 'navigate', to: '/shipping#returns' });
  });

  it('follows a chain of rules to its end and refuses a loop', () => {
    expect(decideRouteRule('/old-help', '', RULES)).toEqual({ kind: 'navigate', to: '/faq' });
    expect(decideRouteRule('/ping', '', RULES)).toMatchObject({ kind: 'refused', reason: 'the rules form a loop' });
    const self = [{ from: '/a', to: '/A/' }];
    expect(decideRouteRule('/a', '', self)).toMatchObject({ kind: 'refused' });
  });

  it('loads an external target in full only when its host is allowed, over https', () => {
    expect(decideRouteRule('/vet', '', RULES)).toEqual({ kind: 'external', url: 'https://vets.vitalis.example/find-a-clinic' });
    expect(decideRouteRule('/evil', '', RULES)).toEqual({
      kind: 'refused',
      target: 'https://evil.example/phish',
      reason: 'the host evil.example is not in the allow-list',
    });
    expect(decideRouteTarget('https://evil.example/', ['evil.example'])).toEqual({ kind: 'external', url: 'https://evil.example/' });
  });

  it('refuses every other kind of target', () => {
    for (const target of [
      'http://vets.vitalis.example/',
      'javascript:alert(1)',
      'data:text/html,hi',
      '//vets.vitalis.example/x',
      '/\\evil.example',
      'https://user:pw@vets.vitalis.example/',
      'https://vets.vitalis.example.evil.example/',
      'about',
      '/line\nbreak',
    ]) {
      expect(decideRouteTarget(target).kind, target).toBe('refused');
    }
  });
});
