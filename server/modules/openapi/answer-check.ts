import type { RouteEntry } from '../../lib/route-table';
import { createRouteMatcher } from '../../lib/route-match';
import { declaredRoutes, type RouteGroup } from '../../lib/route-declaration';

/**
 * Checks an answer against the document: a 2xx JSON answer must have the documented status and validate against
 * the documented response schema (the zod schema itself, compiled once). Answers the problem, or undefined.
 */
export function createAnswerCheck(routes: RouteEntry[], groups: readonly RouteGroup[]) {
  const operations = declaredRoutes(groups);
  const match = createRouteMatcher(routes);
  return (method: string, url: string, status: number, body: unknown): string | undefined => {
    if (status < 200 || status >= 300) return undefined;
    const route = match(method === 'HEAD' ? 'GET' : method, url.split('?')[0]);
    if (!route) return undefined;
    const key = `${method} ${route}`;
    const op = operations.get(key);
    if (!op) return `${key}: answered ${status} but has no entry in the API document`;
    const documented = op.status ?? 200;
    if (status !== documented) return `${key}: answered ${status}, documented ${documented}`;
    if (!op.response) return `${key}: answered JSON, documented without a JSON body`;
    const result = op.response.safeParse(body);
    if (result.success) return undefined;
    const issues = result.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
      .join('; ');
    return `${key}: answer does not match the documented schema: ${issues}`;
  };
}
