/**
 * Route rules of the content service (§2): a path of the shop may send the visitor elsewhere. An
 * internal target is a navigation inside the app; an external one is a full page load, and only to
 * a host this list allows (§2: navigating to an external URL is refused unless explicitly allowed).
 * Anything else is refused, so a mistyped or tampered rule can never send a shopper to a stranger.
 */
import type { RouteRule } from '../entities/content-page';

/** Hosts an external route rule may send the visitor to, over https only. */
export const ALLOWED_EXTERNAL_HOSTS: readonly string[] = ['vets.vitalis.example', 'help.vitalis.example'];

/** A chain of rules longer than this is treated as a loop. */
const MAX_RULE_HOPS = 5;

/** What the app does with a path a rule may know. */
export type RouteRuleDecision =
  | { kind: 'none' }
  | { kind: 'navigate'; to: string }
  | { kind: 'external'; url: string }
  | { kind: 'refused'; target: string; reason: string };

/** A path as rules compare it: lower-case, no trailing slash. */
export function normalizeRulePath(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path.toLowerCase();
}

/** The rule whose source is `pathname`, if any. */
export function findRouteRule(pathname: string, rules: readonly RouteRule[]): RouteRule | undefined {
  const path = normalizeRulePath(pathname);
  return rules.find((rule) => normalizeRulePath(rule.from) === path);
}

/** True for a path of this shop: one leading slash, no backslash trick, no control characters. */
function isShopPath(target: string): boolean {
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return false;
  return ![...target].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
}

/** Where one target leads: a shop path, an allowed https URL, or a refusal saying why. */
export function decideRouteTarget(target: string, allowedHosts: readonly string[] = ALLOWED_EXTERNAL_HOSTS): RouteRuleDecision {
  const trimmed = target.trim();
  if (isShopPath(trimmed)) return { kind: 'navigate', to: trimmed };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { kind: 'refused', target, reason: 'not a path of the shop nor an absolute URL' };
  }
  if (url.protocol !== 'https:') return { kind: 'refused', target, reason: `the ${url.protocol} scheme is not allowed` };
  if (url.username || url.password) return { kind: 'refused', target, reason: 'a URL with credentials is not allowed' };
  if (!allowedHosts.includes(url.hostname.toLowerCase())) {
    return { kind: 'refused', target, reason: `the host ${url.hostname} is not in the allow-list` };
  }
  return { kind: 'external', url: url.href };
}

const pathOf = (target: string) => target.split(/[?#]/)[0];

/**
 * The decision for a visit of `pathname` (with `search`): none when no rule names it; otherwise
 * the rule's target, following a target that is itself the source of a rule. A chain that comes
 * back on itself (or runs longer than MAX_RULE_HOPS) is refused. An internal target without a
 * query of its own keeps the visitor's query string.
 */
export function decideRouteRule(
  pathname: string,
  search: string,
  rules: readonly RouteRule[],
  allowedHosts: readonly string[] = ALLOWED_EXTERNAL_HOSTS,
): RouteRuleDecision {
  let rule = findRouteRule(pathname, rules);
  if (!rule) return { kind: 'none' };
  const seen = new Set([normalizeRulePath(pathname)]);
  for (let hop = 0; hop < MAX_RULE_HOPS; hop++) {
    const decision = decideRouteTarget(rule.to, allowedHosts);
    if (decision.kind !== 'navigate') return decision;
    const next = normalizeRulePath(pathOf(decision.to));
    if (seen.has(next)) return { kind: 'refused', target: rule.to, reason: 'the rules form a loop' };
    seen.add(next);
    const following = findRouteRule(pathOf(decision.to), rules);
    if (!following) {
      const keepsQuery = search && !decision.to.includes('?') && !decision.to.includes('#');
      return { kind: 'navigate', to: keepsQuery ? `${decision.to}${search}` : decision.to };
    }
    rule = following;
  }
  return { kind: 'refused', target: rule.to, reason: 'the rules form a chain that is too long' };
}
