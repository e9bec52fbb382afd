import { afterAll, afterEach } from 'vitest';
import { answerProblems, closeFileResources } from './per-file';

// Registered here, for every test file (server/test/per-file.ts says why not in the helpers).
afterEach(() => {
  if (!answerProblems.length) return;
  const found = [...new Set(answerProblems.splice(0))];
  throw new Error(`Answers that do not match the API document (docs/api.md):\n${found.join('\n')}`);
});

// Registered first, so it runs after the file's own afterAll hooks, which may still use the database.
afterAll(closeFileResources);
