import { LAYOUT_NAMESPACES } from '@shared/app/first-screens';
import { languages } from '@shared/domain/languages';
import i18n, {
  type BackendModule,
  type LanguageDetectorModule,
  type Resource,
  type ResourceKey,
} from 'i18next';
import { initReactI18next } from 'react-i18next';

type Loader = () => Promise<{ default: ResourceKey }>;

// Each JSON file under locales/<lang>/ is a namespace in its own chunk, and each language's validation texts
// (shared with the server) likewise: a visitor downloads only their language's namespaces that the screens
// they open use, never every language's texts with the entry (issue 11 §3).
const namespaceFiles = import.meta.glob<{ default: ResourceKey }>('../locales/*/*.json');
const validationFiles = import.meta.glob<Record<string, ResourceKey>>('../../../shared/i18n/validation/*.ts');

const loaders = new Map<string, Loader>();
for (const [file, load] of Object.entries(namespaceFiles)) {
  const [, lang, ns] = file.match(/locales\/(\w+)\/([\w-]+)\.json$/) ?? [];
  loaders.set(`${lang}/${ns}`, load);
}
// The ports' names in a language of its own script (a namespace without a file: built from the aliases table).
loaders.set('zh/portNames', () =>
  import('@shared/domain/port-local-names').then((mod) => ({ default: mod.localPortNames('zh') })),
);
for (const [file, load] of Object.entries(validationFiles)) {
  const [, lang] = file.match(/validation\/(\w+)\.ts$/) ?? [];
  loaders.set(`${lang}/validation`, () => load().then((mod) => ({ default: mod[lang] })));
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    const load = loaders.get(`${language}/${namespace}`);
    // A namespace that has no file (a feature registers its own texts) is empty rather than an error.
    if (!load) return callback(null, {});
    load().then(
      (mod) => callback(null, mod.default),
      (err: Error) => callback(err, false),
    );
  },
};

const isLanguage = (code: string) => (languages as readonly string[]).includes(code);

/**
 * The visitor's choice saved in localStorage, else the browser's languages (i18next picks the first supported
 * one). Two lookups do not need i18next-browser-languagedetector's weight in the entry.
 */
const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => {
    const saved = readStoredLanguage();
    return saved ? [saved] : [...(navigator.languages ?? []), navigator.language].filter(Boolean);
  },
  cacheUserLanguage: (lng) => {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
    } catch {
      // Storage can be disabled (privacy settings): the choice then lasts for this page only.
    }
  },
};

function readStoredLanguage() {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/**
 * Starts i18next with the active language's layout namespaces and `extraNamespaces` (the first screen's), and
 * settles when they are loaded: main.tsx renders after it, so no text shows as a raw key. Tests pass every
 * language's `resources` up front instead (client/src/test/setup.ts), and nothing is fetched.
 */
export function initI18n({
  extraNamespaces = [],
  resources,
  language,
}: {
  extraNamespaces?: string[];
  resources?: Resource;
  /** A fixed language instead of the visitor's (the build's prerender, client/src/prerender.tsx). */
  language?: string;
} = {}) {
  return i18n
    .use(lazyBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      lng: language,
      resources,
      // Only the active language loads: every language has the same keys (locales.test.ts), so a supported
      // language needs no fallback; anything else is shown in English.
      fallbackLng: (code) => (isLanguage(code.slice(0, 2)) ? [] : ['en']),
      supportedLngs: [...languages],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      ns: [...LAYOUT_NAMESPACES, ...extraNamespaces],
      defaultNS: 'common',
      // Keys like 'validation.invalidEmail' from the shared schemas resolve across namespaces.
      nsSeparator: ':',
      interpolation: { escapeValue: false },
      // A screen whose namespace is still loading suspends (router and main.tsx Suspense) instead of
      // rendering raw keys; switching languages loads the new language's namespaces before re-rendering.
      react: { useSuspense: true },
    });
}

/** Translate a message key from a shared schema ('validation.x') in the current language. */
export const tValidation = (key: string | undefined) =>
  key?.startsWith('validation.') ? i18n.t(`validation:${key.slice('validation.'.length)}`) : (key ?? '');

export default i18n;
