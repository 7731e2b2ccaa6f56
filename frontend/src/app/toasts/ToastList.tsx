import Alert from '@mui/material/Alert';
import Collapse from '@mui/material/Collapse';
import { useEffect } from 'react';
import { AUTO_HIDE_MS, REMOVE_DELAY_MS, type Toast } from './ToastProvider';

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { id, open } = toast;
  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const timer = setTimeout(() => onDismiss(id), AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [id, open, onDismiss]);

  return (
    <Collapse in={open} timeout={{ enter: 200, exit: REMOVE_DELAY_MS / 2 }}>
      <Alert
        variant="filled"
        severity={toast.severity}
        onClose={() => onDismiss(id)}
        sx={{ mt: 1, boxShadow: 6, alignItems: 'center', pointerEvents: 'auto' }}
      >
        {toast.message}
      </Alert>
    </Collapse>
  );
}

/** The toasts, oldest first; each hides by itself after AUTO_HIDE_MS. */
export default function ToastList({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  return toasts.map((toast) => <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />);
}
