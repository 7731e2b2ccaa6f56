import { AuthService } from '@plaza/sdk';
import { rememberLanguage, setLanguage, type Language } from '../i18n';
import { callApi, getSession, saveUser } from './api';

/**
 * Switches the interface to `language` and remembers it on this browser; for a member, also in
 * their profile (PUT /api/me/language), so every device they sign in on speaks it. The switch
 * happens first: a failed save (rejected with the API's error) leaves this page in the new language.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await setLanguage(language);
  if (!getSession()) {
    return;
  }
  const saved = await callApi(() => AuthService.updateLanguage({ requestBody: { language } }));
  const session = getSession();
  if (session) {
    saveUser({ ...session.user, language: saved.language });
  }
}
