import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, languageDirection, NAMESPACES, type Language, type Namespace } from './languages';
import en from './locales/en/index';

export { LANGUAGES, initialLanguage, intlLocaleOf, isLanguage, languageDirection, rememberLanguage, type Language } from './languages';

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
  // i18next's own defaults, given: then it never tests a key against a regular expression for
  // natural-language keys (every key here is 'namespace:path'), which it did at each t().
  keySeparator: '.',
  nsSeparator: ':',
  react: { useSuspense: false },
});

/** An area's English words (languages.ts, AREA_NAMESPACES), from the area's own `words.ts`. */
export function registerWords(namespace: Namespace, words: object): void {
  i18n.addResourceBundle('en', namespace, words, true, true);
}

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

/** The current language, for Intl and date-fns. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
