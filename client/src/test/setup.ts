import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { allTexts } from '@/lib/all-texts';
import { initI18n } from '@/lib/i18n';

// The app loads one language's namespaces on demand; tests get every text up front, so a test never waits
// for a translation chunk and can switch languages synchronously.
await initI18n({ resources: allTexts() });

// findBy*/waitFor return as soon as what they wait for is there; the limit only decides when to give up. A
// page's lazy chunks are transformed on first import in the test worker, which takes seconds on a busy
// 2-core machine, far beyond Testing Library's default of 1 s (issue 11 §5).
configure({ asyncUtilTimeout: 15_000 });

// Radix measures popovers, selects and tooltips with ResizeObserver, which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => cleanup());
