import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** SESSION_SECRET if set; otherwise one generated on first start and kept in DATA_DIR (mode 600). */
export function resolveSessionSecret(config: { SESSION_SECRET?: string; DATA_DIR: string }) {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = path.join(config.DATA_DIR, 'session-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
