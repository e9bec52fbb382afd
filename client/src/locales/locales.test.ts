import { activityTypes, auditActions } from '@shared/schemas/admin';
import { describe, expect, it } from 'vitest';

const LANGUAGES = ['en', 'zh', 'de'] as const;
// i18next plural suffixes: en and de use _one/_other, zh only _other, so keys are compared without them.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const files = import.meta.glob<{ default: unknown }>('./*/*.json', { eager: true });

type Namespace = Record<string, Record<string, unknown>>;
const byNamespace: Namespace = {};
for (const [path, mod] of Object.entries(files)) {
  const [, lang, ns] = path.match(/^\.\/(\w+)\/([\w-]+)\.json$/) ?? [];
  byNamespace[ns] ??= {};
  byNamespace[ns][lang] = mod.default;
}

/** Leaf paths of a JSON tree; arrays are indexed so list lengths must match too. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  }
  return [[prefix, value]];
}

const baseKeys = (tree: unknown) =>
  [...new Set(leaves(tree).map(([k]) => k.replace(PLURAL_SUFFIX, '')))].sort();

describe('locale files', () => {
  it('exist for every language in every namespace', () => {
    for (const [ns, langs] of Object.entries(byNamespace)) {
      expect(Object.keys(langs).sort(), `namespace ${ns}`).toEqual([...LANGUAGES].sort());
    }
  });

  for (const [ns, langs] of Object.entries(byNamespace)) {
    it(`${ns}: every language has the same keys`, () => {
      const reference = baseKeys(langs.en);
      for (const lang of LANGUAGES) {
        const keys = baseKeys(langs[lang]);
        const missing = reference.filter((k) => !keys.includes(k));
        const extra = keys.filter((k) => !reference.includes(k));
        expect({ lang, missing, extra }).toEqual({ lang, missing: [], extra: [] });
      }
    });

    it(`${ns}: plural keys have the forms each language needs`, () => {
      for (const lang of LANGUAGES) {
        const keys = leaves(langs[lang]).map(([k]) => k);
        const plurals = new Set(
          keys.filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, '')),
        );
        const required = lang === 'zh' ? ['_other'] : ['_one', '_other'];
        for (const base of plurals) {
          for (const suffix of required) expect(keys, `${lang}:${ns}`).toContain(`${base}${suffix}`);
        }
      }
    });

    it(`${ns}: no value is empty`, () => {
      for (const lang of LANGUAGES) {
        const empty = leaves(langs[lang])
          .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
          .map(([k]) => k);
        expect({ lang, empty }).toEqual({ lang, empty: [] });
      }
    });
  }
});

describe('labels for the shared enumerations', () => {
  it('name every activity type and audit action the server records', () => {
    const admin = byNamespace.admin.en as {
      activityTypes: Record<string, string>;
      auditActions: Record<string, string>;
    };
    expect(Object.keys(admin.activityTypes).sort()).toEqual([...activityTypes].sort());
    expect(Object.keys(admin.auditActions).sort()).toEqual([...auditActions].sort());
  });
});

describe('a page is called what its menu item calls it', () => {
  // Issue 27: the German Cargo Matching page was headed in English while the menu said "Fracht-Matching".
  const pages = {
    cargoMatching: 'matching',
    shipManagement: 'management',
    smartfeeder: 'smartfeeder',
    greenrefit: 'greenrefit',
  };
  it.each(LANGUAGES)('%s', (lang) => {
    const items = (byNamespace.shell[lang] as { nav: { items: Record<string, string> } }).nav.items;
    for (const [item, ns] of Object.entries(pages))
      expect((byNamespace[ns][lang] as { title: string }).title, `${item} in ${lang}`).toBe(items[item]);
  });
});
