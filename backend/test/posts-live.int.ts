import { userChannel } from '../src/realtime/socket-events';
import { newUser, type TestUser } from './helpers/factories';
import { collect, connect, nextEvent, subscribe, type TestSocket } from './helpers/sockets';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

describe('a live wall: new posts, counts and deletions reach the feeds without a reload', () => {
  let t: TestApp;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    t = await startTestApp({ env: THROTTLE_OFF });
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await t?.close();
  });

  const listen = async (u: TestUser) => {
    const socket = await connect(t, u.access_token);
    sockets.push(socket);
    expect(await subscribe(t, socket, u.access_token, userChannel(u.id))).toEqual({ ok: true });
    return socket;
  };
  const post = (u: TestUser, path: string, body?: unknown) => t.request('POST', `/api${path}`, { token: u.access_token, body });
  const form = (body: string) => {
    const data = new FormData();
    data.set('body', body);
    return data;
  };

  it('tells the author’s friends of a new post, of its likes and comments (and whoever acted), and of its deletion', async () => {
    const [author, friend, stranger] = [await newUser(t), await newUser(t), await newUser(t)];
    await post(author, '/friends/add', { user_id: friend.id });
    await post(friend, '/friends/accept', { user_id: author.id });
    const [friendSocket, strangerSocket] = [await listen(friend), await listen(stranger)];
    const strangerCreated = collect(strangerSocket, 'posts.created');

    const created = nextEvent(friendSocket, 'posts.created');
    const res = await post(author, '/posts', form('Fresh bread at the corner bakery'));
    expect(res.status).toBe(201);
    expect(await created).toMatchObject({ id: res.body.data.id, body: 'Fresh bread at the corner bakery', likes_count: 0, comments_count: 0, liked_by_me: false, user: { id: author.id } });
    const id = res.body.data.id as number;

    // The friend likes it: the friend's other tabs hear the new count.
    const liked = nextEvent(friendSocket, 'posts.updated');
    expect((await post(friend, `/posts/${id}/like`)).status).toBe(200);
    expect(await liked).toEqual({ id, likes_count: 1, comments_count: 0, actor_id: friend.id });

    // A stranger looking at the post comments: the friend and the stranger both hear it.
    const friendHears = nextEvent(friendSocket, 'posts.updated');
    const strangerHears = nextEvent(strangerSocket, 'posts.updated');
    expect((await post(stranger, `/posts/${id}/comments`, { body: 'Which corner?' })).status).toBe(201);
    expect(await friendHears).toEqual({ id, likes_count: 1, comments_count: 1, actor_id: stranger.id });
    expect(await strangerHears).toEqual({ id, likes_count: 1, comments_count: 1, actor_id: stranger.id });
    // The stranger is not in the author's audience: the new post never reached them.
    expect(strangerCreated).toEqual([]);

    const unliked = nextEvent(friendSocket, 'posts.updated');
    expect((await t.request('DELETE', `/api/posts/${id}/like`, { token: friend.access_token })).status).toBe(200);
    expect(await unliked).toEqual({ id, likes_count: 0, comments_count: 1, actor_id: friend.id });

    const deleted = nextEvent(friendSocket, 'posts.deleted');
    expect((await t.request('DELETE', `/api/posts/${id}`, { token: author.access_token })).status).toBe(204);
    expect(await deleted).toEqual({ id });
  });
});
