import CssBaseline from '@mui/material/CssBaseline';
import ThemeProvider from '@mui/system/ThemeProvider';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth/AuthProvider';
import { createQueryClient } from './queryClient';
import { theme } from './theme';
import { RealtimeProvider } from './realtime/RealtimeProvider';
import { ToastProvider } from './toasts/ToastProvider';

interface Props {
  children: ReactNode;
  queryClient?: QueryClient;
}

/**
 * Theme, baseline styles, server state, toasts and the session; the router is added by App
 * (tests use a MemoryRouter).
 */
export function AppProviders({ children, queryClient }: Props) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>
          <AuthProvider>
            <RealtimeProvider>{children}</RealtimeProvider>
          </AuthProvider>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
