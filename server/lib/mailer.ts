import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from './logger';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** `<id@host>`: stable across retries of one queued mail (server/modules/mail/render-mail.ts). */
  messageId?: string;
  headers?: Record<string, string>;
};
export type Mailer = { send: (mail: Mail) => Promise<void>; close?: () => void };

/**
 * SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file in DATA_DIR/outbox and the log names the
 * file. Its links stay in the file: they carry verification and reset tokens, which never go into a log (issue 12).
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
}): Mailer {
  if (opts.smtpUrl) {
    // Bounded waits: the mail queue's lease (server/modules/mail/mail-worker.ts) must outlast any one attempt, or
    // a second worker could take over a mail that is still being sent (nodemailer waits up to 10 min by default).
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    return {
      send: async (mail) => {
        await transport.sendMail({ from: opts.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      fs.mkdirSync(opts.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
      const file = path.join(opts.outboxDir, name);
      fs.writeFileSync(file, info.message as Buffer);
      opts.logger.info('mail written to outbox', { to: mail.to, subject: mail.subject, file });
    },
  };
}
