import { DEFAULT_MATRIX, isTimeZone, kindOf, matrixOf, quietPeriodEnd } from './preference-kinds';

describe('preference kinds', () => {
  it('files every notification type under the kind a member chooses', () => {
    expect(kindOf('LikedVideo')).toBe('post_liked');
    expect(kindOf('CommentedBlog')).toBe('post_commented');
    expect(kindOf('ListingExpiring')).toBe('listing_alert');
    expect(kindOf('ChatMessage')).toBe('chat_message');
    expect(kindOf('forum_reply')).toBe('forum_reply');
  });

  it('lays the member’s changes over the defaults', () => {
    expect(matrixOf({ post_liked: { push: true } }).post_liked).toEqual({ in_app: true, push: true, email: false });
    expect(matrixOf({}).chat_message).toEqual(DEFAULT_MATRIX.chat_message);
  });

  it('knows IANA time zones and nothing else', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Europe/Atlantis')).toBe(false);
    expect(isTimeZone('../../etc')).toBe(false);
  });

  it('ends quiet hours on the local end hour, also across a daylight-saving change', () => {
    // Paris, night of 28–29 March 2026: clocks go from 02:00 to 03:00; quiet 22–7 ends at 07:00 CEST = 05:00 UTC.
    expect(quietPeriodEnd(new Date('2026-03-28T22:30:00Z'), 'Europe/Paris', 22, 7)?.toISOString()).toBe('2026-03-29T05:00:00.000Z');
    // Night of 24–25 October 2026: 03:00 back to 02:00; 07:00 CET = 06:00 UTC.
    expect(quietPeriodEnd(new Date('2026-10-24T21:30:00Z'), 'Europe/Paris', 22, 7)?.toISOString()).toBe('2026-10-25T06:00:00.000Z');
    expect(quietPeriodEnd(new Date('2026-10-24T12:00:00Z'), 'Europe/Paris', 22, 7)).toBeNull();
    expect(quietPeriodEnd(new Date('2026-10-24T12:00:00Z'), 'Europe/Paris', 9, 9)).toBeNull();
  });
});
