import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n';
import { errorMessage } from '../../lib/api';
import { chooseLanguage } from '../../lib/language';
import { useToast } from '../../lib/toastContext';

/** Switches to a language (saved in a member's profile); a failed save is told, the page stays switched. */
export function useChooseLanguage(): (language: Language) => void {
  const { t } = useTranslation();
  const toast = useToast();
  return useCallback(
    (language: Language) => {
      chooseLanguage(language).catch((error: unknown) =>
        toast.error(t('common:language.saveFailed', { message: errorMessage(error) })),
      );
    },
    [t, toast],
  );
}
