import { describe, expect, it } from 'vitest';
import { analyticsLocales } from './register';

// These texts live beside the feature (they load with its chunk), so client/src/locales/locales.test.ts does not
// see them: the same rules are checked here.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const leaves = (value: unknown, prefix = ''): [string, unknown][] =>
  value !== null && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
    : [[prefix, value]];
const baseKeys = (tree: unknown) =>
  [...new Set(leaves(tree).map(([k]) => k.replace(PLURAL_SUFFIX, '')))].sort();

describe('analytics locale files', () => {
  it.each(Object.entries(analyticsLocales))('%s has the same keys as en and no empty text', (_lng, tree) => {
    expect(baseKeys(tree)).toEqual(baseKeys(analyticsLocales.en));
    expect(leaves(tree).filter(([, v]) => typeof v !== 'string' || v.trim() === '')).toEqual([]);
  });

  it.each(Object.entries(analyticsLocales))('%s has the plural forms it needs', (lng, tree) => {
    const keys = leaves(tree).map(([k]) => k);
    const plurals = new Set(
      keys.filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, '')),
    );
    for (const base of plurals)
      for (const suffix of lng === 'zh' ? ['_other'] : ['_one', '_other'])
        expect(keys).toContain(`${base}${suffix}`);
  });

  it('keeps the placeholders of every text', () => {
    const placeholders = (s: unknown) => [...String(s).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    const en = Object.fromEntries(leaves(analyticsLocales.en));
    for (const tree of [analyticsLocales.de, analyticsLocales.zh]) {
      for (const [key, text] of leaves(tree)) {
        // zh has only the _other form; a language may leave {{count}} out of a plural form ('one route').
        const reference = en[key] ?? en[key.replace(PLURAL_SUFFIX, '_other')];
        const named = (s: unknown) => placeholders(s).filter((p) => p !== 'count');
        expect(named(text), key).toEqual(named(reference));
      }
    }
  });
});
