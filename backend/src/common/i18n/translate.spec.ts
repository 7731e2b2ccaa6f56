import { en } from './locales/en';
import { CATALOGS, LANGUAGES, translate, type Catalog } from './translate';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const forms = (entry: Catalog[keyof Catalog]) => (typeof entry === 'string' ? { other: entry } : entry);

describe('mail and push catalogs', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has exactly English’s keys, placeholders and its own plural forms', (language) => {
    const catalog = CATALOGS[language];
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories.slice().sort();
    for (const key of Object.keys(en) as (keyof Catalog)[]) {
      const english = en[key];
      const entry = catalog[key];
      expect([key, typeof entry]).toEqual([key, typeof english]);
      const wanted = placeholders(forms(english).other);
      // `other` says everything; a form for one or two may leave the number to its words.
      expect([key, placeholders(forms(entry).other)]).toEqual([key, wanted]);
      for (const text of Object.values(forms(entry))) {
        expect(placeholders(text).every((p) => wanted.includes(p))).toBe(true);
        expect(text.trim()).not.toBe('');
      }
      if (typeof english !== 'string') {
        expect([key, Object.keys(entry).sort()]).toEqual([key, categories]);
      }
    }
  });

  it('English plural entries have one and other', () => {
    for (const entry of Object.values(en)) {
      if (typeof entry !== 'string') {
        expect(Object.keys(entry).sort()).toEqual(['one', 'other']);
      }
    }
  });

  it('fills placeholders and picks the plural form of the language', () => {
    expect(translate('en', 'digest.messages', { count: 1 })).toBe('1 message');
    expect(translate('en', 'digest.messages', { count: 3 })).toBe('3 messages');
    expect(translate('pt-PT', 'digest.messages', { count: 3 })).toBe('3 mensagens');
    expect(translate('ar', 'digest.messages', { count: 2 })).toBe('رسالتان');
    expect(translate('ar', 'digest.messages', { count: 5 })).toBe('5 رسائل');
    expect(translate('ar', 'digest.messages', { count: 11 })).toBe('11 رسالة');
    expect(translate('pt-PT', 'mail.greeting', { name: 'Ana' })).toBe('Olá Ana,');
  });

  it('leaves no entry untranslated', () => {
    for (const key of Object.keys(en) as (keyof Catalog)[]) {
      const english = forms(en[key]).other;
      if (placeholders(english).length && english.replace(/\{\{\w+\}\}/g, '').replace(/[\s:"]/g, '') === '') {
        continue; // a pure arrangement of placeholders
      }
      for (const language of ['pt-PT', 'ar'] as const) {
        const text = forms(CATALOGS[language][key]).other;
        expect([key, language, text === english]).toEqual([key, language, false]);
      }
    }
  });
});
