/** A minimal typed event emitter (the SDK's ready, update and error events). */
export class Emitter<Events extends Record<string, unknown>> {
  private readonly listeners = new Map<keyof Events, Set<(payload: never) => void>>();

  on<K extends keyof Events>(type: K, listener: (payload: Events[K]) => void): () => void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener as (payload: never) => void);
    this.listeners.set(type, set);
    return () => set.delete(listener as (payload: never) => void);
  }

  has(type: keyof Events): boolean {
    return (this.listeners.get(type)?.size ?? 0) > 0;
  }

  emit<K extends keyof Events>(type: K, payload: Events[K]): void {
    for (const listener of this.listeners.get(type) ?? []) (listener as (p: Events[K]) => void)(payload);
  }
}
