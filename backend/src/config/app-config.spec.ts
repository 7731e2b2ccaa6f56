import { defaultCurrency } from './app-config';

describe('DEFAULT_CURRENCY', () => {
  it('is EUR unless set, and any ISO 4217 code Intl knows when set', () => {
    expect(defaultCurrency(undefined)).toBe('EUR');
    expect(defaultCurrency('  ')).toBe('EUR');
    expect(defaultCurrency('GBP')).toBe('GBP');
    expect(defaultCurrency(' BRL ')).toBe('BRL');
  });

  it('stops start-up on a code that is not one, or not in capitals', () => {
    for (const bad of ['usd', 'EURO', 'XYZ', '€']) {
      expect(() => defaultCurrency(bad)).toThrow(`DEFAULT_CURRENCY must be an ISO 4217 currency code in capitals (EUR, USD, GBP…), got "${bad}"`);
    }
  });
});
