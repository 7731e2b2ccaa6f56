import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useToast } from '../../../lib/toastContext';
import { callApi, errorMessage, fieldErrors } from '../../../lib/api';
import { withUploadProgress } from '../../../lib/upload';

interface Options<V extends FieldValues, R> {
  /** Sends the form (a multipart SDK call); its upload progress is shown while it runs. */
  send: (values: V) => Promise<R>;
  onSuccess: (result: R) => void;
  /** The form's fields: a 422's messages go under them, any other in a toast. */
  fields: readonly Path<V>[];
  setError: UseFormSetError<V>;
}

/** Sends a form with a file, with its upload progress (0–100, null when idle) and the API's messages placed. */
export function useUpload<V extends FieldValues, R>({ send, onSuccess, fields, setError }: Options<V, R>) {
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (values: V) => callApi(() => withUploadProgress(({ percent }) => setProgress(percent), () => send(values))),
    onMutate: () => setProgress(0),
    onSettled: () => setProgress(null),
    onSuccess,
    onError: (error) => {
      const errors = fieldErrors(error);
      const placed = Object.entries(errors).filter(([field]) => (fields as readonly string[]).includes(field));
      placed.forEach(([field, messages], i) => setError(field as Path<V>, { type: 'server', message: messages[0] }, { shouldFocus: i === 0 }));
      if (placed.length === 0) {
        toast.error(Object.values(errors)[0]?.[0] ?? errorMessage(error));
      }
    },
  });
  return { mutation, progress };
}
