import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, languageDirection, NAMESPACES, pickLanguage, type Language } from './languages';
import en from './locales/en/index';

export { LANGUAGES, isLanguage, languageDirection, type Language } from './languages';

const STORAGE_KEY = 'plaza.language';

// Other languages are fetched when chosen, so an English reader downloads only English.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Record<string, object> }>> = {
  'pt-PT': () => import('./locales/pt-PT/index'),
  ar: () => import('./locales/ar/index'),
};

// The default instance: react-i18next's hooks and `i18n.t` outside components read the same words.
export const i18n = i18next;

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['en', 'pt-PT', 'ar'],
  resources: { en },
  partialBundledLanguages: true,
  ns: [...NAMESPACES],
  defaultNS: 'common',
  initAsync: false,
  // React escapes what it renders; escaping here too would show "&amp;" to the member.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

/** Loads a language's words (once) and switches the interface, `<html lang>` and `dir` to it. */
export async function setLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'common')) {
    const { default: bundles } = await loaders[language]();
    for (const [namespace, resources] of Object.entries(bundles)) {
      i18n.addResourceBundle(language, namespace, resources, true, true);
    }
  }
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.documentElement.dir = languageDirection(language);
  }
}

/** The language this browser chose here before, else the best match for its own languages. */
export function initialLanguage(): Language {
  const stored = readStored();
  if (stored) {
    return stored;
  }
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return pickLanguage(preferred.filter(Boolean));
}

/** Remembers a member's choice on this browser (their profile carries it to other devices). */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage can be full or forbidden (private windows): the choice then lasts for this page.
  }
}

function readStored(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The current language, for Intl and date-fns. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
