import { StrictMode, Suspense } from 'react';
import { CookieBanner } from '@/app/layout/cookie-banner';
import { AppProviders } from '@/app/providers';
import { AppRouter } from '@/app/router';

/** The whole app, as main.tsx mounts it and the build prerenders it (client/src/prerender.tsx). */
export function App() {
  return (
    <StrictMode>
      <AppProviders>
        {/* A component outside the router's Suspense whose namespace is not loaded yet waits here. */}
        <Suspense fallback={null}>
          <AppRouter />
          <CookieBanner />
        </Suspense>
      </AppProviders>
    </StrictMode>
  );
}
