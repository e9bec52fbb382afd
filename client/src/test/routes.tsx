import { QueryClient } from '@tanstack/react-query';
import { AppRouter } from '@/app/router';
import { renderWithRouter } from './marketplace';

/** The whole route table at `path`, the current user asked of the API as in the browser: the locations visited. */
export function renderRoutes(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithRouter(<AppRouter />, path, queryClient).location.history;
}
