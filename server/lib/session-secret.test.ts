import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { resolveSessionSecret } from './session-secret';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feederhub-secret-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('resolveSessionSecret', () => {
  it('uses SESSION_SECRET when set, with either database', () => {
    const secret = 's'.repeat(32);
    expect(resolveSessionSecret({ SESSION_SECRET: secret, DATA_DIR: dir })).toBe(secret);
    expect(
      resolveSessionSecret({ SESSION_SECRET: secret, DATABASE_URL: 'postgres://db/x', DATA_DIR: dir }),
    ).toBe(secret);
  });

  it('on the embedded database generates one on first start and keeps it (mode 600)', () => {
    const first = resolveSessionSecret({ DATA_DIR: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveSessionSecret({ DATA_DIR: dir })).toBe(first);
    expect(fs.statSync(path.join(dir, 'session-secret')).mode & 0o777).toBe(0o600);
  });

  it('with DATABASE_URL refuses to start without one, naming the variable, even if a file is kept', () => {
    const start = () => resolveSessionSecret({ DATABASE_URL: 'postgres://db/x', DATA_DIR: dir });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/SESSION_SECRET: required when DATABASE_URL is set/);
  });
});
