import fs from 'node:fs';
import path from 'node:path';
import { decodeQp, USER_PASSWORD } from './fixtures';

// Issue 12 §3: the logs of a full browser-test run are structured, every request line carries its request id,
// and no password, token, session cookie or password hash of the run appears in them. Runs after the last
// test (Playwright's global teardown); a finding fails the run.
const LOG = '.tmp/e2e-server.log';
const OUTBOX = '.tmp/e2e-data/outbox';

/** Every verification and reset token the run mailed out. */
function mailedTokens(): string[] {
  if (!fs.existsSync(OUTBOX)) return [];
  const tokens = new Set<string>();
  for (const f of fs.readdirSync(OUTBOX)) {
    const raw = decodeQp(fs.readFileSync(path.join(OUTBOX, f), 'utf8'));
    for (const m of raw.matchAll(/[?&]token=([\w-]{16,})/g)) tokens.add(m[1]);
  }
  return [...tokens];
}

export default function scanLogs() {
  const text = fs.readFileSync(LOG, 'utf8');
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  const problems: string[] = [];
  let requests = 0;
  for (const [i, line] of lines.entries()) {
    let entry: { req?: unknown; requestId?: unknown };
    try {
      entry = JSON.parse(line);
    } catch {
      problems.push(`line ${i + 1} is not JSON: ${line.slice(0, 120)}`);
      continue;
    }
    if (entry.req !== undefined) {
      requests++;
      if (typeof entry.requestId !== 'string' || entry.requestId === '')
        problems.push(`line ${i + 1}: a request line without its request id`);
    }
  }
  const secrets: [string, string][] = [
    ['the users’ password', USER_PASSWORD],
    ['the administrator’s password', fs.readFileSync('.tmp/e2e-admin-password', 'utf8').trim()],
    ...mailedTokens().map((t): [string, string] => ['a mailed token', t]),
  ];
  for (const [what, secret] of secrets)
    if (text.includes(secret)) problems.push(`${what} appears in the log`);
  if (/\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}/.test(text)) problems.push('a bcrypt hash appears in the log');
  if (/connect\.sid=|s%3A[\w-]{20,}\.|"cookie"\s*:/i.test(text))
    problems.push('a session cookie appears in the log');
  if (requests === 0) problems.push('no request was logged: the scan saw nothing');

  console.log(`log scan: ${lines.length} lines, ${requests} requests, ${secrets.length} secrets looked for`);
  if (problems.length) throw new Error(`e2e server log (${LOG}):\n${problems.slice(0, 20).join('\n')}`);
}
