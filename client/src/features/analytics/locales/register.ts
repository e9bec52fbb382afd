import { useTranslation } from 'react-i18next';
import i18n from '@/lib/i18n';
import de from './de.json';
import en from './en.json';
import zh from './zh.json';

/**
 * The enterprise dashboard's texts travel in its lazy chunk, not with the namespaces bundled into the entry, so no
 * other page loads them. locales.test.ts holds them to the rules of client/src/locales.
 */
export const ANALYTICS_NS = 'analytics';
export const analyticsLocales = { en, zh, de };

for (const [lng, resources] of Object.entries(analyticsLocales)) {
  if (!i18n.hasResourceBundle(lng, ANALYTICS_NS)) i18n.addResourceBundle(lng, ANALYTICS_NS, resources);
}

/** useTranslation for this namespace; importing it is what registers the texts. */
export const useAnalyticsTranslation = () => useTranslation(ANALYTICS_NS);
