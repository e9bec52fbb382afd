import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDirLock, DirLockedError } from './dir-lock';

let dir: string;
let pidFile: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feederhub-lock-'));
  pidFile = path.join(dir, 'feederhub.pid');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The pid of a process that has already exited. */
const deadPid = () => {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid!;
};

describe('acquireDirLock', () => {
  it('writes our pid and removes the file on release', () => {
    const release = acquireDirLock(dir);
    expect(fs.readFileSync(pidFile, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(pidFile)).toBe(false);
    release(); // twice is harmless
  });

  it('refuses while another live process holds the directory, with a message saying what to do', () => {
    const live = process.ppid; // our parent is alive while we run
    fs.writeFileSync(pidFile, String(live));
    let error: unknown;
    try {
      acquireDirLock(dir);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DirLockedError);
    const message = (error as Error).message;
    expect(message).toContain(path.resolve(dir));
    expect(message).toContain(`pid ${live}`);
    expect(message).toContain('Stop that process first');
    expect(message).toContain('DATA_DIR');
    expect(fs.readFileSync(pidFile, 'utf8')).toBe(String(live)); // the holder's file is left alone
  });

  it('refuses a second open by the same process too', () => {
    const release = acquireDirLock(dir);
    expect(() => acquireDirLock(dir)).toThrow(DirLockedError);
    release();
  });

  it('takes over a stale pid file left by a process that died', () => {
    fs.writeFileSync(pidFile, String(deadPid()));
    const release = acquireDirLock(dir);
    expect(fs.readFileSync(pidFile, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(pidFile)).toBe(false);
  });

  it('takes over an unreadable (empty or garbage) pid file', () => {
    fs.writeFileSync(pidFile, 'not a pid');
    acquireDirLock(dir)();
    fs.writeFileSync(pidFile, '');
    acquireDirLock(dir)();
  });

  it('release does not remove a lock that another process took over meanwhile', () => {
    const release = acquireDirLock(dir);
    fs.writeFileSync(pidFile, String(process.ppid));
    release();
    expect(fs.readFileSync(pidFile, 'utf8')).toBe(String(process.ppid));
  });
});
