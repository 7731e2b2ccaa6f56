import { useEffect } from 'react';
import { currentLanguage, isLanguage, rememberLanguage, setLanguage } from '../i18n';
import { useAuth } from '../lib/auth/authContext';

/** A member's profile language wins when their session starts (another device chose it) or changes. */
export function LanguageSync() {
  const { user } = useAuth();
  const chosen = user?.language;
  useEffect(() => {
    if (isLanguage(chosen) && chosen !== currentLanguage()) {
      rememberLanguage(chosen);
      void setLanguage(chosen).catch(() => undefined);
    }
  }, [chosen]);
  return null;
}
