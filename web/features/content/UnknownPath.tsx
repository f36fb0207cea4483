import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { decideRouteRule, type RouteRuleDecision } from '../../../core/content/route-rules';
import { NotFoundPage } from '../../app/errors/NotFoundPage';
import { useReportPageStatus } from '../../app/page-status';
import { PageLoading } from '../../ui/PageLoading';
import { useRouteRules } from './content-page-queries';
import { leaveApp, reportRefusedRule } from './route-rule-actions';

/** How long the 404 page waits for the route rules: a slow connection shows it, and still follows a rule that arrives later. */
const RULES_GRACE_MS = 1500;

function useGraceOver(): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setOver(true), RULES_GRACE_MS);
    return () => clearTimeout(timer);
  }, []);
  return over;
}

/**
 * A path the shop has no page for: the content service's route rules (§2) are looked up first, from
 * one cached list. An internal target replaces this entry inside the app, an allowed external one
 * is a full page load, a refused one is logged; without a rule (or without the list, offline and
 * never fetched) it is the 404 page.
 */
export function UnknownPath() {
  const { pathname, search } = useLocation();
  const graceOver = useGraceOver();
  const navigate = useNavigate();
  const rules = useRouteRules();
  const decision: RouteRuleDecision | null = rules.data ? decideRouteRule(pathname, search, rules.data) : null;
  const kind = decision?.kind;
  const to =
    decision?.kind === 'navigate'
      ? decision.to
      : decision?.kind === 'external'
        ? decision.url
        : decision?.kind === 'refused'
          ? decision.target
          : '';
  const reason = decision?.kind === 'refused' ? decision.reason : '';
  // on the server: a rule's redirect is the answer (for now: the content service may change it)
  useReportPageStatus(kind === 'navigate' || kind === 'external' ? 302 : 200, kind === 'navigate' || kind === 'external' ? to : undefined);

  useEffect(() => {
    if (kind === 'navigate') navigate(to, { replace: true });
    else if (kind === 'external') leaveApp(to);
    else if (kind === 'refused') reportRefusedRule(pathname, to, reason);
  }, [kind, to, reason, pathname, navigate]);

  const waiting = rules.isPending && rules.fetchStatus !== 'paused' && !graceOver;
  if (waiting || kind === 'navigate' || kind === 'external') return <PageLoading />;
  return <NotFoundPage />;
}
