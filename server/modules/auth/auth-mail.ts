import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { type MessageKey, translate } from '../../i18n/messages';

type MailKind =
  | 'verify'
  | 'reset'
  | 'duplicate'
  | 'approved'
  | 'rejected'
  | 'suspended'
  | 'reactivated'
  | 'roleChanged';

/** Sends one of the account emails in the user's language. A mail failure is logged, never shown to the caller. */
export async function sendAccountMail(
  deps: Pick<AppDeps, 'mailer' | 'logger' | 'config'>,
  user: Pick<UserRow, 'email' | 'firstName' | 'preferredLanguage' | 'emailVerifiedAt'>,
  kind: MailKind,
  params: Record<string, string> = {},
) {
  const origin = deps.config.APP_ORIGIN;
  // Anyone can register someone else's address with a "name" that reads as a message (spam, phishing text):
  // until the mailbox is proven, our mails carry nothing the registrant typed (issue 12).
  const greeting = user.emailVerifiedAt
    ? translate(user.preferredLanguage, 'email.greeting.named', { name: user.firstName })
    : translate(user.preferredLanguage, 'email.greeting.anonymous');
  const all = {
    greeting,
    loginLink: `${origin}/login`,
    resetLink: `${origin}/forgot-password`,
    contact: 'support@feederhub.eu',
    ...params,
  };
  const t = (part: 'subject' | 'body') =>
    translate(user.preferredLanguage, `email.${kind}.${part}` as MessageKey, all);
  try {
    await deps.mailer.send({ to: user.email, subject: t('subject'), text: t('body') });
  } catch (err) {
    deps.logger.error('mail delivery failed', { kind, error: (err as Error).name });
  }
}
