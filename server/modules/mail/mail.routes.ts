import {
  mailKinds,
  mailModes,
  mailPreferencesSchema,
  unsubscribeSchema,
} from '@shared/schemas/mail-preferences';
import express, { type Express } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { route, routeGroup } from '../../lib/route-declaration';
import {
  describeUnsubscribe,
  getMailPreferences,
  saveMailPreferences,
  unsubscribe,
} from './mail-preferences.service';

const preferencesDto = z.strictObject({
  timeZone: z.string(),
  modes: z.strictObject(
    Object.fromEntries(mailKinds.map((k) => [k, z.enum(mailModes)])) as Record<
      (typeof mailKinds)[number],
      z.ZodEnum<{ instant: 'instant'; digest: 'digest'; off: 'off' }>
    >,
  ),
});
const targetDto = z.strictObject({
  kind: z.enum([...mailKinds, 'digest', 'shipyard_quotes']),
  done: z.boolean(),
});

export const mailRoutes = routeGroup('/mail', [
  route({
    method: 'GET',
    path: '/preferences',
    summary: 'Own e-mail choice per kind of event, and the time zone of the daily digest',
    access: 'signedIn',
    response: preferencesDto,
    handler: ({ db, user }) => getMailPreferences(db, user.id),
  }),
  route({
    method: 'PUT',
    path: '/preferences',
    summary: 'Set own e-mail choice per kind of event (instant, digest, off) and the digest time zone',
    access: 'signedIn',
    body: mailPreferencesSchema,
    response: preferencesDto,
    handler: ({ db, user, body }) => saveMailPreferences(db, user.id, body),
  }),
  route({
    method: 'GET',
    path: '/unsubscribe',
    summary: 'What an unsubscribe link stops, and whether it is stopped already (no sign-in)',
    description: 'A link that was changed or not made by this server answers 400.',
    access: 'public',
    query: unsubscribeSchema,
    response: targetDto,
    handler: ({ deps, query }) => describeUnsubscribe(deps, query.token),
  }),
  route({
    method: 'POST',
    path: '/unsubscribe',
    summary: 'Stop the e-mails an unsubscribe link names (no sign-in; the confirmation page calls it)',
    description:
      "Mail clients' RFC 8058 one-click POST goes to the link itself (`POST /unsubscribe?token=…`, outside /api).",
    access: 'public',
    body: unsubscribeSchema,
    response: targetDto,
    handler: ({ deps, body }) => unsubscribe(deps, body.token),
  }),
]);

/**
 * RFC 8058 one-click: mail providers POST `List-Unsubscribe=One-Click` to the List-Unsubscribe URL, form-encoded,
 * without cookies or an Origin of ours, so this lives outside /api (whose CSRF check refuses such a body). The token
 * in the URL is the only authority; the body is not needed and not read. GET on the same URL is the client's
 * confirmation page (link scanners that GET must never unsubscribe anyone).
 */
export function mountOneClickUnsubscribe(app: Express, deps: AppDeps) {
  app.post('/unsubscribe', express.urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const parsed = unsubscribeSchema.safeParse({ token });
    if (!parsed.success) {
      res.status(400).type('text/plain').send('This unsubscribe link is not valid.');
      return;
    }
    await unsubscribe(deps, parsed.data.token);
    res.set('Cache-Control', 'no-store').type('text/plain').send('Unsubscribed.');
  });
}
