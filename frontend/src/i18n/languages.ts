/** The interface's languages: English is the default and the fallback of every missing word. */
export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'pt-PT', name: 'Português', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: Language = 'en';

/** One namespace per area of the app; each has a JSON file per language under locales/<language>/. */
export const NAMESPACES = [
  'common',
  'auth',
  'home',
  'search',
  'security',
  'community',
  'posts',
  'profiles',
  'users',
  'chats',
  'notifications',
  'friends',
  'bookmarks',
  'storage',
  'listings',
  'admin',
  'api',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/**
 * Namespaces whose English words come with their area's code, not in every visitor's start-up: the
 * folder under src/ that alone uses them, whose `words.ts` registers them. Every file using them
 * imports that module (package.json lists it as a side effect), so the build puts the words in the
 * chunks that need them. Other languages' packs hold every namespace.
 */
export const AREA_NAMESPACES: Partial<Record<Namespace, string>> = {
  admin: 'admin',
  auth: 'features/auth',
  posts: 'features/posts',
  profiles: 'features/profiles',
  users: 'features/users',
  search: 'features/search',
  security: 'features/security',
  community: 'features/community',
  chats: 'features/chats',
  notifications: 'features/notifications',
  friends: 'features/friends',
  bookmarks: 'features/bookmarks',
  storage: 'features/storage',
  listings: 'features/listings',
};

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language.code === value);
}

/** The best supported language for a browser's list ('pt-BR' and 'pt' get pt-PT, 'ar-EG' Arabic). */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    if (isLanguage(tag)) {
      return tag;
    }
    const base = tag.toLowerCase().split('-')[0];
    const match = LANGUAGES.find((language) => language.code.toLowerCase().split('-')[0] === base);
    if (match) {
      return match.code;
    }
  }
  return DEFAULT_LANGUAGE;
}

export function languageDirection(language: Language): 'ltr' | 'rtl' {
  return LANGUAGES.find((entry) => entry.code === language)?.dir ?? 'ltr';
}

/*
 * The locale Intl formats a language in. Arabic is written with Western digits, as the API's
 * numbers inside its messages are.
 */
const INTL_LOCALES: Record<Language, string> = { en: 'en', 'pt-PT': 'pt-PT', ar: 'ar-u-nu-latn' };

export function intlLocaleOf(language: Language): string {
  return INTL_LOCALES[language];
}

const STORAGE_KEY = 'plaza.language';

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
