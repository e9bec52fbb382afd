import '@/lib/csp';
import './index.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadFirstScreen } from '@/app/route-table';
import { prefetchCurrentUser } from '@/features/auth/api/get-current-user';
import i18n, { initI18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { bindHtmlLang, toLanguage } from '@/lib/use-language';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// The first screen's chunk and the texts load in parallel with the signed-in user (preloaded by index.html);
// the app renders once the texts are there, so no raw keys flash while they load.
const userLoaded = prefetchCurrentUser(queryClient);
const firstScreen = preloadFirstScreen(window.location.pathname);
// A page the server sent prerendered (the landing, server/lib/first-screens.ts) in the language it marked the page
// up in (`<html lang>`, from the browser's Accept-Language).
const prerenderedIn = root.hasChildNodes() ? document.documentElement.lang : undefined;
void initI18n({ extraNamespaces: firstScreen.namespaces }).finally(async () => {
  if (prerenderedIn === toLanguage(i18n.resolvedLanguage)) {
    // The app takes the prerendered markup over where it stands (no element is replaced, nothing moves), once it
    // would draw the same: with the screen's chunk and the signed-in user in.
    await Promise.all([userLoaded, firstScreen.loaded]);
    bindHtmlLang();
    // As a transition, hydration too yields to the browser every few milliseconds (see below).
    startTransition(() => {
      hydrateRoot(root, <App />);
    });
    return;
  }
  bindHtmlLang();
  // Markup in another language than the visitor chose (their stored choice differs from the browser's) is drawn anew.
  if (prerenderedIn) root.replaceChildren();
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page (Lighthouse's total blocking time).
  startTransition(() => createRoot(root).render(<App />));
});

// Registered after load so it never competes with the first paint; the worker caches nothing.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/service-worker.js').catch((err) => {
      console.error('Service worker registration failed', err);
    });
  });
}
