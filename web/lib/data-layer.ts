/** One entry of the tag manager's data layer. */
export type DataLayerEntry = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/**
 * Pushes an analytics event to window.dataLayer. The array is created when missing and otherwise
 * reused, because a tag manager that loaded first replaces its `push` to listen.
 */
export function pushEvent(event: string, payload: Record<string, unknown> = {}): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ ...payload, event });
}
