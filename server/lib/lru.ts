/**
 * A bounded map that forgets the least recently used entry: for results that are pure functions of their key
 * (sea routes between catalogue ports, say), where the key space is finite but an unbounded cache would hold
 * every pair a client ever asked for.
 */
export function lruCache<V>(capacity: number) {
  const entries = new Map<string, V>();
  /** The entry, marked as the most recently used. */
  function get(key: string): V | undefined {
    const hit = entries.get(key);
    if (hit !== undefined) {
      // Map keeps insertion order: re-inserting marks the entry as the most recent.
      entries.delete(key);
      entries.set(key, hit);
    }
    return hit;
  }
  function set(key: string, value: V) {
    entries.delete(key);
    entries.set(key, value);
    if (entries.size > capacity) entries.delete(entries.keys().next().value!);
  }
  return {
    get size() {
      return entries.size;
    },
    get,
    set,
    getOrCompute(key: string, compute: () => V): V {
      const hit = get(key);
      if (hit !== undefined) return hit;
      const value = compute();
      set(key, value);
      return value;
    },
  };
}
