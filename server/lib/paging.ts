import type { PageParams } from '@shared/schemas/paging';
import type { Response } from 'express';
import { sendJson } from './encoded-json';

/** Rows to skip before the requested page. */
export const pageOffset = ({ page, pageSize }: PageParams) => (page - 1) * pageSize;

/** PRODUCT.md 26: a paged list answers one page; the total across pages goes in X-Total-Count. */
export function sendPage(res: Response, total: number, body: unknown) {
  res.set('X-Total-Count', String(total));
  sendJson(res.req, res, body);
}
