import type { MailKind } from '@shared/schemas/mail-preferences';
import type { MailJobRow } from '../../db/schema';
import { type MailMessageKey, translateMail } from '../../i18n/mail-messages';
import type { Mail } from '../../lib/mailer';
import { signUnsubscribe, type UnsubscribeSubject } from './unsubscribe-token';

export type RenderContext = { origin: string; secret: string };

/** The unsubscribe link of a subject: GET shows a confirmation page, POST (RFC 8058 one-click) unsubscribes. */
export const unsubscribeUrl = (ctx: RenderContext, subject: UnsubscribeSubject) =>
  `${ctx.origin}/unsubscribe?token=${signUnsubscribe(ctx.secret, subject)}`;

const kindLabel = (lang: MailJobRow['language'], kind: string) =>
  translateMail(lang, `kind.${kind}` as MailMessageKey);

/**
 * The mail a queued job sends, rebuilt from its row on every attempt: same row, same mail. Its Message-ID is the
 * row's id, so a mail sent twice (a crash after the SMTP peer accepted it, before `sent` was committed) is the
 * same message to every receiving system that deduplicates by Message-ID.
 */
export function renderMail(job: MailJobRow, ctx: RenderContext): Mail {
  const lang = job.language;
  const t = (key: MailMessageKey, params?: Record<string, string>) => translateMail(lang, key, params);
  const host = new URL(ctx.origin).hostname;
  const p = job.payload;
  let subject: string;
  let lines: string[];
  let stop: UnsubscribeSubject;
  if (p.template === 'shipyardQuote') {
    stop = { scope: 'shipyard', shipyardId: p.shipyardId };
    const link = unsubscribeUrl(ctx, stop);
    subject = t('shipyard.subject', p.params);
    lines = [t('shipyard.body', p.params), '', '-- ', t('shipyard.footer'), t('shipyard.unsubscribe'), link];
  } else if (p.template === 'digest') {
    stop = { scope: 'user', userId: job.userId!, kind: 'digest' };
    const count = p.items.length;
    subject = count === 1 ? t('digest.subjectOne') : t('digest.subject', { count: String(count) });
    lines = [t('greeting', { name: p.name }), t('digest.intro')];
    const kinds = [...new Set(p.items.map((i) => i.kind))];
    for (const kind of kinds) {
      lines.push('', `== ${kindLabel(lang, kind)} ==`);
      for (const item of p.items.filter((i) => i.kind === kind)) {
        lines.push('', `* ${item.title}`, `  ${item.message}`);
        if (item.actionUrl) lines.push(`  ${ctx.origin}${item.actionUrl}`);
      }
      lines.push(
        '',
        `${t('digest.stopKind', { kind: kindLabel(lang, kind) })} ${unsubscribeUrl(ctx, {
          scope: 'user',
          userId: job.userId!,
          kind: kind as MailKind,
        })}`,
      );
    }
    lines.push(
      '',
      '-- ',
      t('footerDigest'),
      t('unsubscribeDigest'),
      unsubscribeUrl(ctx, stop),
      t('preferences'),
      `${ctx.origin}/profile#email`,
    );
  } else {
    stop = { scope: 'user', userId: job.userId!, kind: job.kind as MailKind };
    const kind = kindLabel(lang, job.kind);
    subject = p.title;
    lines = [
      t('greeting', { name: p.name }),
      '',
      p.message,
      '',
      t('open'),
      `${ctx.origin}${p.actionUrl ?? '/dashboard'}`,
    ];
    lines.push(
      '',
      '-- ',
      t('footerInstant', { kind }),
      t('unsubscribe', { kind }),
      unsubscribeUrl(ctx, stop),
      t('preferences'),
      `${ctx.origin}/profile#email`,
    );
  }
  return {
    to: job.toAddress,
    subject,
    text: `${lines.join('\n')}\n`,
    replyTo: job.replyTo ?? undefined,
    messageId: `<${job.id}@${host}>`,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl(ctx, stop)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Auto-Submitted': 'auto-generated',
    },
  };
}
