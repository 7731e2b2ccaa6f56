import { categoriesOf } from './helpers/community';
import { newUser, type TestUser } from './helpers/factories';
import { form, png } from './helpers/forms';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

describe('visitors and the visibility of community items', () => {
  let t: TestApp;
  let author: TestUser;
  let friend: TestUser;
  let stranger: TestUser;
  const as = (u?: TestUser) => (u ? { token: u.access_token } : {});
  const blog = async (title: string, visibility?: string) => {
    const category = (await categoriesOf(t, author, 'blogs'))[0];
    const res = await t.request('POST', '/api/blogs', { ...as(author), body: form({ title, category: category.id, body: 'Words.', ...(visibility ? { visibility } : {}) }) });
    expect(res.status).toBe(201);
    return res.body.data as { id: number; visibility: string };
  };

  beforeAll(async () => {
    t = await startTestApp({ env: THROTTLE_OFF });
    author = await newUser(t);
    friend = await newUser(t);
    stranger = await newUser(t);
    expect((await t.request('POST', '/api/friends/add', { ...as(author), body: { user_id: friend.id } })).status).toBe(200);
    expect((await t.request('POST', '/api/friends/accept', { ...as(friend), body: { user_id: author.id } })).status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets each author choose public, members or friends (members by default), and refuses anything else', async () => {
    expect((await blog('Default')).visibility).toBe('members');
    const open = await blog('Open', 'public');
    expect(open.visibility).toBe('public');
    const bad = await t.request('POST', '/api/blogs', { ...as(author), body: form({ title: 'x', category: (await categoriesOf(t, author, 'blogs'))[0].id, body: 'b', visibility: 'everyone' }) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.visibility).toEqual(['visibility must be public, members or friends']);
    const album = await t.request('POST', '/api/pictures/albums', { ...as(author), body: { name: 'Trips', visibility: 'friends' } });
    expect(album.body.data.visibility).toBe('friends');
    const changed = await t.request('PATCH', `/api/pictures/albums/${album.body.data.id}`, { ...as(author), body: { visibility: 'public' } });
    expect(changed.body.data.visibility).toBe('public');
  });

  it('shows a public item to everyone, a members one to members, a friends one to the author and friends only', async () => {
    const items = { public: await blog('Seen by all', 'public'), members: await blog('Seen by members', 'members'), friends: await blog('Seen by friends', 'friends') };
    const expectations: [string, TestUser | undefined, Record<string, number>][] = [
      ['visitor', undefined, { public: 200, members: 401, friends: 401 }],
      ['stranger', stranger, { public: 200, members: 200, friends: 404 }],
      ['friend', friend, { public: 200, members: 200, friends: 200 }],
      ['author', author, { public: 200, members: 200, friends: 200 }],
    ];
    for (const [who, user, statuses] of expectations) {
      const got = Object.fromEntries(await Promise.all(Object.entries(items).map(async ([v, item]) => [v, (await t.request('GET', `/api/blogs/${item.id}`, as(user))).status])));
      expect([who, got]).toEqual([who, statuses]);
      const comments = (await t.request('GET', `/api/blogs/${items.public.id}/comments`, as(user))).status;
      expect([who, comments]).toEqual([who, 200]);
    }
    const listed = async (user?: TestUser) =>
      ((await t.request('GET', `/api/blogs?user_id=${author.id}&take=100`, as(user))).body.data as { id: number }[]).map((b) => b.id);
    expect(await listed()).toEqual(expect.arrayContaining([items.public.id]));
    expect(await listed()).not.toEqual(expect.arrayContaining([items.members.id]));
    expect(await listed(stranger)).not.toEqual(expect.arrayContaining([items.friends.id]));
    expect(await listed(friend)).toEqual(expect.arrayContaining([items.friends.id, items.members.id]));
    // A visitor may read, never write: commenting asks to sign in.
    expect((await t.request('POST', `/api/blogs/${items.public.id}/comments`, { body: { body: 'Hi' } })).status).toBe(401);
  });

  it('applies the same rule to pictures, albums, videos, events and forum threads with their replies', async () => {
    const picture = await t.request('POST', '/api/pictures', { ...as(author), body: form({ title: 'Dunes', visibility: 'friends' }, { image: { data: await png(), name: 'p.png', type: 'image/png' } }) });
    expect(picture.body.data.visibility).toBe('friends');
    expect((await t.request('GET', `/api/pictures/${picture.body.data.id}`, as(stranger))).status).toBe(404);
    expect((await t.request('GET', `/api/pictures/${picture.body.data.id}`, as(friend))).status).toBe(200);
    expect((await t.request('PATCH', `/api/pictures/${picture.body.data.id}`, { ...as(author), body: { visibility: 'public' } })).body.data.visibility).toBe('public');
    expect((await t.request('GET', `/api/pictures/${picture.body.data.id}`)).status).toBe(200);

    const category = (await categoriesOf(t, author, 'forums'))[0];
    const thread = (await t.request('POST', '/api/forums', { ...as(author), body: form({ title: 'Open thread', category: category.id, body: 'Ask.', visibility: 'public' }) })).body.data;
    await t.request('POST', `/api/forums/${thread.id}/replies`, { ...as(friend), body: { body: 'An answer' } });
    const replies = await t.request('GET', `/api/forums/${thread.id}/replies`);
    expect(replies.status).toBe(200);
    expect(replies.body.data.map((r: { body: string }) => r.body)).toEqual(['An answer']);
    const closed = (await t.request('POST', '/api/forums', { ...as(author), body: form({ title: 'Members thread', category: category.id, body: 'Ask.' }) })).body.data;
    expect((await t.request('GET', `/api/forums/${closed.id}/replies`)).status).toBe(401);

    const eventCategory = (await categoriesOf(t, author, 'events'))[0];
    const startsAt = new Date(Date.now() + 86_400_000).toISOString();
    const event = (await t.request('POST', '/api/events', { ...as(author), body: form({ title: 'Open day', category: eventCategory.id, starts_at: startsAt, location: 'Square', description: 'Come.', visibility: 'public' }) })).body.data;
    expect((await t.request('GET', `/api/events/${event.id}`)).body.data).toMatchObject({ title: 'Open day', visibility: 'public' });
  });

  it('asks every visitor to sign in when GUEST_READ is off, members reading as before', async () => {
    const closedSite = await startTestApp({ env: { ...THROTTLE_OFF, GUEST_READ: 'false' }, database: t.database });
    try {
      const open = await blog('Public yet closed', 'public');
      for (const path of ['/api/blogs', `/api/blogs/${open.id}`, '/api/marketplaces', '/api/search?q=closed', '/api/pictures/albums']) {
        const res = await closedSite.request('GET', path);
        expect([path, res.status, res.body.message]).toEqual([path, 401, 'Sign in to read this']);
      }
      expect((await closedSite.request('GET', `/api/blogs/${open.id}`, as(stranger))).status).toBe(200);
      expect((await closedSite.request('GET', '/api/marketplaces', as(stranger))).status).toBe(200);
    } finally {
      await closedSite.close();
    }
  });
});
