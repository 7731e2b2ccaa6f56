import type { DomainDescriptor } from '../common/domain/domain-descriptor';
import { DOMAINS } from './registry';
import { adminDomain } from './admin';
import { NotificationCatalog } from './notifications/notification-catalog';

const ALL: readonly DomainDescriptor[] = [...DOMAINS, adminDomain];

// The registry's descriptors, checked as the app's start-up checks them.
describe('the notification types of the registry', () => {
  it('finds one declaration for every notification type among the domains', () => {
    const catalog = new NotificationCatalog(ALL);
    expect(catalog.rule('LikedVideo').joins).toContain('video_likes');
  });

  it('refuses to start when a type is declared by no domain, naming it', () => {
    const withoutFriends = ALL.filter((domain) => domain.name !== 'friends');
    expect(() => new NotificationCatalog(withoutFriends)).toThrow('No domain declares the notification types FriendRequest, FriendAccept');
  });

  it('refuses to start when two domains declare one type', () => {
    const posts = ALL.find((domain) => domain.name === 'posts')!;
    expect(() => new NotificationCatalog([...ALL, { ...posts, name: 'posts-again' }])).toThrow('Notification type LikedPost is declared twice');
  });
});
