import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type * as React from 'react';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '@/components/ui/toast';

export type FetchCall = { url: string; method: string; body: unknown };
type Reply = { status?: number; body?: unknown };

/** Replaces fetch with canned JSON answers by "METHOD /path"; every call is recorded with its parsed body. */
export function stubFetch(replies: Record<string, Reply | ((body: unknown) => Reply)>) {
  const calls: FetchCall[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url, method, body });
    const entry = replies[`${method} ${url}`];
    const reply =
      typeof entry === 'function' ? entry(body) : (entry ?? { status: 404, body: { message: 'Not found' } });
    const status = reply.status ?? 200;
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(reply.body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { calls, fetchMock };
}

/** Renders inside StrictMode with a fresh query client, an in-memory location and the toaster. */
export function renderWithProviders(ui: React.ReactNode, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  const location = memoryLocation({ path, record: true });
  const utils = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...utils, queryClient, location };
}
