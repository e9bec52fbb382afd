import { describe, expect, it } from 'vitest';
import { trackerLocales } from './register';

// The tracker's texts live beside it (they load with its chunk), so client/src/locales/locales.test.ts does not
// see them: the same rules are checked here.
const leaves = (value: unknown, prefix = ''): [string, unknown][] =>
  value !== null && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
    : [[prefix, value]];

describe('tracker locale files', () => {
  const reference = leaves(trackerLocales.en)
    .map(([k]) => k)
    .sort();

  it.each(Object.entries(trackerLocales))('%s has the same keys as en and no empty text', (_lng, tree) => {
    const entries = leaves(tree);
    expect(entries.map(([k]) => k).sort()).toEqual(reference);
    expect(entries.filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k)).toEqual([]);
  });

  it('keeps the placeholders of every text', () => {
    const placeholders = (s: unknown) => [...String(s).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    const en = Object.fromEntries(leaves(trackerLocales.en));
    for (const tree of [trackerLocales.de, trackerLocales.zh]) {
      for (const [key, text] of leaves(tree)) expect(placeholders(text), key).toEqual(placeholders(en[key]));
    }
  });
});
