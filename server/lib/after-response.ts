import type { Logger } from './logger';

export type Task = () => Promise<unknown>;

/**
 * Work that must not delay (or time) an answer: it runs after the handler has answered, one task at a time,
 * in this process. A failing task is logged and the queue goes on. `drain()` waits for everything queued
 * (graceful shutdown, tests). Lost if the process dies in between: acceptable for the mails it carries
 * today (a user can ask again; PRODUCT.md 30's answers never promise delivery).
 */
export function createAfterResponseQueue(logger: Logger) {
  let tail: Promise<void> = Promise.resolve();
  let pending = 0;
  return {
    defer(name: string, task: Task) {
      pending++;
      // setImmediate: the answer already handed to the socket goes out before the task starts.
      tail = tail
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(async () => {
          await task();
        })
        .catch((err: unknown) =>
          logger.error('background task failed', { task: name, error: (err as Error)?.name }),
        )
        .finally(() => {
          pending--;
        });
    },
    drain: async () => {
      while (pending > 0) await tail;
    },
    get pending() {
      return pending;
    },
  };
}

export type AfterResponseQueue = Pick<ReturnType<typeof createAfterResponseQueue>, 'defer' | 'drain'>;
