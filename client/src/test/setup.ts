import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { dismissToast } from '@/components/ui/toast-store';
import { allTexts } from '@/lib/all-texts';
import i18n, { initI18n } from '@/lib/i18n';
import { setLiveStreamOpen } from '@/lib/live-status';
import { setMoneySettings } from '@/lib/money';
import { queryClient } from '@/lib/query-client';

// The app loads one language's namespaces on demand; tests get every text up front, so a test never waits
// for a translation chunk and can switch languages synchronously. A worker's files share their modules
// (vitest.config.ts): the instance is started once.
if (!i18n.isInitialized) await initI18n({ resources: allTexts() });

// What a file before this one in the same worker may have left: a file starts as in a fresh tab.
beforeAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
  dismissToast();
  setLiveStreamOpen(false);
  setMoneySettings({ display: 'USD', rate: null });
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

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
