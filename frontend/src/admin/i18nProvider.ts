import type { I18nProvider } from 'react-admin';
import englishMessages from 'ra-language-english';
import { currentLanguage, i18n, isLanguage, LANGUAGES, setLanguage } from '../i18n';
import './words';

type Options = Record<string, unknown>;

/** react-admin's own English for `key` (polyglot: '%{name}', 'one |||| many'), for words the console's JSON lacks. */
function english(key: string, options: Options): string | undefined {
  const text = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Options)[part] : undefined), englishMessages);
  if (typeof text !== 'string') {
    return undefined;
  }
  const [one, many = one] = text.split('||||').map((variant) => variant.trim());
  const chosen = typeof options.smart_count === 'number' && options.smart_count !== 1 ? many : one;
  return chosen.replace(/%\{(\w+)\}/g, (_match, name: string) => String(options[name] ?? ''));
}

/**
 * react-admin's words through the app's i18next: its `ra.*` messages live in the `admin` namespace
 * under `ra` (mirroring ra-language-english, plurals as `_one`/`_other` with `count` for
 * `smart_count`); any other key is a label the console already translated, shown as given.
 */
export const i18nProvider: I18nProvider = {
  translate(key: string, options: Options = {}) {
    const { _: fallback, smart_count: smartCount, ...values } = options;
    if (key.startsWith('ra.')) {
      const count = typeof smartCount === 'number' ? { count: smartCount } : {};
      return i18n.t(`admin:ra.${key.slice(3)}`, { ...values, ...count, defaultValue: english(key, options) ?? fallback ?? key });
    }
    return typeof fallback === 'string' ? fallback : key;
  },
  changeLocale: (locale: string) => setLanguage(isLanguage(locale) ? locale : 'en'),
  getLocale: () => currentLanguage(),
  getLocales: () => LANGUAGES.map((language) => ({ locale: language.code, name: language.name })),
};
