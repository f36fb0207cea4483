/** Events that show a shopper is on the page. */
const INTERACTION_EVENTS = ['pointermove', 'pointerdown', 'scroll', 'wheel', 'keydown', 'touchstart'] as const;

let interacted: Promise<void> | undefined;

/** Resolves at the shopper's first interaction with the page (once per page load). */
export function firstInteraction(): Promise<void> {
  interacted ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of INTERACTION_EVENTS) removeEventListener(type, done, { capture: true });
      resolve();
    };
    for (const type of INTERACTION_EVENTS) addEventListener(type, done, { capture: true, passive: true });
  });
  return interacted;
}
