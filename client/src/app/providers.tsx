import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from '@/app/layout/error-boundary';
import { queryClient } from '@/lib/query-client';

// The toast region (Radix) loads after the first render: a toast raised before it arrives waits in the store.
// Not part of a prerendered page either (client/src/prerender.tsx): Radix writes a style attribute into its markup,
// which the page's CSP refuses in HTML.
const Toaster = lazy(() => import('@/components/ui/toast').then((m) => ({ default: m.Toaster })));

/** Everything the pages rely on: the query cache, the error fallback and the one toast region. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        {mounted && (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        )}
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
