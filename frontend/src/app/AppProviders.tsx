import type { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth';
import { QueryClientSlotContext, type QueryClientSlot } from '../lib/queries';
import { LanguageSync } from './LanguageSync';
import { LanguageTheme } from './LanguageTheme';
import { RealtimeProvider } from './realtime/RealtimeProvider';
import { ToastProvider } from './toasts/ToastProvider';

interface Props {
  children: ReactNode;
  queryClient?: QueryClient;
}

/**
 * Theme and baseline styles of the current language, server state, toasts and the session (whose
 * profile language the interface follows); the router is added by App
 * (tests use a MemoryRouter). Server state: the slot of the app's TanStack Query client, which
 * the pages that need it create and provide (queries.tsx), so a visitor never loads it.
 */
export function AppProviders({ children, queryClient }: Props) {
  const [slot] = useState<QueryClientSlot>(() => ({ client: queryClient }));
  return (
    <QueryClientSlotContext.Provider value={slot}>
      <LanguageTheme>
        <ToastProvider>
          <AuthProvider>
            <LanguageSync />
            <RealtimeProvider>{children}</RealtimeProvider>
          </AuthProvider>
        </ToastProvider>
      </LanguageTheme>
    </QueryClientSlotContext.Provider>
  );
}
