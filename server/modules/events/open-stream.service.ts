import type { Request, Response } from 'express';
import { SESSION_ABSOLUTE_MS } from '../../auth/session';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import { liveHubFor, streamKeys } from './live-hub';
import type { LiveStream } from './live-stream';

/**
 * Opens the caller's event stream (issue 24 §2). It answers only once this instance listens on the channel, so a
 * change committed after the client saw `ready` always reaches it.
 */
export async function openLiveStream(deps: AppDeps, req: Request, res: Response, userId: string) {
  // A stopping instance takes no new stream: the client retries and the balancer sends it elsewhere.
  if (deps.lifecycle.stopping) throw new AppError('SERVICE_UNAVAILABLE', 'Shutting down');
  const hub = liveHubFor(deps.database);
  try {
    await hub.ready();
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', 'Live updates are unavailable');
  }
  if (req.socket.destroyed) return;
  const signedInAt = req.session.signedInAt ?? deps.clock().getTime();
  const stream: LiveStream = {
    userId,
    ...streamKeys(req.sessionID),
    deadline: signedInAt + SESSION_ABSOLUTE_MS,
    clock: deps.clock,
    res,
    closed: false,
  };
  res.status(200).set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    // no-transform: the compression middleware passes the stream through instead of buffering it.
    'Cache-Control': 'no-store, no-transform',
    // nginx would otherwise buffer the answer (proxy_buffering on by default).
    'X-Accel-Buffering': 'no',
  });
  res.flushHeaders();
  req.socket.setNoDelay(true);
  hub.add(stream);
  res.write('event: ready\ndata: {}\n\n');
}
