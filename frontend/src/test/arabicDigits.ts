import { jest } from '@jest/globals';

/** Arabic-Indic digits, which the app's Arabic never writes (it formats in 'ar-u-nu-latn'). */
export const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/;

/**
 * Makes a bare 'ar' write Arabic-Indic digits, as many browsers' Arabic does. Node's own 'ar'
 * writes Western digits, which would hide a formatter given the language instead of intlLocale().
 * jest.restoreAllMocks (test/setup.ts) undoes it after each test.
 */
export function arabicIndicByDefault(): void {
  const indic = (locales?: Intl.LocalesArgument): Intl.LocalesArgument =>
    locales === 'ar' || (Array.isArray(locales) && locales[0] === 'ar') ? 'ar-u-nu-arab' : locales;
  const { DateTimeFormat, NumberFormat, ListFormat } = Intl;
  jest.spyOn(Intl, 'DateTimeFormat').mockImplementation((locales, options) => new DateTimeFormat(indic(locales), options));
  jest.spyOn(Intl, 'NumberFormat').mockImplementation((locales, options) => new NumberFormat(indic(locales), options));
  jest.spyOn(Intl, 'ListFormat').mockImplementation((locales, options) => new ListFormat(indic(locales), options));
  for (const method of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const) {
    const original = Date.prototype[method];
    jest.spyOn(Date.prototype, method).mockImplementation(function (this: Date, locales, options) {
      return original.call(this, indic(locales), options);
    });
  }
  const toLocaleString = Number.prototype.toLocaleString;
  jest.spyOn(Number.prototype, 'toLocaleString').mockImplementation(function (this: number, locales, options) {
    return toLocaleString.call(this, indic(locales), options);
  });
}
