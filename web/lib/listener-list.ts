/** A list of listeners a feature publishes to without importing them; `join` answers the leave. */
export interface ListenerList<L> {
  join(listener: L): () => void;
  /** the listeners now, in the order they joined (a copy: one may leave while they run) */
  current(): L[];
}

export function listenerList<L>(): ListenerList<L> {
  const listeners: L[] = [];
  return {
    join(listener) {
      listeners.push(listener);
      return () => {
        const at = listeners.indexOf(listener);
        if (at >= 0) listeners.splice(at, 1);
      };
    },
    current: () => [...listeners],
  };
}
