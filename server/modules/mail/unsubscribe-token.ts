import crypto from 'node:crypto';
import { type MailKind, mailKinds } from '@shared/schemas/mail-preferences';

/** What a token stops: one kind of a user's mails, a user's daily digest, or a shipyard's quote requests. */
export type UnsubscribeSubject =
  | { scope: 'user'; userId: string; kind: MailKind | 'digest' }
  | { scope: 'shipyard'; shipyardId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// A key of its own, derived from the secret: a token can never pass for a session signature or the other way.
const keyOf = (secret: string) =>
  crypto.createHmac('sha256', secret).update('feederhub/mail-unsubscribe/v1').digest();

const mac = (secret: string, body: string) =>
  crypto.createHmac('sha256', keyOf(secret)).update(body).digest('base64url').slice(0, 32);

const bodyOf = (s: UnsubscribeSubject) =>
  s.scope === 'user' ? `u.${s.userId}.${s.kind}` : `s.${s.shipyardId}`;

/**
 * `<subject>.<HMAC>`, URL-safe. It never expires: an unsubscribe link must keep working for as long as the mails it
 * came with are read (RFC 8058 asks for no sign-in and no further step). It only ever turns mail off.
 */
export function signUnsubscribe(secret: string, subject: UnsubscribeSubject) {
  const body = bodyOf(subject);
  return `${Buffer.from(body).toString('base64url')}.${mac(secret, body)}`;
}

/** The subject of a genuine token, or null (a changed, truncated or foreign token). */
export function verifyUnsubscribe(secret: string, token: string): UnsubscribeSubject | null {
  const [encoded, given, extra] = token.split('.');
  if (!encoded || !given || extra !== undefined) return null;
  const body = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(mac(secret, body));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) return null;
  const [scope, id, kind] = body.split('.');
  if (!UUID.test(id ?? '')) return null;
  if (scope === 's' && kind === undefined) return { scope: 'shipyard', shipyardId: id };
  if (scope === 'u' && (kind === 'digest' || (mailKinds as readonly string[]).includes(kind)))
    return { scope: 'user', userId: id, kind: kind as MailKind | 'digest' };
  return null;
}
