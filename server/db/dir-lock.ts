import fs from 'node:fs';
import path from 'node:path';

export class DirLockedError extends Error {}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes dataDir/feederhub.pid or refuses when a live process holds it; returns the release function. */
export function acquireDirLock(dataDir: string): () => void {
  const file = path.join(dataDir, 'feederhub.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {}
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (pid && (pid === process.pid || isAlive(pid))) {
        throw new DirLockedError(
          `The data directory ${path.resolve(dataDir)} is in use by another FeederHub process (pid ${pid}). ` +
            'Stop that process first (the embedded database allows one process at a time), ' +
            'or set DATA_DIR to another directory.',
        );
      }
      fs.rmSync(file, { force: true }); // stale lock from a process that died
    }
  }
  throw new DirLockedError(`Could not lock the data directory ${path.resolve(dataDir)}`);
}
