import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { QueryClientSlotContext } from './queries';
import { createQueryClient } from './queryClient';

/** The app's TanStack Query client around a lazily loaded page (see queries.tsx). */
export function QueryProvider({ children }: { children: ReactNode }) {
  const slot = useContext(QueryClientSlotContext);
  slot.client ??= createQueryClient();
  return <QueryClientProvider client={slot.client as QueryClient}>{children}</QueryClientProvider>;
}
