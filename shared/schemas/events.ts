/**
 * The per-user live stream (GET /api/events, server-sent events, issue 24 §2): it carries no data, only "this
 * changed", so a client refetches what it shows through the usual routes (and their authorization).
 */
export const liveTopics = ['notifications', 'bookings', 'matches', 'holds', 'offerings', 'account'] as const;
export type LiveTopic = (typeof liveTopics)[number];

/** `event: change`: the caller's data of these topics changed. */
export type LiveChange = { topics: LiveTopic[] };

/**
 * `event: end`, the last message before the server closes the stream: `signedOut` (the session ended, the account
 * was suspended or deleted: do not reconnect), `superseded` (more streams of this user than the cap: this, the
 * oldest, was closed), `tooSlow` (the client read too slowly), `stopping` (the instance is shutting down).
 */
export const liveEndReasons = ['signedOut', 'superseded', 'tooSlow', 'stopping'] as const;
export type LiveEndReason = (typeof liveEndReasons)[number];
export type LiveEnd = { reason: LiveEndReason };

export const LIVE_EVENTS_PATH = '/api/events';
