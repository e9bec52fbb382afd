import '@testing-library/jest-dom/vitest';
import { validationMessages } from '@shared/i18n/validation-messages';
import { cleanup, configure } from '@testing-library/react';
import type { Resource } from 'i18next';
import { afterEach } from 'vitest';
import { initI18n } from '@/lib/i18n';

// The app loads one language's namespaces on demand; tests get every text up front, so a test never waits
// for a translation chunk and can switch languages synchronously.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });
const resources: Resource = {};
for (const [file, mod] of Object.entries(files)) {
  const [, lang, ns] = file.match(/locales\/(\w+)\/([\w-]+)\.json$/) ?? [];
  resources[lang] ??= { validation: validationMessages[lang as keyof typeof validationMessages] };
  resources[lang][ns] = mod.default;
}
await initI18n({ resources });

// findBy*/waitFor return as soon as what they wait for is there; the limit only decides when to give up. A
// page's lazy chunks are transformed on first import in the test worker, which takes seconds on a busy
// 2-core machine, far beyond Testing Library's default of 1 s (issue 11 §5).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
