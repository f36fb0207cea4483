/**
 * The rules of the consent script queue (§4 Consent), as plain functions: a script waits in the
 * queue until its category is decided; accepted → it loads (status loaded); declined → it is
 * marked removed, and its tag leaves the page when it is flagged removeOnDecline.
 */
import type { ConsentCategory } from './consent-state';

export interface ConsentScript {
  category: ConsentCategory;
  src: string;
  /** the script tag's id, for finding it again (and in tests) */
  id?: string;
  /** take the tag off the page when the category is declined after it loaded */
  removeOnDecline?: boolean;
  /** runs just before the tag is added (a tag manager's start event, for one) */
  beforeLoad?: () => void;
}

export type ConsentScriptStatus = 'queued' | 'loaded' | 'removed';
export type ConsentDecision = 'undecided' | 'accepted' | 'declined';

/** What the shopper decided about `category`: nothing before a choice; necessary is always accepted. */
export function decisionFor(category: ConsentCategory, chosen: boolean, accepted: readonly ConsentCategory[]): ConsentDecision {
  if (category === 'necessary' || accepted.includes(category)) return 'accepted';
  return chosen ? 'declined' : 'undecided';
}

/** A queued script's status after a decision; undecided leaves it as it was. */
export function nextScriptStatus(status: ConsentScriptStatus, decision: ConsentDecision): ConsentScriptStatus {
  if (decision === 'accepted') return 'loaded';
  if (decision === 'declined') return 'removed';
  return status;
}

export type ConsentScriptAction = 'add-tag' | 'remove-tag' | 'none';

/** What the page must do when a script moves from `from` to `to`. */
export function scriptAction(script: ConsentScript, from: ConsentScriptStatus, to: ConsentScriptStatus): ConsentScriptAction {
  if (to === 'loaded' && from !== 'loaded') return 'add-tag';
  if (to === 'removed' && from === 'loaded' && script.removeOnDecline) return 'remove-tag';
  return 'none';
}
