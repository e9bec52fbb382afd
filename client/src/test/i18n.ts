import { afterAll, beforeAll, expect } from 'vitest';
import i18n from '@/lib/i18n';

/**
 * The keys ("ns:key") i18next misses while the file's tests run; empty it before a render. English again
 * afterwards.
 */
export function collectMissingKeys() {
  const missing: string[] = [];
  const onMissing = (_lngs: readonly string[], ns: string, key: string) => missing.push(`${ns}:${key}`);
  beforeAll(() => {
    i18n.options.saveMissing = true;
    i18n.on('missingKey', onMissing);
  });
  afterAll(async () => {
    i18n.off('missingKey', onMissing);
    i18n.options.saveMissing = false;
    await i18n.changeLanguage('en');
  });
  return missing;
}

/** Issue 13: a page has its own title and description, not the bare app name. */
export function expectOwnTitleAndDescription() {
  expect(document.title).toMatch(/^.+ · FeederHub$/);
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();
}
