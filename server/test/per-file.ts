/**
 * What the test helpers leave for the end of each test or test file; server/test/setup.ts (a setup file, run for
 * every file) registers the hooks that act on it. A helper module must not register hooks itself: a worker shares
 * its modules across files (vitest.config.ts), so a hook registered when a module is first loaded, or from inside
 * a `beforeAll`, belongs to the first file alone, and the later files' databases, mail peers and checks were left
 * open or unchecked.
 */

/** API answers that did not match the API document (server/test/answer-check.ts); each fails the running test. */
export const answerProblems: string[] = [];

const closers: Array<() => Promise<void>> = [];

/** Runs `close` once the file's tests and its own `afterAll` hooks are done (last opened, first closed). */
export const closeAfterFile = (close: () => Promise<void>) => {
  closers.push(close);
};

export async function closeFileResources() {
  for (const close of closers.splice(0).reverse()) await close();
}
