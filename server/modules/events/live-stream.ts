import type { ServerResponse } from 'node:http';
import type { LiveEndReason } from '@shared/schemas/events';

/** One open event stream: its user and session, and the response it writes to. */
export type LiveStream = {
  userId: string;
  /** The session id, to check the session table, and its hash, as the channel names it. */
  sid: string;
  sidKey: string;
  /** When the sign-in reaches its absolute lifetime (ms, by `clock`). */
  deadline: number;
  clock: () => Date;
  res: ServerResponse;
  closed: boolean;
};

export function writeEvent(stream: LiveStream, event: string, data: unknown) {
  if (stream.closed) return;
  stream.res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/**
 * The last message, then the end of the answer. A client that stopped reading is cut instead: ending would wait
 * for its unread bytes to drain, and they are what must not stay in memory.
 */
export function writeEnd(stream: LiveStream, reason: LiveEndReason) {
  if (stream.closed) return;
  stream.closed = true;
  if (reason === 'tooSlow') {
    stream.res.destroy();
    return;
  }
  stream.res.end(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
}
