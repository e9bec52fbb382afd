import { type EncodedJson, encodeJson } from './encoded-json';
import { lruCache } from './lru';

/**
 * A page of one user's own list, kept as it was sent (serialised, with its ETag and the compressed forms made for
 * earlier callers), with the fingerprint of what it was built from (issue 28). The fingerprint names every row
 * version the page shows (PostgreSQL's `xmin` of each row read: any UPDATE writes a new version with the writer's
 * transaction id) and the total, so a page is sent again only while a fresh read of its fingerprint finds the same:
 * a write by this instance, another instance or SQL by hand shows in the next read, with no invalidation to call
 * and no time to wait. A read costs one narrow statement instead of mapping, serialising and compressing the page
 * (a page not kept yet costs that statement more).
 */
export type KeptPage = { fingerprint: string; total: number; next: string | null; encoded: EncodedJson };

/** A page as built from the database. */
export type BuiltPage = { total: number; next: string | null; body: unknown };

/** Pages kept per app instance, at most `capacity` (the least recently read go first). */
export function keptPages(capacity: number) {
  const pages = lruCache<KeptPage>(capacity);
  return {
    /**
     * The page kept for `key` while `fingerprint()` matches it, else the page `build()` makes, kept with that
     * fingerprint. `key` names the user and everything that selects the page (list, filters, order, size,
     * position). The fingerprint is read before the page: a write committed between the two makes the kept
     * fingerprint older than the page, so the next read builds the page again; never the reverse. A page without
     * rows has no fingerprint (`pageFingerprint`: its total past the end is not in it) and is not kept.
     */
    async read(key: string, fingerprint: () => Promise<string | null>, build: () => Promise<BuiltPage>) {
      const current = await fingerprint();
      const kept = current === null ? undefined : pages.get(key);
      if (kept && kept.fingerprint === current) return kept;
      const built = await build();
      const page: KeptPage = {
        fingerprint: current ?? '',
        total: built.total,
        next: built.next,
        encoded: encodeJson(built.body),
      };
      if (current !== null) pages.set(key, page);
      return page;
    },
  };
}

/**
 * A page's fingerprint from its fingerprint statement's rows (each carrying its versions, `fp`, and the total across
 * pages): the versions in page order and the total; null for a page without rows.
 */
export const pageFingerprint = (rows: readonly { fp: string; total: number | string }[]) =>
  rows.length === 0 ? null : `${rows.map((r) => r.fp).join(',')}|${rows[0].total}`;
