import i18n from '@/lib/i18n';
import de from './de.json';
import en from './en.json';
import zh from './zh.json';

/**
 * The tracker's texts travel in its lazy chunk, not with the application's other namespaces (which are bundled
 * into the entry): the landing page's first load does not grow by them. locales.test.ts holds them to the same
 * rules as client/src/locales.
 */
export const TRACKER_NS = 'tracker';
export const trackerLocales = { en, zh, de };

for (const [lng, resources] of Object.entries(trackerLocales)) {
  if (!i18n.hasResourceBundle(lng, TRACKER_NS)) i18n.addResourceBundle(lng, TRACKER_NS, resources);
}
