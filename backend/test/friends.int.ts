import { EntityManager } from '@mikro-orm/postgresql';
import { DomainEvents, type DomainEventMap } from '../src/common/outbox/domain-events';
import { pageParams } from '../src/common/paging/paging';
import { sql } from '../src/database/sql';
import { BlocksService } from '../src/modules/friends/blocks.service';
import { FriendsRepository } from '../src/modules/friends/friends.repository';
import { SEARCH_WINDOW } from '../src/modules/friends/member-search';
import { eventually } from './helpers/eventually';
import { newUser, type TestUser } from './helpers/factories';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const SUMMARY_KEYS = ['avatar', 'first_name', 'id', 'is_online', 'last_name', 'status', 'username'];
const ITEM_KEYS = [...SUMMARY_KEYS, 'friends_since', 'friendship_from', 'friendship_state', 'friendship_to'].sort();
const UNKNOWN = 2_000_000_000;

type Action = 'friendship' | 'add' | 'withdraw' | 'accept' | 'decline' | 'remove';

describe('friends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: THROTTLE_OFF });
  });
  afterAll(async () => {
    await t?.close();
  });

  const act = (me: TestUser, action: Action, userId: number | unknown) =>
    t.request('POST', `/api/friends/${action}`, { token: me.access_token, body: { user_id: userId } });
  const get = (me: TestUser, path: string) => t.request('GET', `/api${path}`, { token: me.access_token });
  const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((x) => x.id);
  const user = (first_name = 'Ana', last_name = 'Lima') => newUser(t, { first_name, last_name });

  async function befriend(a: TestUser, b: TestUser): Promise<void> {
    expect((await act(a, 'add', b.id)).status).toBe(200);
    expect((await act(b, 'accept', a.id)).status).toBe(200);
  }

  describe('transitions', () => {
    it('request then accept: each side sees its own request as friendship_from and the other as friendship_to', async () => {
      const a = await user();
      const b = await user();

      const none = await act(a, 'friendship', b.id);
      expect(none.status).toBe(200);
      expect(none.body).toEqual({ data: { user_id: b.id, friendship_from: null, friendship_to: null, friendship_state: 'none', blocked_by_me: false } });

      const sent = await act(a, 'add', b.id);
      expect(sent.status).toBe(200);
      expect(sent.body.data).toEqual({
        user_id: b.id,
        friendship_from: { status: 'pending', created_at: expect.stringMatching(ISO), accepted_at: null },
        friendship_to: null,
        friendship_state: 'request_sent',
        blocked_by_me: false,
      });
      const seenByB = await act(b, 'friendship', a.id);
      expect(seenByB.body.data).toMatchObject({ friendship_from: null, friendship_to: { status: 'pending' }, friendship_state: 'request_received' });

      const incoming = await get(b, '/friends/requests');
      expect(incoming.status).toBe(200);
      expect(incoming.body).toMatchObject({ total: 1, page: 1, from: 1, to: 1, last_page: 1 });
      expect(incoming.body.data[0]).toMatchObject({ id: a.id, first_name: 'Ana', friendship_to: { status: 'pending' }, friendship_state: 'request_received' });
      const outgoing = await get(a, '/friends/requests?direction=outgoing');
      expect(ids(outgoing)).toEqual([b.id]);
      expect(outgoing.body.data[0]).toMatchObject({ friendship_from: { status: 'pending' }, friendship_state: 'request_sent' });
      expect((await get(a, '/friends/requests')).body.total).toBe(0);
      expect((await get(a, '/friends')).body.total).toBe(0);

      const accepted = await act(b, 'accept', a.id);
      expect(accepted.status).toBe(200);
      expect(accepted.body.data).toEqual({
        user_id: a.id,
        friendship_from: null,
        friendship_to: { status: 'accepted', created_at: sent.body.data.friendship_from.created_at, accepted_at: expect.stringMatching(ISO) },
        friendship_state: 'friends',
        blocked_by_me: false,
      });
      expect((await act(a, 'friendship', b.id)).body.data).toMatchObject({ friendship_from: { status: 'accepted' }, friendship_to: null, friendship_state: 'friends' });

      const aFriends = await get(a, '/friends');
      expect(aFriends.status).toBe(200);
      expect(aFriends.body).toMatchObject({ total: 1, from: 1, to: 1 });
      expect(Object.keys(aFriends.body.data[0]).sort()).toEqual(ITEM_KEYS);
      expect(aFriends.body.data[0]).toMatchObject({
        id: b.id,
        username: b.username,
        avatar: null,
        is_online: false,
        status: 'offline',
        friendship_from: { status: 'accepted' },
        friendship_to: null,
        friendship_state: 'friends',
        friends_since: accepted.body.data.friendship_to.accepted_at,
      });
      expect(JSON.stringify(aFriends.body)).not.toContain('@');
      expect(ids(await get(b, '/friends'))).toEqual([a.id]);
      expect((await get(b, '/friends')).body.data[0]).toMatchObject({ friendship_to: { status: 'accepted' }, friendship_state: 'friends' });
      expect((await get(b, '/friends/requests')).body.total).toBe(0);
    });

    it('withdraw takes a sent request back: the receiver no longer has it', async () => {
      const a = await user();
      const b = await user();
      await act(a, 'add', b.id);
      const res = await act(a, 'withdraw', b.id);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ friendship_from: null, friendship_to: null, friendship_state: 'none' });
      expect((await get(b, '/friends/requests')).body.total).toBe(0);
      expect((await act(b, 'accept', a.id)).status).toBe(409);
    });

    it('decline refuses a received request; the requester may ask again later', async () => {
      const a = await user();
      const b = await user();
      await act(a, 'add', b.id);
      const res = await act(b, 'decline', a.id);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ friendship_state: 'none' });
      expect((await act(a, 'friendship', b.id)).body.data.friendship_state).toBe('none');
      expect((await get(a, '/friends/requests?direction=outgoing')).body.total).toBe(0);
      expect((await act(a, 'add', b.id)).status).toBe(200);
    });

    it('remove ends a friendship for both, whoever removes', async () => {
      const a = await user();
      const b = await user();
      await befriend(a, b);
      const res = await act(b, 'remove', a.id);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ friendship_from: null, friendship_to: null, friendship_state: 'none' });
      expect((await get(a, '/friends')).body.total).toBe(0);
      expect((await get(b, '/friends')).body.total).toBe(0);
    });

    it('refuses every invalid transition with 409 and a message saying why', async () => {
      const a = await user();
      const b = await user();
      const c = await user();
      const conflict = async (me: TestUser, action: Action, other: number, message: string) => {
        const res = await act(me, action, other);
        expect({ action, status: res.status, body: res.body }).toEqual({ action, status: 409, body: { statusCode: 409, message } });
      };

      await conflict(a, 'add', a.id, 'You cannot befriend yourself');
      await conflict(a, 'accept', a.id, 'You cannot befriend yourself');
      await conflict(a, 'remove', b.id, 'You are not friends with this member');
      await conflict(a, 'withdraw', b.id, 'There is no friend request to withdraw');
      await conflict(a, 'accept', b.id, 'This member has not sent you a friend request');
      await conflict(a, 'decline', b.id, 'This member has not sent you a friend request');

      await act(a, 'add', b.id);
      await conflict(a, 'add', b.id, 'You already sent a friend request to this member');
      await conflict(b, 'add', a.id, 'This member already sent you a friend request: accept it instead');
      await conflict(a, 'accept', b.id, 'You cannot accept your own friend request');
      await conflict(c, 'accept', a.id, 'This member has not sent you a friend request');
      await conflict(b, 'withdraw', a.id, 'Only the member who sent a friend request can withdraw it');
      await conflict(a, 'decline', b.id, 'You cannot decline your own friend request: withdraw it instead');
      await conflict(a, 'remove', b.id, 'You are not friends with this member');
      await conflict(b, 'remove', a.id, 'You are not friends with this member');

      await act(b, 'accept', a.id);
      await conflict(a, 'add', b.id, 'You are already friends');
      await conflict(b, 'add', a.id, 'You are already friends');
      await conflict(b, 'accept', a.id, 'You are already friends');
      await conflict(b, 'decline', a.id, 'You are already friends: remove the friend instead');
      await conflict(a, 'withdraw', b.id, 'The request was already accepted: remove the friend instead');
      // Nothing changed through all of that.
      expect((await act(a, 'friendship', b.id)).body.data.friendship_state).toBe('friends');
    });

    it('answers two crossing requests sent at the same time with exactly one request', async () => {
      const a = await user();
      const b = await user();
      const [ab, ba] = await Promise.all([act(a, 'add', b.id), act(b, 'add', a.id)]);
      expect([ab.status, ba.status].sort()).toEqual([200, 409]);
      const state = (await act(a, 'friendship', b.id)).body.data.friendship_state;
      expect(state).toBe(ab.status === 200 ? 'request_sent' : 'request_received');
    });

    it('answers 404 for an unknown member on every call, 422 for a malformed body id, 404 for a path that names no member, 401 without a token', async () => {
      const a = await user();
      for (const action of ['friendship', 'add', 'withdraw', 'accept', 'decline', 'remove'] as const) {
        expect({ action, res: (await act(a, action, UNKNOWN)).body }).toEqual({ action, res: { statusCode: 404, message: 'User not found' } });
      }
      for (const path of [`/friends/other/${UNKNOWN}`, `/friends/last/${UNKNOWN}`]) {
        expect((await get(a, path)).status).toBe(404);
      }
      for (const bad of ['abc', 0, -1, 1.5, 3_000_000_000, null]) {
        const res = await act(a, 'add', bad);
        expect({ bad, status: res.status, errors: res.body.errors }).toEqual({ bad, status: 422, errors: { user_id: ['user_id must be a member id'] } });
      }
      expect((await t.request('POST', '/api/friends/add', { token: a.access_token, body: {} })).status).toBe(422);
      const badPath = await get(a, '/friends/other/abc');
      expect(badPath.body).toEqual({ statusCode: 404, message: 'User not found' });
      expect((await get(a, '/friends/other/99999999999')).status).toBe(404);
      expect((await get(a, '/friends?sort=size')).body.errors).toEqual({ sort: ['sort must be recent or name'] });
      expect((await get(a, '/friends/requests?direction=sideways')).body.errors).toEqual({ direction: ['direction must be incoming or outgoing'] });
      expect((await t.request('GET', '/api/friends')).status).toBe(401);
      expect((await t.request('POST', '/api/friends/add', { body: { user_id: a.id } })).status).toBe(401);
    });
  });

  describe('domain events', () => {
    it('emits friendship.requested and friendship.accepted once the change is committed', async () => {
      const a = await user();
      const b = await user();
      const events = t.app.get(DomainEvents);
      const em = t.app.get(EntityManager);
      const seen: { name: string; payload: unknown; status: string | undefined }[] = [];
      // Each listener reads the pair's row on its own connection: it must already see the change.
      const statusOf = async () =>
        (await sql<{ status: string }>(em.fork(), 'select status from friendships where requester_id = ? and addressee_id = ?', [a.id, b.id]))[0]?.status;
      const record =
        <K extends keyof DomainEventMap>(name: K) =>
        async (payload: DomainEventMap[K]) => {
          if (JSON.stringify(payload).includes(String(a.id))) {
            seen.push({ name, payload, status: await statusOf() });
          }
        };
      events.on('friendship.requested', record('friendship.requested'));
      events.on('friendship.accepted', record('friendship.accepted'));
      events.on('friendship.ended', record('friendship.ended'));

      // Each step waits for its event's listener to have read the row, so the next step's change
      // cannot be what it reads (the answer may come before a listener's own query does).
      const heard = (count: number) => eventually(() => seen.length, (n) => n >= count);
      await act(a, 'add', b.id);
      await heard(1);
      await act(b, 'accept', a.id);
      await heard(2);
      await act(a, 'remove', b.id);
      await heard(3);
      // Nothing more arrives for the pair (e.g. a second delivery of one of the three).
      await new Promise((r) => setTimeout(r, 100));
      expect(seen).toEqual([
        { name: 'friendship.requested', payload: { fromId: a.id, toId: b.id }, status: 'pending' },
        { name: 'friendship.accepted', payload: { byId: b.id, requesterId: a.id }, status: 'accepted' },
        { name: 'friendship.ended', payload: { userIds: [a.id, b.id] }, status: undefined },
      ]);
    });

    it('emits nothing for a refused transition', async () => {
      const a = await user();
      const b = await user();
      const seen: unknown[] = [];
      t.app.get(DomainEvents).on('friendship.requested', (p) => (p.fromId === a.id ? seen.push(p) : undefined));
      await act(a, 'add', b.id);
      expect((await act(a, 'add', b.id)).status).toBe(409);
      await new Promise((r) => setTimeout(r, 100));
      expect(seen).toHaveLength(1);
    });
  });

  describe('lists', () => {
    it('GET /friends pages, sorts by most recent (default) or by name, and filters by name', async () => {
      const me = await user();
      const zoe = await user('Zoe', 'Young');
      const adam = await user('Adam', 'Brown');
      const mia = await user('Mia', 'Clark');
      for (const f of [zoe, adam, mia]) {
        await befriend(me, f);
      }
      expect(ids(await get(me, '/friends'))).toEqual([mia.id, adam.id, zoe.id]);
      expect(ids(await get(me, '/friends?order=asc'))).toEqual([zoe.id, adam.id, mia.id]);
      expect(ids(await get(me, '/friends?sort=name'))).toEqual([adam.id, mia.id, zoe.id]);
      expect(ids(await get(me, '/friends?sort=name&order=desc'))).toEqual([zoe.id, mia.id, adam.id]);

      const page2 = await get(me, '/friends?take=2&page=2');
      expect(page2.body).toMatchObject({ total: 3, page: 2, take: 2, from: 3, to: 3, last_page: 2 });
      expect(ids(page2)).toEqual([zoe.id]);
      const beyond = await get(me, '/friends?take=2&page=5');
      expect(beyond.body).toMatchObject({ data: [], total: 3, to: 3 });

      expect(ids(await get(me, '/friends?search=ZOÉ'))).toEqual([zoe.id]);
      expect((await get(me, '/friends?search=nobody')).body).toMatchObject({ data: [], total: 0 });
    });

    it("GET /friends/other/{id} lists another member's friends with my relation to each", async () => {
      const me = await user();
      const owner = await user();
      const mutual = await user();
      const stranger = await user();
      const asked = await user();
      await befriend(me, mutual);
      for (const f of [mutual, stranger, asked, me]) {
        await befriend(owner, f);
      }
      await act(me, 'add', asked.id);

      const res = await get(me, `/friends/other/${owner.id}`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(4);
      const byId = new Map(res.body.data.map((x: { id: number; friendship_state: string }) => [x.id, x.friendship_state]));
      expect(Object.fromEntries(byId)).toEqual({
        [me.id]: 'self',
        [mutual.id]: 'friends',
        [stranger.id]: 'none',
        [asked.id]: 'request_sent',
      });
      expect(res.body.data.every((x: { friends_since: string }) => ISO.test(x.friends_since))).toBe(true);
      // My own id works too, and is the same list as GET /friends.
      expect(ids(await get(me, `/friends/other/${me.id}`))).toEqual(ids(await get(me, '/friends')));
    });

    it('last-six and last/{id} give the six most recent friends, newest first', async () => {
      const me = await user();
      const friends: TestUser[] = [];
      for (let i = 0; i < 7; i++) {
        const f = await user();
        await befriend(f, me);
        friends.push(f);
      }
      const newestSix = friends.slice(1).reverse().map((f) => f.id);
      const lastSix = await get(me, '/friends/last-six');
      expect(lastSix.status).toBe(200);
      expect(ids(lastSix)).toEqual(newestSix);
      expect(Object.keys(lastSix.body.data[0]).sort()).toEqual(ITEM_KEYS);
      expect(ids(await get(me, '/friends/last'))).toEqual(newestSix);
      expect(ids(await get(me, `/friends/last/${me.id}`))).toEqual(newestSix);

      const other = friends[0];
      const theirs = await get(other, `/friends/last/${me.id}`);
      expect(ids(theirs)).toEqual(newestSix);
      expect(theirs.body.data.map((x: { friendship_state: string }) => x.friendship_state)).toEqual(Array(6).fill('none'));
      expect(ids(await get(me, `/friends/last/${other.id}`))).toEqual([me.id]);
    });

    it('lists incoming and outgoing requests separately, newest first, paged', async () => {
      const me = await user();
      const senders = [await user(), await user(), await user()];
      for (const s of senders) {
        await act(s, 'add', me.id);
      }
      const target = await user();
      await act(me, 'add', target.id);
      const incoming = await get(me, '/friends/requests?direction=incoming&take=2');
      expect(incoming.body).toMatchObject({ total: 3, to: 2, last_page: 2 });
      expect(ids(incoming)).toEqual([senders[2].id, senders[1].id]);
      expect(ids(await get(me, '/friends/requests?order=asc'))).toEqual(senders.map((s) => s.id));
      expect(ids(await get(me, '/friends/requests?direction=outgoing'))).toEqual([target.id]);
    });
  });

  describe('search', () => {
    /** A made-up word of consonants, unlike any real name (and so any other test's). */
    const madeUp = (length = 9) => Array.from({ length }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)]).join('');

    it("finds members by name or username ignoring case and accents ('jose' finds José), every word matching", async () => {
      const me = await user();
      const jose = await newUser(t, { first_name: 'José', last_name: 'Álvarez', username: `jalv_${Date.now()}` });
      const other = await newUser(t, { first_name: 'Josefina', last_name: 'Núñez' });
      const find = async (q: string) => ids(await get(me, `/friends/search?search=${encodeURIComponent(q)}`));

      expect(await find('jose')).toEqual(expect.arrayContaining([jose.id, other.id]));
      expect(await find('JOSÉ ALVAREZ')).toEqual([jose.id]);
      expect(await find('alvarez jose')).toEqual([jose.id]);
      expect(await find('nunez')).toEqual([other.id]);
      expect(await find(jose.username.toUpperCase())).toEqual([jose.id]);
      expect(await find('  álv  ')).toEqual([jose.id]);
      // The closest match comes first.
      expect((await find('jose alvarez'))[0]).toBe(jose.id);
    });

    it('finds a renamed member by the new name at once (any case, accents ignored), no longer by the old one', async () => {
      // Two unrelated made-up words, so the typo fallback cannot take one for the other.
      const [before, after] = [madeUp(), madeUp()];
      const me = await user();
      const member = await newUser(t, { first_name: 'Wilhelmina', last_name: `O${before}` });
      const find = async (q: string) => ids(await get(me, `/friends/search?search=${encodeURIComponent(q)}`));
      expect(await find(`o${before}`)).toEqual([member.id]);

      const body = new FormData();
      body.append('first_name', 'Zoë');
      body.append('last_name', `Ñ${after}`);
      const edit = await t.request('POST', '/api/auth/profile/edit', { token: member.access_token, body });
      expect(edit.status).toBe(200);

      expect(await find(`o${before}`)).not.toContain(member.id);
      expect(await find('wilhelmina')).not.toContain(member.id);
      expect(await find(`N${after.toUpperCase()}`)).toEqual([member.id]);
      expect(await find(`zoe ñ${after}`)).toEqual([member.id]);
      expect(await find('ZOË')).toContain(member.id);
      // The typo fallback reads the same stored name: one letter off still finds the new one.
      expect(await find(`n${after.slice(0, 4)}a${after.slice(5)}`)).toEqual([member.id]);
    });

    it('leaves me out, carries my friendship state with each result, and pages', async () => {
      const tag = `q${Date.now().toString(36)}`;
      const me = await newUser(t, { first_name: 'Searcher', last_name: tag });
      const friend = await newUser(t, { first_name: 'Friend', last_name: tag });
      const asked = await newUser(t, { first_name: 'Asked', last_name: tag });
      const asking = await newUser(t, { first_name: 'Asking', last_name: tag });
      const stranger = await newUser(t, { first_name: 'Stranger', last_name: tag });
      await befriend(me, friend);
      await act(me, 'add', asked.id);
      await act(asking, 'add', me.id);

      const res = await get(me, `/friends/search?search=${tag}&take=10`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(4);
      expect(Object.keys(res.body.data[0]).sort()).toEqual(ITEM_KEYS);
      const states = Object.fromEntries(res.body.data.map((x: { id: number; friendship_state: string }) => [x.id, x.friendship_state]));
      expect(states).toEqual({ [friend.id]: 'friends', [asked.id]: 'request_sent', [asking.id]: 'request_received', [stranger.id]: 'none' });
      expect(res.body.data.find((x: { id: number }) => x.id === asking.id)).toMatchObject({ friendship_to: { status: 'pending' }, friendship_from: null });
      expect(JSON.stringify(res.body)).not.toContain('@');

      const page = await get(me, `/friends/search?search=${tag}&take=3&page=2`);
      expect(page.body).toMatchObject({ total: 4, from: 4, to: 4, last_page: 2 });
      expect(page.body.data).toHaveLength(1);
    });

    it('treats LIKE wildcards and quotes as plain characters', async () => {
      const me = await user();
      const obrien = await newUser(t, { first_name: "O'Brien", last_name: 'Percent%Sign' });
      expect(ids(await get(me, `/friends/search?search=${encodeURIComponent("o'brien")}`))).toEqual([obrien.id]);
      expect(ids(await get(me, `/friends/search?search=${encodeURIComponent('t%s')}`))).toEqual([obrien.id]);
      const wild = await get(me, `/friends/search?search=${encodeURIComponent('%_%')}`);
      expect(wild.status).toBe(200);
      expect(wild.body.total).toBe(0);
      expect((await get(me, `/friends/search?search=${encodeURIComponent('a\\b')}`)).body).toMatchObject({ total: 0 });
    });

    it('asks for something to search: at least 2 characters, at most 100 (422)', async () => {
      const me = await user();
      for (const path of ['/friends/search', '/friends/search?search=', '/friends/search?search=%20%20']) {
        const res = await get(me, path);
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual({ search: ['Type a name or username to search'] });
      }
      expect((await get(me, `/friends/search?search=${'x'.repeat(101)}`)).body.errors).toEqual({ search: ['Search must be at most 100 characters'] });
      expect((await get(me, '/friends/search?search=%20a%20')).body.errors).toEqual({ search: ['Type at least 2 characters to search'] });
      expect((await get(me, '/friends/search?search=al')).status).toBe(200);
    });

    it('matches a word of 2 letters at the start of a name, and longer words anywhere in it', async () => {
      const me = await user();
      const tag = `t${Date.now().toString(36)}`;
      const start = await newUser(t, { first_name: 'Qxavier', last_name: tag });
      const inside = await newUser(t, { first_name: 'Maqx', last_name: `Boqxer${tag}` });
      const later = await newUser(t, { first_name: 'Ruth', last_name: `Qxenia${tag}` });
      const find = async (q: string) => ids(await get(me, `/friends/search?search=${encodeURIComponent(q)}`)).sort();
      expect(await find('qx')).toEqual([start.id, later.id].sort());
      expect(await find('oqxe')).toEqual([inside.id]);
      expect(await find(`qx ${tag}`)).toEqual([start.id, later.id].sort());
    });

    it('falls back to similar names when nobody matches (a typo)', async () => {
      const me = await user();
      const her = await newUser(t, { first_name: 'Wendelina', last_name: 'Przybylska' });
      const res = await get(me, '/friends/search?search=przybilska');
      expect(res.status).toBe(200);
      expect(ids(res)).toContain(her.id);
      expect((await get(me, '/friends/search?search=qqqqzzzz')).body).toMatchObject({ data: [], total: 0 });
      // The fallback is part of the search's one query (one round trip), on any connection.
      const query = t.app.get(FriendsRepository).searchQuery(me.id, ['przybilska'], pageParams());
      const rows = await sql<{ id: number }>(t.app.get(EntityManager).fork(), query.text, query.params);
      expect(rows.map((r) => r.id)).toContain(her.id);
    });

    it('finds a misspelt first or last name through the names members bear; the other words still count', async () => {
      // One letter off near the end (the words have no vowels): close enough for the threshold.
      const typo = (w: string) => `${w.slice(0, 8)}a${w.slice(9)}`;
      const [first, last] = [`u${madeUp()}`, `e${madeUp()}`];
      const me = await user();
      const a = await newUser(t, { first_name: first, last_name: 'Smith' });
      const b = await newUser(t, { first_name: 'Ann', last_name: last });
      const both = await newUser(t, { first_name: first, last_name: last });
      const find = async (q: string) => ids(await get(me, `/friends/search?search=${encodeURIComponent(q)}`)).sort();

      // Each member once, though `both` bears two of the names close to a search.
      expect(await find(typo(first))).toEqual([a.id, both.id].sort());
      expect(await find(typo(last).toUpperCase())).toEqual([b.id, both.id].sort());
      // The search as a whole still has to be close to the member's name.
      expect(await find(`${typo(first)} smith`)).toEqual([a.id]);
      expect(await find(`${typo(first)} oqwyqiouya`)).toEqual([]);
    });

    it('finds a short name with two letters swapped, which trigrams miss ("jhon" for John); the other words still count', async () => {
      const me = await user();
      let name = madeUp(5);
      while (name[1] === name[2]) {
        name = madeUp(5);
      }
      const last = `w${madeUp(10)}`;
      const member = await newUser(t, { first_name: name, last_name: last });
      const find = async (q: string) => ids(await get(me, `/friends/search?search=${encodeURIComponent(q)}`));
      // Two trigrams of ten in common (the padded first letter and the last two): far below the threshold.
      const swapped = `${name[0]}${name[2]}${name[1]}${name.slice(3)}`;
      expect(await find(swapped)).toEqual([member.id]);
      expect(await find(`${name.slice(0, 2)}a${name.slice(3)}`)).toEqual([member.id]);
      expect(await find(`${swapped} ${last}`)).toEqual([member.id]);
      expect(await find(`${swapped} oqwyqiouya`)).toEqual([]);
    });

    it('puts the closest spelling first among equally similar names: one swap before two letters missing', async () => {
      // Like "ivanvo" for Ivanov, as similar by trigrams to Ivan: `near` is one swap away, `far` two letters.
      const me = await user();
      const stem = `q${madeUp(5)}`;
      const [near, far] = [`${stem}ov`, stem];
      const person = (first_name: string, last_name: string) => newUser(t, { first_name, last_name, username: `u${Date.now()}${Math.random().toString().slice(2, 8)}` });
      const nearOne = await person(near, 'Lima');
      const farOne = await person(far, 'Lima');
      const find = async (q: string) => ids(await get(me, `/friends/search?search=${encodeURIComponent(q)}`));
      expect(await find(`${stem}vo`)).toEqual([nearOne.id, farOne.id]);

      // With a longer word spelt right ("marai lopez": Maria López and Marco López are equally similar),
      // the misspelt word still decides whose name is closest: one swap before two letters replaced.
      const other = `r${madeUp(5)}`;
      const family = `w${madeUp(11)}`;
      const nearer = await person(`${other}ov`, family);
      const farther = await person(`${other}kz`, family);
      expect(await find(`${other}vo ${family}`)).toEqual([nearer.id, farther.id]);
    });

    it('finds a member by a typo of their username alone, not a blocked or banned one', async () => {
      const me = await user();
      const name = `${madeUp(4)}kt${madeUp(4)}`;
      const typo = name.replace('kt', 'tk');
      const first = `n${madeUp(8)}`;
      const member = await newUser(t, { first_name: first, username: name });
      const blocked = await newUser(t, { first_name: first, username: `${typo.slice(0, -1)}a` });
      const banned = await newUser(t, { first_name: first, username: `${typo.slice(0, 2)}a${typo.slice(2)}` });
      const find = async (q: string) => ids(await get(me, `/friends/search?search=${encodeURIComponent(q)}`)).sort();
      // One swap, one letter replaced, one added: each found by the same typo; and by a typo of their first name.
      const typoOfFirst = `${first.slice(0, 7)}a${first.slice(8)}`;
      expect(await find(typo)).toEqual([member.id, blocked.id, banned.id].sort());
      expect(await find(typoOfFirst)).toEqual([member.id, blocked.id, banned.id].sort());

      expect((await t.request('POST', `/api/users/${blocked.id}/block`, { token: me.access_token })).status).toBe(200);
      await sql(t.app.get(EntityManager).fork(), 'update users set banned_at = now() where id = ?', [banned.id]);
      expect(await find(typo)).toEqual([member.id]);
      expect(await find(typoOfFirst)).toEqual([member.id]);

      // A username changed in plain SQL (no route changes one): found by a typo of the new one only.
      const renamed = `${madeUp(4)}kt${madeUp(4)}`;
      await sql(t.app.get(EntityManager).fork(), 'update users set username = ? where id = ?', [renamed, member.id]);
      expect(await find(renamed.replace('kt', 'tk'))).toEqual([member.id]);
      expect(await find(typo)).toEqual([]);
    });
  });

  describe('blocking', () => {
    const block = (me: TestUser, other: number) => t.request('POST', `/api/users/${other}/block`, { token: me.access_token });
    const unblock = (me: TestUser, other: number) => t.request('POST', `/api/users/${other}/unblock`, { token: me.access_token });

    it('ends the friendship and lists the member as blocked', async () => {
      const a = await user();
      const b = await newUser(t, { first_name: 'Blocked', last_name: 'Person' });
      await befriend(a, b);
      const res = await block(a, b.id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { user_id: b.id, friendship_from: null, friendship_to: null, friendship_state: 'none', blocked_by_me: true } });
      expect((await get(a, '/friends')).body.total).toBe(0);
      expect((await get(b, '/friends')).body.total).toBe(0);
      expect((await act(a, 'friendship', b.id)).body.data).toMatchObject({ friendship_state: 'none', blocked_by_me: true });
      expect((await act(b, 'friendship', a.id)).body.data).toMatchObject({ friendship_state: 'none', blocked_by_me: false });

      const blocked = await get(a, '/users/blocked');
      expect(blocked.status).toBe(200);
      expect(blocked.body).toMatchObject({ total: 1, to: 1 });
      expect(blocked.body.data).toEqual([{ id: b.id, first_name: 'Blocked', last_name: 'Person', username: b.username, avatar: null, blocked_at: expect.stringMatching(ISO) }]);
      expect((await get(b, '/users/blocked')).body.total).toBe(0);
    });

    it('removes a pending request and refuses new requests both ways with 403', async () => {
      const a = await user();
      const b = await user();
      await act(b, 'add', a.id);
      await block(a, b.id);
      expect((await get(a, '/friends/requests')).body.total).toBe(0);
      expect((await act(b, 'add', a.id)).body).toEqual({ statusCode: 403, message: 'You cannot send a friend request to this member' });
      expect((await act(a, 'add', b.id)).body).toEqual({ statusCode: 403, message: 'You blocked this member: unblock them first' });
      expect((await act(a, 'accept', b.id)).status).toBe(409);

      await unblock(a, b.id);
      expect((await act(b, 'add', a.id)).status).toBe(200);
    });

    it("hides each member from the other's search both ways; unblocking restores it", async () => {
      const tag = `blk${Date.now().toString(36)}`;
      const a = await newUser(t, { first_name: 'Alpha', last_name: tag });
      const b = await newUser(t, { first_name: 'Bravo', last_name: tag });
      const c = await newUser(t, { first_name: 'Charlie', last_name: tag });
      const search = async (me: TestUser) => ids(await get(me, `/friends/search?search=${tag}`)).sort();
      expect(await search(a)).toEqual([b.id, c.id].sort());

      await block(a, b.id);
      expect(await search(a)).toEqual([c.id]);
      expect(await search(b)).toEqual([c.id]);
      expect(await search(c)).toEqual([a.id, b.id].sort());

      const res = await unblock(a, b.id);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ blocked_by_me: false, friendship_state: 'none' });
      expect(await search(a)).toEqual([b.id, c.id].sort());
      expect(await search(b)).toEqual([a.id, c.id].sort());
      expect((await get(a, '/users/blocked')).body.total).toBe(0);
    });

    it("hides blocked members in other people's friend lists, and hides the lists of members who blocked me", async () => {
      const a = await user();
      const b = await user();
      const common = await user();
      await befriend(common, a);
      await befriend(common, b);
      await block(b, a.id);
      expect(ids(await get(a, `/friends/other/${common.id}`))).toEqual([a.id]);
      expect(ids(await get(b, `/friends/last/${common.id}`))).toEqual([b.id]);
      expect(ids(await get(common, '/friends')).sort()).toEqual([a.id, b.id].sort());
      expect((await get(a, `/friends/other/${b.id}`)).status).toBe(404);
      expect((await get(b, `/friends/last/${a.id}`)).status).toBe(404);
    });

    it('is idempotent, refuses myself (409) and unknown members (404), and emits user.blocked once', async () => {
      const a = await user();
      const b = await user();
      await befriend(a, b);
      const seen: string[] = [];
      const events = t.app.get(DomainEvents);
      events.on('user.blocked', (p) => (p.blockerId === a.id ? seen.push(`blocked ${p.blockedId}`) : undefined));
      events.on('friendship.ended', (p) => (p.userIds.includes(a.id) ? seen.push(`ended ${p.userIds.join(',')}`) : undefined));

      expect((await block(a, b.id)).status).toBe(200);
      expect((await block(a, b.id)).status).toBe(200);
      expect((await get(a, '/users/blocked')).body.total).toBe(1);
      await new Promise((r) => setTimeout(r, 100));
      expect(seen).toEqual([`blocked ${b.id}`, `ended ${a.id},${b.id}`]);

      expect((await block(a, a.id)).body).toEqual({ statusCode: 409, message: 'You cannot block yourself' });
      expect((await unblock(a, a.id)).status).toBe(409);
      expect((await block(a, UNKNOWN)).body).toEqual({ statusCode: 404, message: 'User not found' });
      expect((await unblock(a, UNKNOWN)).status).toBe(404);
      expect((await block(a, 'x' as unknown as number)).status).toBe(404);
      expect((await unblock(a, b.id)).status).toBe(200);
      expect((await unblock(a, b.id)).status).toBe(200);
    });

    it('tells other domains whether either member blocked the other', async () => {
      const a = await user();
      const b = await user();
      const blocks = t.app.get(BlocksService);
      expect(await blocks.isBlockedEither(a.id, b.id)).toBe(false);
      await block(b, a.id);
      expect(await blocks.isBlockedEither(a.id, b.id)).toBe(true);
      expect(await blocks.isBlockedEither(b.id, a.id)).toBe(true);
    });
  });

  it('documents every friends and blocking endpoint in OpenAPI with its operation id and response', async () => {
    const doc = (await t.request('GET', '/api/docs-json')).body;
    const op = (method: string, path: string) => doc.paths[path]?.[method];
    const expected: [string, string, string][] = [
      ['get', '/api/friends', 'listFriends'],
      ['get', '/api/friends/other/{id}', 'listOtherFriends'],
      ['get', '/api/friends/search', 'searchMembers'],
      ['get', '/api/friends/requests', 'listFriendRequests'],
      ['get', '/api/friends/last-six', 'lastSixFriends'],
      ['get', '/api/friends/last', 'lastMyFriends'],
      ['get', '/api/friends/last/{id}', 'lastFriends'],
      ['post', '/api/friends/friendship', 'getFriendship'],
      ['post', '/api/friends/add', 'addFriend'],
      ['post', '/api/friends/withdraw', 'withdrawFriendRequest'],
      ['post', '/api/friends/accept', 'acceptFriend'],
      ['post', '/api/friends/decline', 'declineFriend'],
      ['post', '/api/friends/remove', 'removeFriend'],
      ['post', '/api/users/{id}/block', 'blockUser'],
      ['post', '/api/users/{id}/unblock', 'unblockUser'],
      ['get', '/api/users/blocked', 'listBlockedUsers'],
    ];
    for (const [method, path, id] of expected) {
      expect({ path, id: op(method, path)?.operationId }).toEqual({ path, id });
      expect({ path, ok: Boolean(op(method, path).responses['200']?.content) }).toEqual({ path, ok: true });
    }
    expect(op('post', '/api/friends/add').responses).toHaveProperty('409');
    expect(op('post', '/api/friends/add').responses).toHaveProperty('403');
    expect(Object.keys(doc.components.schemas.UserSummaryDto.properties).sort()).toEqual(SUMMARY_KEYS);
  });
});

describe('member search at scale', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Inserting 30,000 members (every index and trigger of theirs) took 27 s on a slow VM, near the
    // default 30 s query read timeout, which is not what this test is about.
    t = await startTestApp({ env: { ...THROTTLE_OFF, DB_QUERY_TIMEOUT_MS: '180000' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('uses the trigram index users_search_trgm on a large table', async () => {
    const me = await newUser(t);
    const em = t.app.get(EntityManager).fork();
    await sql(
      em,
      `insert into users (first_name, last_name, username, email, password_hash)
       select (array['Ana','Bruno','Carla','Diego','Elena','Fábio','Gisele','Hugo'])[1 + i % 8] || i,
              (array['Silva','Souza','Costa','Pereira','Oliveira','Lima'])[1 + i % 6] || (i % 1000),
              'member_' || i, 'member' || i || '@example.test', 'x'
         from generate_series(1, 30000) as i`,
    );
    await sql(em, `insert into users (first_name, last_name, username, email, password_hash) values ('Zébulon', 'Quirke', 'zq', 'zq@example.test', 'x')`);
    await sql(em, 'analyze users');

    const repo = t.app.get(FriendsRepository);
    const query = repo.searchQuery(me.id, ['zebulon'], pageParams());
    const plan = await sql<{ 'QUERY PLAN': unknown }>(em, `explain (format json) ${query.text}`, query.params);
    expect(JSON.stringify(plan)).toContain('"Index Name":"users_search_trgm"');

    // And the endpoint that runs that very query finds the one member, accents ignored.
    const res = await t.request('GET', '/api/friends/search?search=ZEBULON', { token: me.access_token });
    expect(res.body).toMatchObject({ total: 1, data: [{ first_name: 'Zébulon', last_name: 'Quirke' }] });

    // A common short term reads the name-prefix indexes in order, and answers the closest
    // SEARCH_WINDOW matches (the count is capped too), Anas before names that merely contain "an".
    const short = repo.searchQuery(me.id, ['an'], pageParams());
    const shortPlan = JSON.stringify(await sql(em, `explain (format json) ${short.text}`, short.params));
    expect(shortPlan).toContain('"Index Name":"users_first_name_prefix"');
    expect(shortPlan).toContain('"Index Name":"users_last_name_prefix"');
    const common = await t.request('GET', '/api/friends/search?search=ana&take=10', { token: me.access_token });
    expect(common.body).toMatchObject({ total: SEARCH_WINDOW, last_page: SEARCH_WINDOW / 10 });
    expect(common.body.data[0].first_name).toMatch(/^Ana/);
  }, 180_000);
});
