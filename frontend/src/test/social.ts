import { jest } from '@jest/globals';
import {
  FriendsService,
  NotificationsService,
  PresenceService,
  type FriendListItemDto,
  type FriendSuggestionDto,
  type FriendSuggestionsResponseDto,
  type FriendshipDto,
  type NotificationDto,
  type PageMetaDto,
  type PostDto,
  type UserProfileDto,
  type UserSummaryDto,
} from '@plaza/sdk';
import type { Realtime, ServerEvents } from '../lib/realtimeContext';
import { sdkOk } from './sdk';

/** Fixtures and fakes for the social features' tests (friends, profiles, posts, notifications). */

export function makeAuthor(overrides: Partial<UserSummaryDto> = {}): UserSummaryDto {
  return {
    id: 9,
    first_name: 'Sam',
    last_name: 'Lee',
    username: 'sam',
    avatar: null,
    is_online: true,
    status: 'online',
    ...overrides,
  };
}

export function paged<T>(data: T[], meta: Partial<PageMetaDto> = {}): PageMetaDto & { data: T[] } {
  const total = meta.total ?? data.length;
  return { data, total, page: 1, take: 10, from: data.length ? 1 : 0, to: data.length, last_page: Math.max(1, Math.ceil(total / 10)), ...meta };
}

export function makeProfile(overrides: Partial<UserProfileDto> = {}, user: Partial<UserProfileDto['user']> = {}): UserProfileDto {
  return {
    user: {
      ...makeAuthor(),
      about: 'Drummer in a garage band.',
      cover: null,
      country: null,
      created_at: '2026-01-05T15:30:00.000Z',
      date_of_birth: null,
      education: null,
      favorite_music: null,
      favorite_tv_show: null,
      gender: null,
      location: 'Porto',
      other_interests: null,
      work_experience: null,
      ...user,
    },
    friendship: null,
    friends_count: 2,
    posts_count: 0,
    likes_count: 0,
    ...overrides,
  };
}

export function makeFriendItem(overrides: Partial<FriendListItemDto> = {}): FriendListItemDto {
  return {
    ...makeAuthor(),
    friends_since: null,
    friendship_from: null,
    friendship_to: null,
    friendship_state: 'none',
    ...overrides,
  };
}

const request = (status: 'pending' | 'accepted') => ({
  status,
  created_at: '2026-03-01T10:00:00.000Z',
  accepted_at: status === 'accepted' ? '2026-03-02T10:00:00.000Z' : null,
});

/** What a friend call answers for the relation `state` with member `user_id`. */
export function relation(user_id: number, state: FriendshipDto['friendship_state'], sentByMe = true): { data: FriendshipDto } {
  const pending = state === 'request_sent' || state === 'request_received';
  const req = state === 'friends' ? request('accepted') : pending ? request('pending') : null;
  const mine = state === 'request_sent' || (state === 'friends' && sentByMe);
  return {
    data: {
      user_id,
      blocked_by_me: false,
      friendship_state: state,
      friendship_from: req && mine ? req : null,
      friendship_to: req && !mine ? req : null,
    },
  };
}

export function makePost(overrides: Partial<PostDto> = {}): PostDto {
  return {
    id: 31,
    body: 'Saturday market was great.',
    image: null,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    likes_count: 3,
    comments_count: 0,
    liked_by_me: false,
    hidden: false,
    user: makeAuthor(),
    ...overrides,
  };
}

/** A member "you may know": `mutual` friends in common (none: a recent member). */
export function makeSuggestion(overrides: Partial<FriendListItemDto> = {}, mutual: UserSummaryDto[] = []): FriendSuggestionDto {
  return { ...makeFriendItem(overrides), mutual_friends_count: mutual.length, mutual_friends: mutual };
}

export function makeNotification(overrides: Partial<NotificationDto> = {}): NotificationDto {
  return {
    id: 1,
    type: 'FriendRequest',
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    description: null,
    subject: null,
    read_at: null,
    state: null,
    user: makeAuthor(),
    ...overrides,
  };
}

/** The background calls of a member's header and side panels, answered with nothing new. */
export function quietBackground(unread = 0) {
  return {
    count: jest.spyOn(NotificationsService, 'countUnreadNotifications').mockReturnValue(sdkOk({ un_read: unread })),
    onlines: jest.spyOn(PresenceService, 'listOnlines').mockReturnValue(sdkOk(paged<UserSummaryDto>([]))),
    suggestions: jest.spyOn(FriendsService, 'listSuggestions').mockReturnValue(sdkOk<FriendSuggestionsResponseDto>({ data: [] })),
  };
}

type Handler = (payload: never) => void;

/** A stand-in realtime connection: tests emit server events through it. */
export function fakeRealtime() {
  const handlers = new Map<string, Set<Handler>>();
  const realtime: Realtime = {
    connected: true,
    synced: {},
    join: () => () => undefined,
    on(event, handler) {
      const set = handlers.get(event) ?? new Set<Handler>();
      set.add(handler as Handler);
      handlers.set(event, set);
      return () => set.delete(handler as Handler);
    },
    typing: () => undefined,
  };
  const emit = <K extends keyof ServerEvents>(event: K, payload: ServerEvents[K]) => {
    handlers.get(event)?.forEach((handler) => (handler as (p: ServerEvents[K]) => void)(payload));
  };
  return { realtime, emit };
}

/** The number on the header's bell, or '' when the badge is hidden (no unread notifications). */
export function bellCount(): string {
  const bell = document.querySelector('[data-testid="notifications-count"] .MuiBadge-badge');
  if (!bell) {
    throw new Error('No notifications bell');
  }
  return bell.classList.contains('MuiBadge-invisible') ? '' : (bell.textContent ?? '');
}
