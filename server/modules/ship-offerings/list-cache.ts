/**
 * Issue 11 §2: the public list is the most read call of the product and answers the same page to every visitor who
 * asks the same question, so a page is read from the database once and kept for a second.
 *
 * Freshness: every write to ship_offerings made by this process calls `offeringsChanged()` once it has committed,
 * before it answers, which drops every kept page at once, so nobody reads a page older than a write they saw
 * answered. A write made by another instance (or by hand in SQL) shows within `LIST_TTL_MS`; so does a voyage
 * leaving the list at its departure time.
 */
export const LIST_TTL_MS = 1000;

let generation = 0;

/** Called after a write to ship_offerings has committed (after its transaction), before the write answers. */
export function offeringsChanged() {
  generation++;
}

type Entry<V> = { value: Promise<V>; at: number; generation: number };

/**
 * A cache of loaded values by key, each valid for `ttlMs` of the given clock and until the next
 * `offeringsChanged()`. Callers asking for a key that is being loaded share that one load, so fifty visitors
 * arriving together cost one query. A failed load is not kept.
 */
export function listCache<V>(opts: { ttlMs: number; capacity: number }) {
  const entries = new Map<string, Entry<V>>();
  return (key: string, now: number, load: () => Promise<V>): Promise<V> => {
    const hit = entries.get(key);
    if (hit && hit.generation === generation && now >= hit.at && now - hit.at < opts.ttlMs) return hit.value;
    // The generation is read before the load starts: a write committing during the load outdates its result.
    const entry: Entry<V> = { value: load(), at: now, generation };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > opts.capacity) entries.delete(entries.keys().next().value!);
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value;
  };
}
