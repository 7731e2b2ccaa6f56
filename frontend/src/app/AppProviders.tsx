import CssBaseline from '@mui/material/CssBaseline';
import ThemeProvider from '@mui/system/ThemeProvider';
import type { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth';
import { QueryClientSlotContext, type QueryClientSlot } from '../lib/queries';
import { theme } from '../ui/theme';
import { RealtimeProvider } from './realtime/RealtimeProvider';
import { ToastProvider } from './toasts/ToastProvider';

interface Props {
  children: ReactNode;
  queryClient?: QueryClient;
}

/**
 * Theme, baseline styles, server state, toasts and the session; the router is added by App
 * (tests use a MemoryRouter). Server state: the slot of the app's TanStack Query client, which
 * the pages that need it create and provide (queries.tsx), so a visitor never loads it.
 */
export function AppProviders({ children, queryClient }: Props) {
  const [slot] = useState<QueryClientSlot>(() => ({ client: queryClient }));
  return (
    <QueryClientSlotContext.Provider value={slot}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>
          <AuthProvider>
            <RealtimeProvider>{children}</RealtimeProvider>
          </AuthProvider>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientSlotContext.Provider>
  );
}
