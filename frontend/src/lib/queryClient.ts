import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // callApi already retried once after refreshing the session; a failed read stays failed.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}
