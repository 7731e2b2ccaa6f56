import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../src/database/sql';
import { NotificationPreferences } from '../src/modules/notifications';
import { newUser, type TestUser } from './helpers/factories';
import { startTestApp, THROTTLE_OFF, type TestApp } from './helpers/test-app';

const ALL_ON = { in_app: true, push: true, email: true };

describe('notification preferences', () => {
  let t: TestApp;
  let ana: TestUser;
  let sam: TestUser;
  const get = (u: TestUser) => t.request('GET', '/api/me/notification-preferences', { token: u.access_token });
  const put = (u: TestUser, body: unknown) => t.request('PUT', '/api/me/notification-preferences', { token: u.access_token, body });
  const settle = async () => {
    await new Promise((r) => setTimeout(r, 20));
    await t.drainQueues();
  };
  const types = (u: TestUser) => sql<{ type: string }>(t.app.get(EntityManager).fork(), 'select type from notifications where user_id = ? order by id', [u.id]).then((rows) => rows.map((r) => r.type));

  beforeAll(async () => {
    t = await startTestApp({ redis: false, env: THROTTLE_OFF });
    [ana, sam] = [await newUser(t), await newUser(t, { first_name: 'Sam' })];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('starts from the defaults: everything in the app, messages, requests and replies pushed, requests and messages mailed, a weekly digest', async () => {
    const res = await get(ana);
    expect(res.status).toBe(200);
    const { channels, ...rest } = res.body.data;
    expect(rest).toEqual({ digest: 'weekly', time_zone: 'UTC', quiet_hours_start: null, quiet_hours_end: null });
    expect(channels).toEqual({
      friend_request: ALL_ON,
      friend_accepted: { in_app: true, push: false, email: false },
      post_liked: { in_app: true, push: false, email: false },
      post_commented: { in_app: true, push: false, email: false },
      chat_message: ALL_ON,
      forum_reply: { in_app: true, push: true, email: false },
      event_update: { in_app: true, push: false, email: false },
      listing_alert: { in_app: true, push: false, email: false },
      storage_share: { in_app: true, push: false, email: false },
      moderation_notice: { in_app: true, push: false, email: false },
    });
    expect((await t.request('GET', '/api/me/notification-preferences')).status).toBe(401);
  });

  it('changes what the body names and keeps the rest', async () => {
    const res = await put(ana, { channels: { post_liked: { push: true }, chat_message: { email: false } }, digest: 'daily', time_zone: 'Europe/Paris' });
    expect(res.status).toBe(200);
    expect(res.body.data.channels.post_liked).toEqual({ in_app: true, push: true, email: false });
    expect(res.body.data.channels.chat_message).toEqual({ in_app: true, push: true, email: false });
    const again = await put(ana, { quiet_hours_start: 22, quiet_hours_end: 7 });
    expect(again.body.data).toMatchObject({ digest: 'daily', time_zone: 'Europe/Paris', quiet_hours_start: 22, quiet_hours_end: 7 });
    expect(again.body.data.channels.post_liked.push).toBe(true);
    expect((await get(ana)).body.data).toEqual(again.body.data);
    // Sam's are his own.
    expect((await get(sam)).body.data.digest).toBe('weekly');
    const cleared = await put(ana, { quiet_hours_start: null, quiet_hours_end: null });
    expect(cleared.body.data).toMatchObject({ quiet_hours_start: null, quiet_hours_end: null });
  });

  it.each([
    [{ time_zone: 'Mars/Olympus' }, 'time_zone', 'time_zone must be an IANA time zone such as Europe/Paris'],
    [{ time_zone: 42 }, 'time_zone', 'time_zone must be an IANA time zone such as Europe/Paris'],
    [{ digest: 'hourly' }, 'digest', 'digest must be daily, weekly or off'],
    [{ quiet_hours_start: 24, quiet_hours_end: 7 }, 'quiet_hours_start', 'Quiet hours must be whole hours from 0 to 23'],
    [{ quiet_hours_start: 6.5, quiet_hours_end: 7 }, 'quiet_hours_start', 'Quiet hours must be whole hours from 0 to 23'],
    [{ quiet_hours_start: 22 }, 'quiet_hours_end', 'Give both the start and the end of quiet hours, or neither'],
    [{ channels: { post_liked: { push: 'yes' } } }, 'channels.post_liked.push', 'Each channel must be true or false'],
    [{ channels: { post_liked: { sms: true } } }, 'channels.post_liked.sms', 'This field is not allowed'],
    [{ channels: { poked: { push: true } } }, 'channels.poked', 'This field is not allowed'],
    [{ channels: 'all' }, 'channels', 'channels must be an object of notification kinds, each with in_app, push and email'],
  ])('refuses %j with a 422 that says why', async (body, field, message) => {
    const res = await put(sam, body);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
    expect((await get(sam)).body.data.digest).toBe('weekly');
  });

  it('answers wants() per type and channel, mapping the domains’ types onto the kinds', async () => {
    const prefs = t.app.get(NotificationPreferences, { strict: false });
    expect(await prefs.wants(sam.id, 'FriendRequest', 'push')).toBe(true);
    expect(await prefs.wants(sam.id, 'LikedBlog', 'push')).toBe(false);
    expect(await prefs.wants(ana.id, 'LikedPicture', 'push')).toBe(true);
    expect(await prefs.wants(ana.id, 'ChatMessage', 'email')).toBe(false);
    expect(await prefs.wants(sam.id, 'chat_message', 'email')).toBe(true);
  });

  it('creates no in-app notification of a kind the member turned off in the app, and still the others', async () => {
    expect((await put(sam, { channels: { post_liked: { in_app: false } } })).status).toBe(200);
    const form = new FormData();
    form.append('body', 'Sunset at the pier');
    const post = await t.request('POST', '/api/posts', { token: sam.access_token, body: form });
    expect((await t.request('POST', `/api/posts/${post.body.data.id}/like`, { token: ana.access_token })).status).toBeLessThan(300);
    expect((await t.request('POST', `/api/posts/${post.body.data.id}/comments`, { token: ana.access_token, body: { body: 'Lovely' } })).status).toBe(201);
    await settle();
    expect(await types(sam)).toEqual(['CommentedPost']);
    const count = await t.request('GET', '/api/notifications/count-unread', { token: sam.access_token });
    expect(count.body.un_read).toBe(1);
  });

  it('tells when quiet hours end, in the member’s time zone, across midnight', async () => {
    const prefs = t.app.get(NotificationPreferences, { strict: false });
    expect(await prefs.quietUntil(sam.id, new Date('2026-12-01T23:30:00Z'))).toBeNull();
    await put(sam, { time_zone: 'Europe/Paris', quiet_hours_start: 22, quiet_hours_end: 7 });
    // 23:30 in Paris (UTC+1 in December): quiet until 07:00 Paris = 06:00 UTC.
    expect((await prefs.quietUntil(sam.id, new Date('2026-12-01T22:30:00Z')))?.toISOString()).toBe('2026-12-02T06:00:00.000Z');
    expect((await prefs.quietUntil(sam.id, new Date('2026-12-02T05:59:10Z')))?.toISOString()).toBe('2026-12-02T06:00:00.000Z');
    expect(await prefs.quietUntil(sam.id, new Date('2026-12-02T06:00:00Z'))).toBeNull();
    expect(await prefs.quietUntil(sam.id, new Date('2026-12-01T12:00:00Z'))).toBeNull();
    // Quiet hours within one day, in summer time in New York (UTC−4).
    await put(sam, { time_zone: 'America/New_York', quiet_hours_start: 13, quiet_hours_end: 15 });
    expect((await prefs.quietUntil(sam.id, new Date('2026-07-01T17:20:00Z')))?.toISOString()).toBe('2026-07-01T19:00:00.000Z');
  });
});
