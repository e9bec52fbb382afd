import '@/lib/csp';
import './index.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { preloadFirstScreen } from '@/app/route-table';
import { AppRouter } from '@/app/router';
import { CookieBanner } from '@/app/layout/cookie-banner';
import { initI18n } from '@/lib/i18n';
import { bindHtmlLang } from '@/lib/use-language';
import { prefetchCurrentUser } from '@/features/auth/api/get-current-user';
import { queryClient } from '@/lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// The first screen's chunk and the texts load in parallel with the signed-in user (preloaded by index.html);
// the app renders once the texts are there, so no raw keys flash while they load.
void prefetchCurrentUser(queryClient);
const extraNamespaces = preloadFirstScreen(window.location.pathname);
void initI18n({ extraNamespaces }).finally(() => {
  bindHtmlLang();
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        {/* A component outside the router's Suspense whose namespace is not loaded yet waits here. */}
        <Suspense fallback={null}>
          <AppRouter />
          <CookieBanner />
        </Suspense>
      </AppProviders>
    </StrictMode>,
  );
});

// Registered after load so it never competes with the first paint; the worker caches nothing.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/service-worker.js').catch((err) => {
      console.error('Service worker registration failed', err);
    });
  });
}
