import { type EncodedJson, encodeJson } from './encoded-json';
import { lruCache } from './lru';

/**
 * A page of one user's own list, kept as it was sent (serialised, with its ETag and the compressed forms made for
 * earlier callers), with the fingerprint of what it was built from (issue 28). The fingerprint names every row
 * version the page shows (PostgreSQL's `xmin` of each row read: any UPDATE writes a new version with the writer's
 * transaction id) and the total, so a page is sent again only while a fresh read of its fingerprint finds the same:
 * a write by this instance, another instance or SQL by hand shows in the next read, with no invalidation to call
 * and no time to wait. A read costs one narrow statement instead of mapping, serialising and compressing the page.
 */
export type KeptPage = { fingerprint: string; total: number; next: string | null; encoded: EncodedJson };

/** A page as built from the database, with the fingerprint of the rows it was built from (null: keep none). */
export type BuiltPage = { fingerprint: string | null; total: number; next: string | null; body: unknown };

/** Pages kept per app instance, at most `capacity` (the least recently read go first). */
export function keptPages(capacity: number) {
  const pages = lruCache<KeptPage>(capacity);
  return {
    /**
     * The page kept for `key` when `fingerprint()` still matches it, else the page `build()` makes (kept for the
     * next read). `key` names the user and everything that selects the page (list, filters, order, size, position).
     */
    async read(key: string, fingerprint: () => Promise<string>, build: () => Promise<BuiltPage>) {
      const kept = pages.get(key);
      if (kept && (await fingerprint()) === kept.fingerprint) return kept;
      const built = await build();
      const page: KeptPage = {
        fingerprint: built.fingerprint ?? '',
        total: built.total,
        next: built.next,
        encoded: encodeJson(built.body),
      };
      if (built.fingerprint !== null) pages.set(key, page);
      return page;
    },
  };
}

/** A page's fingerprint: each row's versions in page order, and the total across pages. */
export const pageFingerprint = (rows: readonly { fp: string }[], total: number) =>
  `${rows.map((r) => r.fp).join(',')}|${total}`;
