import { validationMessages } from '@shared/i18n/validation-messages';
import { localPortNames } from '@shared/domain/port-local-names';
import type { Resource, ResourceKey } from 'i18next';

const files = import.meta.glob<{ default: ResourceKey }>('../locales/*/*.json', { eager: true });

/**
 * Every language's texts at once, for the tests (client/src/test/setup.ts) and the build's prerender
 * (client/src/prerender.tsx). Never imported by the app itself: it loads one language's namespaces as it needs them
 * (lib/i18n.ts), and importing this would put every text in the bundle.
 */
export function allTexts(): Resource {
  const resources: Resource = {};
  for (const [file, mod] of Object.entries(files)) {
    const [, lang, ns] = file.match(/locales\/(\w+)\/([\w-]+)\.json$/) ?? [];
    resources[lang] ??= {
      validation: validationMessages[lang as keyof typeof validationMessages],
      portNames: localPortNames(lang),
    };
    resources[lang][ns] = mod.default;
  }
  return resources;
}
