/**
 * The `?next=` target after sign-in, only when it is a path on this site: '//host' and '/\host' are
 * protocol-relative URLs that browsers resolve to another origin (an open redirect), and browsers drop
 * tabs and newlines from URLs, so '/\t/host' would become one too.
 */
export function safeNextPath(search: string, fallback: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if ([...next].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback;
  return next;
}
