import Box from '@mui/material/Box';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastContext, type Toaster, type ToastSeverity } from '../../lib/toastContext';
import { DRAWER_WIDTH } from '../layout/NavDrawer';
import { apiMessage } from '../../lib/api';

/** Spec §9: at most 20 toasts are kept, and a dismissed one is removed 1000 ms later. */
export const MAX_TOASTS = 20;
export const REMOVE_DELAY_MS = 1000;
/** How long a toast stays before it hides by itself. */
export const AUTO_HIDE_MS = 6000;

export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
  open: boolean;
}

/**
 * The toasts themselves (MUI's Alert and Collapse: 3 KB gzip) load with the first one shown, not
 * with the landing page. Should that load fail (the network is down: just when an error toast is
 * likely), the messages are still shown, as plain alerts.
 */
const ToastList = lazy(() => import('./ToastList').catch(() => ({ default: PlainToastList })));

function PlainToastList({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  return toasts
    .filter((toast) => toast.open)
    .map((toast) => (
      <Box
        key={toast.id}
        role="alert"
        sx={{
          mt: 1,
          p: 1.5,
          borderRadius: 1,
          bgcolor: `${toast.severity}.main`,
          color: 'common.white',
          pointerEvents: 'auto',
        }}
      >
        {toast.message}{' '}
        <button type="button" onClick={() => onDismiss(toast.id)}>
          {t('common:actions.close')}
        </button>
      </Box>
    ));
}

/** The toast stack, bottom left beside the navigation (never over it), newest at the bottom. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((list) => list.filter((toast) => toast.id !== id));
    }, REMOVE_DELAY_MS);
    timers.current.add(timer);
  }, []);

  const toaster = useMemo<Toaster>(() => {
    const show = (message: string, severity: ToastSeverity = 'info') => {
      // Callers may pass the server's English message as is: shown in the reader's language.
      const toast = { id: nextId.current++, message: apiMessage(message), severity, open: true };
      setToasts((list) => [...list, toast].slice(-MAX_TOASTS));
    };
    return {
      show,
      success: (message) => show(message, 'success'),
      error: (message) => show(message, 'error'),
      info: (message) => show(message, 'info'),
    };
  }, []);

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <Box
        aria-live="polite"
        sx={{
          position: 'fixed',
          left: { xs: 8, sm: 24, md: DRAWER_WIDTH + 24 },
          right: { xs: 8, sm: 'auto' },
          bottom: { xs: 8, sm: 24 },
          zIndex: (theme) => theme.zIndex.snackbar,
          width: { sm: 400 },
          maxHeight: 'calc(100vh - 96px)',
          overflow: 'hidden',
          // Too many to fit: the oldest are cut off at the top, the newest stay in view.
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          pointerEvents: 'none',
        }}
      >
        {toasts.length > 0 && (
          <Suspense fallback={null}>
            <ToastList toasts={toasts} onDismiss={dismiss} />
          </Suspense>
        )}
      </Box>
    </ToastContext.Provider>
  );
}
