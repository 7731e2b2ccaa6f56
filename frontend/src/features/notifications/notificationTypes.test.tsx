import { render, screen } from '@testing-library/react';
import { makeNotification } from '../../test/social';
import { NotificationEntry } from './NotificationEntry';
import { notificationLink, notificationSentence, QUOTE_MAX } from './notificationTypes';

describe('notificationSentence (spec §2)', () => {
  it.each([
    ['FriendRequest', null, 'sent you a friend request'],
    ['FriendAccept', null, 'accepted your friend request'],
    ['LikedPost', 'Saturday market was great.', 'liked your post'],
    ['CommentedPost', 'See you there!', 'commented on your post: "See you there!"'],
    ['CommentedPost', null, 'commented on your post'],
    ['ListingMatch', 'Sea kayak', 'posted "Sea kayak", which matches your saved search'],
    ['ListingExpiring', 'Old piano', '— your listing "Old piano" expires soon: renew it to keep it up'],
    ['ReportResolved', 'reviewed your report and hid the post', 'reviewed your report and hid the post'],
    ['ModerationNotice', 'warned you: Be nice', 'warned you: Be nice'],
  ] as const)('%s (description %p) reads "%s"', (type, description, sentence) => {
    expect(notificationSentence({ type, description })).toBe(sentence);
  });

  it('quotes at most the start of a long comment, on one line', () => {
    const long = `${'word '.repeat(40)}\nend`;
    const sentence = notificationSentence({ type: 'CommentedPost', description: long });
    const quoted = sentence.slice('commented on your post: "'.length, -1);
    expect(quoted.length).toBeLessThanOrEqual(QUOTE_MAX);
    expect(quoted.endsWith('…')).toBe(true);
    expect(quoted).not.toContain('\n');
  });
});

describe('notificationLink: each entry leads to what it is about', () => {
  it('a like or a comment to the post, a request or an acceptance to the member', () => {
    const post = { type: 'post', id: 12 };
    expect(notificationLink(makeNotification({ type: 'LikedPost', subject: post }))).toBe('/posts/12');
    expect(notificationLink(makeNotification({ type: 'CommentedPost', subject: post }))).toBe('/posts/12');
    expect(notificationLink(makeNotification({ type: 'FriendRequest', subject: { type: 'user', id: 3 } }))).toBe('/u/sam');
    expect(notificationLink(makeNotification({ type: 'FriendAccept', subject: { type: 'user', id: 3 } }))).toBe('/u/sam');
  });

  it("leads a listing's notification to the listing, in its section", () => {
    const n = makeNotification({ type: 'ListingMatch', subject: { type: 'marketplaces', id: 12 } });
    expect(notificationLink(n)).toBe('/marketplaces/12');
  });

  it("leads a moderator's notice to the item it is about (its author still sees it, hidden), else to my profile", () => {
    const notice = (subject: { type: string; id: number } | null) => notificationLink(makeNotification({ type: 'ModerationNotice', subject }));
    expect(notice({ type: 'jobs', id: 4 })).toBe('/jobs/4');
    expect(notice({ type: 'album', id: 7 })).toBe('/pictures/albums/7');
    expect(notice({ type: 'post', id: 12 })).toBe('/posts/12');
    expect(notice({ type: 'chat_message', id: 3 })).toBe('/show_chat');
    expect(notice({ type: 'user', id: 3 })).toBe('/profile');
    expect(notice(null)).toBe('/profile');
  });
});

describe('NotificationEntry', () => {
  it("shows the actor's avatar with presence, full name, the sentence and a relative time", () => {
    render(<NotificationEntry notification={makeNotification({ type: 'LikedPost', created_at: new Date(Date.now() - 5 * 60_000).toISOString() })} />);
    expect(screen.getByRole('img', { name: 'Sam Lee' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Online' })).toBeInTheDocument();
    expect(screen.getByText('Sam Lee').closest('p')).toHaveTextContent('Sam Lee liked your post');
    expect(screen.getByText('5 minutes ago')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Unread' })).toBeInTheDocument();
  });
});
