import { validationMessages } from '@shared/i18n/validation';
import { languages } from '@shared/schemas/common';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

// Every JSON file under locales/<lang>/ is a namespace; translations are bundled, never loaded remotely.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });

export const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, mod] of Object.entries(files)) {
  const [, lang, ns] = file.match(/locales\/(\w+)\/([\w-]+)\.json$/) ?? [];
  resources[lang] ??= {};
  resources[lang][ns] = mod.default;
}
for (const lang of languages) {
  resources[lang] ??= {};
  resources[lang].validation = validationMessages[lang];
}

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    fallbackLng: 'en',
    supportedLngs: [...languages],
    nonExplicitSupportedLngs: true,
    defaultNS: 'common',
    // Keys like 'validation.invalidEmail' from the shared schemas resolve across namespaces.
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
  });

/** Translate a message key from a shared schema ('validation.x') in the current language. */
export const tValidation = (key: string | undefined) =>
  key?.startsWith('validation.') ? i18n.t(`validation:${key.slice('validation.'.length)}`) : (key ?? '');

export default i18n;
