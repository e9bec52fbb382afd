import { contactSchema } from '@shared/schemas/contact';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { parse } from '../../lib/validate';
import { sendContactMessage } from './contact.service';

export function contactRoutes(deps: AppDeps) {
  const r = Router();
  r.post('/', async (req, res) => {
    const input = parse(contactSchema, req.body);
    res.status(201).json(await sendContactMessage(deps, input, req.ip ?? 'unknown'));
  });
  return r;
}
