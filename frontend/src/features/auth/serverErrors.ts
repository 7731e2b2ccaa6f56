import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { Toaster } from '../../lib/toastContext';
import type { Outcome } from '../../lib/auth/authContext';
import { translateApiMessage } from '../../i18n/apiMessages';

type Failure = Extract<Outcome, { ok: false }>;

/**
 * Shows a failed call to the member: a 422's messages under the matching fields of the form
 * (e.g. 'This email is already taken.'), and in a toast whatever has no field here, or the
 * server's message (or 'Server error') when nothing could be placed under a field; each in the
 * member's language.
 */
export function reportFailure<T extends FieldValues>(
  failure: Failure,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  toast: Pick<Toaster, 'error'>,
): void {
  const unplaced: string[] = [];
  let placed = 0;
  for (const [field, messages] of Object.entries(failure.fieldErrors)) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message: translateApiMessage(messages[0]) }, { shouldFocus: placed === 0 });
      placed += 1;
    } else {
      unplaced.push(...messages);
    }
  }
  if (placed === 0 || unplaced.length > 0) {
    toast.error(translateApiMessage(unplaced[0] ?? failure.message));
  }
}
