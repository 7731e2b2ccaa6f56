import { runSeeders } from '../src/database/seed';
import { JobQueue } from '../src/queue/job-queue';
import { DEMO_PASSWORD } from '../src/modules/users';
import { startTestApp, type TestApp } from './helpers/test-app';

describe('demo data (first embedded start, npm run seed)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { AUTH_THROTTLE_LIMIT: '100' } });
    await runSeeders(t.app);
    await runSeeders(t.app); // a second run adds nothing
    await t.drainQueues();
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const login = async (username: string) => {
    const res = await t.request('POST', '/api/auth/login', { body: { email: `${username}@plaza.local`, password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
    return res.body.token.access_token as string;
  };

  it('creates the demo accounts with the printed password, confirmed (no banner, listings open), once', async () => {
    const ana = await login('ana');
    const me = await t.request('GET', '/api/auth/me', { token: ana });
    expect(me.body.user).toMatchObject({ first_name: 'Ana', last_name: 'Martins', role: 'member', email_verified: true });
    const mod = await t.request('POST', '/api/auth/login', { body: { email: 'moderator@plaza.local', password: DEMO_PASSWORD } });
    expect(mod.body.user).toMatchObject({ role: 'moderator', email_verified: true });
  });

  it('puts two listings of theirs in every section, once', async () => {
    for (const slug of ['marketplaces', 'job_listings', 'local_events', 'business_listings']) {
      const list = await t.request('GET', `/api/${slug}`);
      expect([slug, list.body.total]).toEqual([slug, 2]);
      expect(['ana', 'sam', 'noor']).toContain(list.body.data[0].user.username);
    }
  });

  it('gives each demo listing values of its own, not the section\'s example', async () => {
    const market = (await t.request('GET', '/api/marketplaces')).body.data as { price: string; location: string; category: string }[];
    expect(new Set(market.map((m) => m.price)).size).toBe(2);
    expect(new Set(market.map((m) => m.location)).size).toBe(2);
    expect(market.map((m) => m.category).sort()).toEqual(['Bikes', 'Furniture']);
    const jobs = (await t.request('GET', '/api/job_listings')).body.data as { title: string; job_type: string }[];
    expect(jobs.find((j) => j.title === 'Part-time bookkeeper')?.job_type).toBe('Part-time');
  });

  it('shows photos: every demo listing has one (each its own, with its placeholder), every member an avatar', async () => {
    const market = (await t.request('GET', '/api/marketplaces')).body.data as { image: string | null; image_preview: { placeholder: string } | null; user: { avatar: string | null } }[];
    expect(market.every((m) => m.image && m.image_preview?.placeholder.startsWith('data:image/webp;base64,') && m.user.avatar)).toBe(true);
    expect(new Set(market.map((m) => m.image_preview!.placeholder)).size).toBe(market.length);
    const photo = await fetch(`${t.url}/storage/listings/w720/${market[0]!.image}`);
    expect(photo.status).toBe(200);
  });

  it('gives them a community: friends, a feed with likes and comments, a pending request and a chat', async () => {
    const ana = await login('ana');
    const feed = await t.request('GET', '/api/posts', { token: ana });
    expect(feed.body.total).toBe(2); // her post and Sam's (Noor is not her friend yet)
    expect(feed.body.data.map((p: { user: { username: string } }) => p.user.username).sort()).toEqual(['ana', 'sam']);
    expect(feed.body.data.every((p: { likes_count: number; comments_count: number }) => p.likes_count >= 1 && p.comments_count === 1)).toBe(true);
    const friends = await t.request('GET', '/api/friends', { token: ana });
    expect(friends.body.total).toBe(1);
    const requests = await t.request('GET', '/api/friends/requests?direction=outgoing', { token: await login('noor') });
    expect(requests.body.total).toBe(1);
    const sam = await login('sam');
    const chats = await t.request('GET', '/api/chats', { token: sam });
    expect(chats.body.total).toBe(1);
    expect(chats.body.data[0].last_message.message).toBe('Will do. See you there!');
    expect((await t.request('GET', '/api/chats/messages/count-unseen', { token: sam })).body).toEqual({ messages_count: 1 });
  });

  it('fills the community sections: blogs, events with answers, forums, pictures in an album and a playable video', async () => {
    const noor = await login('noor');
    const blogs = await t.request('GET', '/api/blogs', { token: noor });
    expect(blogs.body.total).toBe(3);
    expect(blogs.body.data.some((b: { likes_count: number; image: string | null }) => b.likes_count > 0 && b.image)).toBe(true);
    const upcoming = await t.request('GET', '/api/events?when=upcoming&order=asc', { token: noor });
    expect(upcoming.body.total).toBe(2);
    const named = (title: string) => upcoming.body.data.find((e: { title: string }) => e.title === title);
    expect(named('Book club: The Left Hand of Darkness')).toMatchObject({ going_count: 1, interested_count: 1, capacity: 12 });
    // What the demo's words promise, its dates keep: the book club on a Thursday, the Sunday ride on a Sunday.
    expect(new Date(named('Book club: The Left Hand of Darkness').starts_at).getUTCDay()).toBe(4);
    expect(new Date(named('Sunday ride along the river').starts_at).getUTCDay()).toBe(0);
    expect((await t.request('GET', '/api/events?when=past', { token: noor })).body.total).toBe(1);
    const forums = await t.request('GET', '/api/forums', { token: noor });
    expect(forums.body.data[0]).toMatchObject({ pinned: true, locked: true });
    expect(forums.body.data.find((f: { title: string }) => f.title.startsWith('Best bakery'))).toMatchObject({ replies_count: 3 });
    const albums = await t.request('GET', '/api/pictures/albums', { token: noor });
    expect(albums.body.data).toMatchObject([{ name: 'City walks', pictures_count: 6, cover: { image: expect.any(String) } }]);
    expect((await t.request('GET', '/api/pictures', { token: noor })).body.total).toBe(7);
    await t.app.get(JobQueue).drain(30_000);
    const videos = await t.request('GET', '/api/videos', { token: noor });
    expect(videos.body.data).toMatchObject([{ status: 'ready', file: expect.stringMatching(/\.mp4$/), poster: expect.any(String) }]);
  });

  it('announces the pending request, the acceptances, likes and comments: the bell has news on first sign-in', async () => {
    const ana = await login('ana');
    expect((await t.request('GET', '/api/notifications/count-unread', { token: ana })).body).toEqual({ un_read: 4 });
    const list = await t.request('GET', '/api/notifications', { token: ana });
    const seen = list.body.data.map((n: { type: string; user: { username: string }; subject: { type: string } }) => [n.type, n.user.username, n.subject.type]);
    // Newest first: Noor's request (an hour ago), Sam's comment, Sam's like, Sam accepting (8 days ago).
    expect(seen).toEqual([
      ['FriendRequest', 'noor', 'user'],
      ['CommentedPost', 'sam', 'post'],
      ['LikedPost', 'sam', 'post'],
      ['FriendAccept', 'sam', 'user'],
    ]);
    const dates = list.body.data.map((n: { created_at: string }) => Date.parse(n.created_at));
    expect(Math.max(...dates)).toBeLessThan(Date.now() - 30 * 60 * 1000); // dated when it happened, not at seeding
    const comment = list.body.data[1];
    expect(comment.description).toBe('Count me in! 9 am at the bridge?');
    const liked = await t.request('GET', `/api/posts/${comment.subject.id}`, { token: ana });
    expect(liked.body.data.body).toMatch(/^Found a lovely second-hand road bike/);

    const sam = await login('sam');
    const samList = await t.request('GET', '/api/notifications', { token: sam });
    expect(samList.body.data.map((n: { type: string; user: { username: string } }) => `${n.type}:${n.user.username}`).sort()).toEqual(
      ['CommentedPost:ana', 'FriendAccept:noor', 'LikedPost:ana', 'LikedPost:noor'],
    );
  });

  it('leaves open reports in the moderator’s queue', async () => {
    const queue = await t.request('GET', '/api/admin/reports?status=open', { token: await login('moderator') });
    expect(queue.body.data.map((c: { subject_type: string; reports_count: number }) => [c.subject_type, c.reports_count])).toEqual([
      ['comment', 1],
      ['post', 2],
    ]);
  });
});
