import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// Issue 11 §2: a hidden tab sends no polls. TanStack's default already pauses, but only while nobody overrides
// it; each polled query states it so that a copy-pasted `true` stands out in review and here.
describe('polled queries', () => {
  const polling = sources(root).filter((file) => /refetchInterval:/.test(fs.readFileSync(file, 'utf8')));

  it('are found', () => {
    expect(polling.map((f) => path.basename(f))).toEqual(
      expect.arrayContaining(['get-unread-count.ts', 'get-vessel-stats.ts', 'get-matches.ts']),
    );
  });

  it.each(polling.map((f) => [path.relative(root, f), f]))('%s pauses in a hidden tab', (_name, file) => {
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toMatch(/refetchIntervalInBackground: false/);
    expect(text).not.toMatch(/refetchIntervalInBackground: true/);
  });
});
