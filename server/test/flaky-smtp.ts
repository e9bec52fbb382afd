import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP peer that refuses every mail (451, "try again later") while `refusing` is set and accepts once it
 * is cleared, as a relay in an outage does; it counts each refusal and keeps each accepted mail's Message-ID.
 */
export async function startFlakySmtp(opts: { delayMs?: number } = {}) {
  const state = {
    refusing: true,
    refused: 0,
    accepted: [] as { to: string; messageId: string; raw: string }[],
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.refusing) return callback();
      state.refused++;
      const err = Object.assign(new Error('Service busy, try again later'), { responseCode: 451 });
      callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        // A slow relay, so that a queue takes long enough to be interrupted (bench/mail-outage.ts).
        if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
        const raw = Buffer.concat(chunks).toString('utf8');
        const messageId = raw.match(/^Message-ID: (<[^>]+>)/im)?.[1] ?? '';
        for (const r of session.envelope.rcptTo) state.accepted.push({ to: r.address, messageId, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
