import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/app/layout/error-boundary';
import { Toaster } from '@/components/ui/toast';
import { queryClient } from '@/lib/query-client';

/** Everything the pages rely on: the query cache, the error fallback and the one toast region. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
