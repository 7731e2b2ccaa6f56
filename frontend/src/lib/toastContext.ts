import type { AlertColor } from '@mui/material/Alert';
import { createContext, useContext } from 'react';

export type ToastSeverity = AlertColor;

export interface Toaster {
  show(message: string, severity?: ToastSeverity): void;
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
}

export const ToastContext = createContext<Toaster | null>(null);

/** Shows a short message in the corner of the page (spec §8, §9). */
export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) {
    throw new Error('useToast needs a ToastProvider above it');
  }
  return toaster;
}
