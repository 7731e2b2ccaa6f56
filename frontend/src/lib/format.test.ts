import { formatChatDate, relativeTime } from './format';

describe('formatChatDate', () => {
  it("formats with the spec's pattern 'LLL dd, yyyy hh:mm a'", () => {
    expect(formatChatDate(new Date(2024, 0, 5, 15, 30))).toBe('Jan 05, 2024 03:30 PM');
  });

  it('reads an ISO timestamp as the API sends it', () => {
    expect(formatChatDate('2024-01-05T15:30:00')).toBe('Jan 05, 2024 03:30 PM');
    expect(formatChatDate('2023-11-20T09:05:00')).toBe('Nov 20, 2023 09:05 AM');
  });
});

describe('relativeTime', () => {
  it('says how long ago, with a suffix', () => {
    expect(relativeTime(new Date(Date.now() - 5 * 60_000))).toBe('5 minutes ago');
    expect(relativeTime(new Date(Date.now() - 3 * 3_600_000).toISOString())).toBe('about 3 hours ago');
  });
});
