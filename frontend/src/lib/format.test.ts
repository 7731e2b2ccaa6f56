import { setLanguage } from '../i18n';
import {
  formatBytes,
  formatChatDate,
  formatChatListDate,
  formatDate,
  formatNumber,
  formatPrice,
  relativeTime,
} from './format';

describe('formatChatDate', () => {
  it("formats with the spec's pattern 'LLL dd, yyyy hh:mm a'", () => {
    expect(formatChatDate(new Date(2024, 0, 5, 15, 30))).toBe('Jan 05, 2024 03:30 PM');
  });

  it('reads an ISO timestamp as the API sends it', () => {
    expect(formatChatDate('2024-01-05T15:30:00')).toBe('Jan 05, 2024 03:30 PM');
    expect(formatChatDate('2023-11-20T09:05:00')).toBe('Nov 20, 2023 09:05 AM');
  });
});

describe('formatChatListDate', () => {
  const at = (daysAgo: number, hours: number, minutes: number) => {
    const date = new Date();
    date.setDate(date.getDate() - daysAgo);
    date.setHours(hours, minutes, 0, 0);
    return date;
  };

  it('says "Today" and "Yesterday" with the time, as a member reads it', () => {
    expect(formatChatListDate(at(0, 0, 5))).toBe('Today 12:05 AM');
    expect(formatChatListDate(at(1, 15, 30).toISOString())).toBe('Yesterday 03:30 PM');
  });

  it("keeps the spec's pattern for older dates", () => {
    expect(formatChatListDate(new Date(2024, 0, 5, 15, 30))).toBe('Jan 05, 2024 03:30 PM');
  });
});

describe('relativeTime', () => {
  it('says how long ago in plain words, with a suffix', () => {
    expect(relativeTime(new Date(Date.now() - 5 * 60_000))).toBe('5 minutes ago');
    expect(relativeTime(new Date(Date.now() - 3 * 3_600_000 - 20 * 60_000).toISOString())).toBe('3 hours ago');
    expect(relativeTime(new Date(Date.now() - 26 * 3_600_000))).toBe('1 day ago');
  });

  it('says "just now" for the last few seconds, and for a clock a little ahead', () => {
    expect(relativeTime(new Date(Date.now() - 10_000))).toBe('just now');
    expect(relativeTime(new Date(Date.now() + 5_000))).toBe('just now');
  });

  it('says when a date to come is, not "just now"', () => {
    expect(relativeTime(new Date(Date.now() + 10 * 86_400_000 + 60_000))).toBe('in 10 days');
  });
});

describe('in the reader’s language', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('keeps English as it was: bytes, prices, numbers', () => {
    expect(formatBytes(12)).toBe('12 B');
    expect(formatBytes(1536 * 1024)).toBe('1.5 MB');
    expect(formatPrice(1250, 'EUR')).toBe('€1,250.00');
    expect(formatNumber(1234.5)).toBe('1,234.5');
  });

  it('writes European Portuguese dates, relative times, sizes and prices', async () => {
    await setLanguage('pt-PT');
    expect(relativeTime(new Date(Date.now() - 5 * 60_000))).toBe('há 5 minutos');
    expect(relativeTime(new Date(Date.now() - 10_000))).toBe('agora mesmo');
    expect(formatChatDate(new Date(2024, 0, 5, 15, 30))).toBe('05/01/2024, 15:30');
    expect(relativeTime(new Date(Date.now() + 10 * 86_400_000 + 60_000))).toBe('dentro de 10 dias');
    const today = new Date();
    today.setHours(15, 30, 0, 0);
    expect(formatChatListDate(today)).toBe('Hoje 15:30');
    expect(formatBytes(1536 * 1024)).toBe('1,5 MB');
    expect(formatPrice(1250, 'EUR').replace(/\s/g, ' ')).toBe('1250,00 €');
    expect(formatDate(new Date(2024, 0, 5), { month: 'long', year: 'numeric' })).toBe('janeiro de 2024');
  });

  it('writes Arabic relative times and dates with Western digits', async () => {
    await setLanguage('ar');
    expect(relativeTime(new Date(Date.now() - 5 * 60_000))).toBe('قبل 5 دقائق');
    expect(relativeTime(new Date(Date.now() - 10_000))).toBe('الآن');
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    expect(formatChatListDate(yesterday)).toMatch(/^أمس /);
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatDate(new Date(2024, 0, 5), { month: 'long', year: 'numeric' })).toBe('يناير 2024');
  });
});
