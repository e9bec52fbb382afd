import type { LiveEndReason, LiveTopic } from '@shared/schemas/events';
import { liveTopics } from '@shared/schemas/events';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { listenLive } from './live-listener';
import { type BusMessage, sidHash } from './live-publish';
import { type LiveStream, writeEnd, writeEvent } from './live-stream';

export type HubOptions = {
  /** Streams one user may hold on one instance; a new one closes the oldest (a forgotten tab). */
  maxPerUser: number;
  /** A comment line this often keeps proxies (nginx: 60 s proxy_read_timeout) and NATs from closing the stream. */
  heartbeatMs: number;
  /** How often every stream's session is checked against the session table (idle expiry, anything missed). */
  sweepMs: number;
  /** Unsent bytes a stream may hold before it is cut (a client that stopped reading). */
  maxBufferBytes: number;
};

export const HUB_DEFAULTS: HubOptions = {
  maxPerUser: 5,
  heartbeatMs: 25_000,
  sweepMs: 30_000,
  maxBufferBytes: 64 * 1024,
};

/**
 * The live streams of one instance and its one listening connection (per database object, which is per process
 * in production). Every instance hears every change on the channel and forwards it to the streams of its users.
 */
export type LiveHub = ReturnType<typeof createHub>;

function createHub(database: Database, options: HubOptions) {
  const byUser = new Map<string, LiveStream[]>();
  let count = 0;
  let listening: Promise<() => Promise<void>> | undefined;
  let timers: NodeJS.Timeout[] = [];

  const each = function* () {
    for (const list of byUser.values()) yield* list;
  };

  function remove(stream: LiveStream) {
    const list = byUser.get(stream.userId);
    const at = list?.indexOf(stream) ?? -1;
    if (!list || at < 0) return;
    list.splice(at, 1);
    count--;
    if (list.length === 0) byUser.delete(stream.userId);
  }

  function end(stream: LiveStream, reason: LiveEndReason) {
    remove(stream);
    writeEnd(stream, reason);
  }

  /** Writes, or cuts a stream whose client stopped reading (its unsent bytes would grow without bound). */
  function deliver(stream: LiveStream, event: string, data: unknown) {
    if (stream.res.writableLength > options.maxBufferBytes) return end(stream, 'tooSlow');
    writeEvent(stream, event, data);
  }

  function dispatch(message: BusMessage) {
    if (message.k === 'change') {
      for (const userId of message.u)
        for (const stream of [...(byUser.get(userId) ?? [])])
          deliver(stream, 'change', { topics: message.t });
    } else if (message.k === 'session') {
      for (const stream of [...each()]) if (stream.sidKey === message.s) end(stream, 'signedOut');
    } else if (message.k === 'user') {
      for (const stream of [...(byUser.get(message.u) ?? [])])
        if (stream.sidKey !== message.keep) end(stream, 'signedOut');
    }
  }

  function onPayload(payload: string) {
    let message: BusMessage;
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    dispatch(message);
  }

  /** After the listening connection was lost, changes may have been missed: every screen refetches. */
  function resync() {
    for (const stream of [...each()])
      deliver(stream, 'change', { topics: liveTopics as readonly LiveTopic[] });
  }

  /** Ends the streams whose session is gone, idled out, past its absolute lifetime, or whose user is suspended. */
  async function sweep() {
    const all = [...each()];
    if (all.length === 0) return;
    for (const stream of all) if (stream.clock().getTime() >= stream.deadline) end(stream, 'signedOut');
    const sids = [...new Set(all.filter((s) => !s.closed).map((s) => s.sid))];
    const alive = new Set<string>();
    for (let i = 0; i < sids.length; i += 1000) {
      const rows = await database.db
        .select({ sid: sessions.sid })
        .from(sessions)
        .innerJoin(users, eq(users.id, sql`(${sessions.sess}->'passport'->>'user')::uuid`))
        .where(
          and(
            inArray(sessions.sid, sids.slice(i, i + 1000)),
            sql`${sessions.expire} >= now()`,
            isNull(users.suspendedAt),
          ),
        );
      for (const r of rows) alive.add(r.sid);
    }
    for (const stream of all) if (!stream.closed && !alive.has(stream.sid)) end(stream, 'signedOut');
  }

  function heartbeat() {
    for (const stream of [...each()]) {
      if (stream.res.writableLength > options.maxBufferBytes) end(stream, 'tooSlow');
      else stream.res.write(': ping\n\n');
    }
  }

  return {
    options,
    /** Resolves once this instance listens on the channel: a stream opened after it misses no change. */
    ready() {
      listening ??= listenLive(database, onPayload, resync).then((stop) => {
        timers = [
          setInterval(heartbeat, options.heartbeatMs),
          setInterval(() => sweep().catch(() => {}), options.sweepMs),
        ];
        for (const t of timers) t.unref();
        return stop;
      });
      listening.catch(() => {
        listening = undefined; // the next stream tries again
      });
      return listening.then(() => undefined);
    },
    add(stream: LiveStream) {
      const list = byUser.get(stream.userId) ?? [];
      while (list.length >= options.maxPerUser) end(list[0], 'superseded');
      list.push(stream);
      byUser.set(stream.userId, list);
      count++;
      stream.res.on('close', () => {
        stream.closed = true;
        remove(stream);
      });
    },
    /** Delivers a message as if heard on the channel (tests, and the listener). */
    dispatch,
    sweep,
    forEachStream(fn: (stream: LiveStream) => void) {
      for (const stream of [...each()]) fn(stream);
    },
    stats: () => ({ streams: count, users: byUser.size }),
    /** Ends every stream (the instance is stopping: clients reconnect to another one). */
    closeAll(reason: LiveEndReason = 'stopping') {
      for (const stream of [...each()]) end(stream, reason);
    },
    /** Ends every stream and closes the listening connection (before the database closes). */
    async stop() {
      this.closeAll();
      for (const t of timers) clearInterval(t);
      timers = [];
      const current = listening;
      listening = undefined;
      if (current) await (await current.catch(() => async () => {}))();
    },
  };
}

const hubs = new WeakMap<Database, LiveHub>();

/** The hub of this database object; `options` apply when it is made (tests make theirs first). */
export function liveHubFor(database: Database, options: Partial<HubOptions> = {}) {
  let hub = hubs.get(database);
  if (!hub) {
    hub = createHub(database, { ...HUB_DEFAULTS, ...options });
    hubs.set(database, hub);
  }
  return hub;
}

/** Closes the hub of a database, if one was made (shutdown, end of a test file). */
export async function stopLiveHub(database: Database) {
  await hubs.get(database)?.stop();
}

/** The stream's session, as the hub's messages name it. */
export const streamKeys = (sid: string) => ({ sid, sidKey: sidHash(sid) });
