import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string; subject: string; text: string };

const decodeQuotedPrintable = (s: string) =>
  Buffer.from(
    s
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

const decodeHeader = (s: string) =>
  s.replace(/=\?UTF-8\?Q\?([^?]*)\?=\s*/gi, (_, q) => decodeQuotedPrintable(q.replace(/_/g, ' ')));

/** A real SMTP peer on a random local port; the app's nodemailer transport talks to it. */
export async function startSmtp() {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const [head, ...rest] = raw.split(/\r?\n\r?\n/);
        const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
        const subject = decodeHeader(unfolded.match(/^Subject: (.*)$/m)?.[1] ?? '');
        const body = rest.join('\n\n');
        const qp = /Content-Transfer-Encoding: quoted-printable/i.test(head);
        // nodemailer picks base64 for mostly non-Latin text (a Chinese mail).
        const b64 = /Content-Transfer-Encoding: base64/i.test(head);
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject,
          text: qp
            ? decodeQuotedPrintable(body)
            : b64
              ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
              : body,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** The last mail to an address, waiting briefly since delivery is asynchronous to the socket. */
    async lastTo(address: string) {
      for (let i = 0; i < 50; i++) {
        const mail = inbox.filter((m) => m.to.includes(address)).at(-1);
        if (mail) return mail;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no mail to ${address}`);
    },
  };
}

export const tokenFrom = (mail: ReceivedMail) => {
  const token = mail.text.match(/token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no token in mail: ${mail.subject}`);
  return token;
};
