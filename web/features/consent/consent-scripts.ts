/**
 * The consent script queue on the page: outside scripts queued per category load only once that
 * category is accepted, and are marked removed (their tag taken off when flagged removeOnDecline)
 * when it is declined. It follows every change of the choice: the banner, the dialog, another tab
 * or the privacy manager's message (consent-watch.ts).
 */
import { acceptedCategories, consentChosen, onConsentChange } from './consent-state';
import { type ConsentScript, type ConsentScriptStatus, decisionFor, nextScriptStatus, scriptAction } from './script-queue';

interface QueuedScript {
  script: ConsentScript;
  status: ConsentScriptStatus;
  tag?: HTMLScriptElement;
}

const queue: QueuedScript[] = [];
/** whether the queue follows the choice yet: from the first queued script on, for the page's life */
let following = false;

function evaluate(entry: QueuedScript): void {
  const { script } = entry;
  const next = nextScriptStatus(entry.status, decisionFor(script.category, consentChosen(), acceptedCategories()));
  const action = scriptAction(script, entry.status, next);
  entry.status = next;
  if (action === 'add-tag') {
    script.beforeLoad?.();
    const tag = document.createElement('script');
    tag.src = script.src;
    tag.async = true;
    if (script.id) tag.id = script.id;
    tag.dataset.consentCategory = script.category;
    document.head.append(tag);
    entry.tag = tag;
  } else if (action === 'remove-tag') {
    entry.tag?.remove();
    entry.tag = undefined;
  }
}

/** Re-applies the current choice to every queued script. */
export function reevaluateConsentScripts(): void {
  for (const entry of queue) evaluate(entry);
}

/** Queues `script` (it loads now if its category is already accepted); returns a way to take it out of the queue. */
export function queueConsentScript(script: ConsentScript): () => void {
  const entry: QueuedScript = { script, status: 'queued' };
  queue.push(entry);
  if (!following) {
    onConsentChange(reevaluateConsentScripts);
    following = true;
  }
  evaluate(entry);
  return () => {
    const index = queue.indexOf(entry);
    if (index >= 0) queue.splice(index, 1);
    if (script.removeOnDecline) entry.tag?.remove();
  };
}

/** The status of the queued script with this id or src; undefined when none is queued. */
export function consentScriptStatus(idOrSrc: string): ConsentScriptStatus | undefined {
  return queue.find(({ script }) => script.id === idOrSrc || script.src === idOrSrc)?.status;
}
