import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../src/database/sql';
import { LISTING_SECTION_SLUGS, LISTING_SECTIONS, type ListingFieldSpec, type ListingSectionSpec } from '../src/modules/listings/sections';
import { SoftAuthenticator } from './helpers/authenticator';
import { categoriesOf } from './helpers/community';
import { newUser, type TestUser } from './helpers/factories';
import { form, png } from './helpers/forms';
import { makeStaff } from './helpers/moderation';
import { discoverRoutes, fillPath, type Route } from './helpers/openapi-routes';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

/**
 * Who may call what, checked on every route of the API as its OpenAPI document lists them (so
 * routes added later are covered): anonymous callers get 401 on every members-only route, plain
 * members 403 on every moderation route, and for every member-owned thing in SUBJECTS, each
 * route about it is called by an anonymous visitor, a stranger and a friend of its owner, then by
 * its owner: the cells a row allows must succeed (2xx), the others be refused — 401 for the
 * anonymous visitor, 403 or 404 (DESIGN.md §3, and a status the route documents) for members.
 *
 * To cover a new kind of owned thing, add a row to SUBJECTS: the path prefixes its routes share,
 * how to create one through the API, and who besides its owner may call which of its routes.
 */
interface World {
  t: TestApp;
  owner: TestUser;
  /** An accepted friend of the owner. */
  friend: TestUser;
  /** Another member, friend of nobody here. */
  other: TestUser;
}

/** Path parameter values: numeric ids, or a session's uuid. */
type Ids = Record<string, number | string>;
type Caller = 'anonymous' | 'stranger' | 'friend';

interface Subject {
  name: string;
  /** Routes whose path starts with one of these are about the subject. */
  prefixes: string[];
  /** Routes elsewhere whose body names the subject (e.g. adding a picture to an album). */
  also?: string[];
  /** Creates one owned by `owner`; returns the values of the path parameters (ids) of its routes. */
  create(world: World): Promise<Ids>;
  /** `METHOD /path` each kind of caller may call on the owner's (public reads, likes, comments…). */
  may: Partial<Record<Caller, string[]>>;
  /** A valid body for `METHOD /path` (validation answers 422 before access is checked); JSON routes default to `{}`. */
  bodies?: Record<string, (ids: Ids, world: World) => unknown>;
  /** Routes left out of this row, with the reason. */
  skip?: Record<string, string>;
  /** What the owner may not do to their own (e.g. contact themselves); only refusals by others are checked there. */
  ownerMayNot?: string[];
}

const CALLERS: Caller[] = ['anonymous', 'stranger', 'friend'];

/** A reaction surface (blogs, pictures, videos): read it and its comments, like, comment. */
const reactions = (base: string) => [
  `GET ${base}/{id}`,
  `GET ${base}/{id}/comments`,
  `POST ${base}/{id}/comments`,
  `POST ${base}/{id}/like`,
  `DELETE ${base}/{id}/like`,
];
const reactionBodies = (base: string) => ({
  [`POST ${base}/{id}/comments`]: () => ({ body: 'A comment' }),
});
async function commentOn(t: TestApp, u: TestUser, base: string, id: number): Promise<number> {
  const res = await t.request('POST', `${base}/${id}/comments`, { token: u.access_token, body: { body: 'A comment of the owner' } });
  return created(res, `comment on ${base}`).id as number;
}

function created(res: { status: number; body: any }, what: string): Record<string, unknown> {
  if (res.status !== 201 && res.status !== 200) {
    throw new Error(`creating ${what}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return (Array.isArray(res.body.data) ? res.body.data[0] : res.body.data) as Record<string, unknown>;
}

/** A valid form of a listing section: every field's declared example. */
const listingForm = (section: ListingSectionSpec) =>
  form(Object.fromEntries((section.fields as readonly ListingFieldSpec[]).map((f) => [f.name, f.example])));

/** One row per listing section, generated from the sections' declaration. Listings are public, even to visitors. */
const LISTING_SUBJECTS: Subject[] = LISTING_SECTIONS.map((section) => {
  const base = `/api/${section.slug}`;
  return {
    name: `listing (${section.slug})`,
    prefixes: [`${base}/{id}`],
    async create({ t, owner }) {
      return { id: created(await t.request('POST', base, { token: owner.access_token, body: listingForm(section) }), section.slug).id as number };
    },
    may: { anonymous: [`GET ${base}/{id}`], stranger: [`GET ${base}/{id}`, `POST ${base}/{id}/contact`], friend: [`GET ${base}/{id}`, `POST ${base}/{id}/contact`] },
    bodies: {
      [`POST ${base}/{id}/contact`]: () => ({ message: 'Is it still there?' }),
      [`POST ${base}/{id}/images`]: async () => form({}, { image: { data: await png(), name: 'p.png', type: 'image/png' } }),
    },
    ownerMayNot: [`POST ${base}/{id}/contact`],
  };
});

const storageItem = (kind: 'file' | 'folder'): Subject => ({
  name: `storage ${kind}`,
  prefixes: ['/api/storage/{id}'],
  also: ['POST /api/storage/shared', 'POST /api/storage/folders/add'],
  async create({ t, owner, friend }) {
    const item =
      kind === 'file'
        ? created(await t.request('POST', '/api/storage', { token: owner.access_token, body: form({}, { files: { data: Buffer.from('hello'), name: 'notes.txt', type: 'text/plain' } }) }), 'file')
        : created(await t.request('POST', '/api/storage/folders', { token: owner.access_token, body: { name: 'Trips' } }), 'folder');
    const folder = created(await t.request('POST', '/api/storage/folders', { token: owner.access_token, body: { name: `Inside ${kind}` } }), 'folder');
    const shared = await t.request('POST', '/api/storage/shared', { token: owner.access_token, body: form({ storage_id: item.id as number, user_ids: friend.id }) });
    created(shared, 'share');
    return { id: item.id as number, folderId: folder.id as number, friendId: friend.id };
  },
  // Shared with the friend: they see it (and nothing else); strangers do not know it exists.
  may: { friend: ['GET /api/storage/{id}'] },
  bodies: {
    'POST /api/storage/shared': (ids) => form({ storage_id: ids.id, user_ids: ids.friendId }),
    'POST /api/storage/folders/add': (ids) => ({ storage_id: ids.id, folder_id: ids.folderId }),
    'POST /api/storage/{id}/move-or-rename': () => ({ name: `renamed ${kind}` }),
    'POST /api/storage/{id}/un-share': (ids) => ({ user_id: ids.friendId }),
  },
  skip: { 'GET /api/storage/{id}/content': 'read through a signed URL, not a token (storage.int.ts checks who may follow it)' },
});

const SUBJECTS: Subject[] = [
  {
    name: 'chat',
    prefixes: ['/api/chats/{id}', '/api/chats/{chatId}'],
    async create({ t, owner, other }) {
      const chat = await t.request('POST', '/api/chats', { token: owner.access_token, body: { user_id: other.id } });
      const message = await t.request('POST', `/api/chats/${chat.body.data.id}/messages`, { token: other.access_token, body: { message: 'for the owner' } });
      return { id: chat.body.data.id, chatId: chat.body.data.id, messageId: message.body.data.id };
    },
    may: {},
    bodies: { 'POST /api/chats/{chatId}/messages': () => ({ message: 'let me in' }) },
  },
  {
    name: 'wall post',
    prefixes: ['/api/posts/{id}'],
    async create({ t, owner }) {
      const post = created(await t.request('POST', '/api/posts', { token: owner.access_token, body: form({ body: 'A post of the owner' }) }), 'post');
      const comment = created(await t.request('POST', `/api/posts/${post.id as number}/comments`, { token: owner.access_token, body: { body: 'A comment of the owner' } }), 'comment');
      return { id: post.id as number, commentId: comment.id as number };
    },
    // Posts are public: anyone signed in reads them, likes and comments; only the author deletes.
    may: { stranger: reactions('/api/posts'), friend: reactions('/api/posts') },
    bodies: reactionBodies('/api/posts'),
  },
  {
    name: 'blog',
    prefixes: ['/api/blogs/{id}'],
    async create({ t, owner }) {
      const [category] = await categoriesOf(t, owner, 'blogs');
      const blog = created(await t.request('POST', '/api/blogs', { token: owner.access_token, body: form({ title: 'A day out', category: category.id, body: 'We went out.' }) }), 'blog');
      return { id: blog.id as number, commentId: await commentOn(t, owner, '/api/blogs', blog.id as number) };
    },
    may: { stranger: reactions('/api/blogs'), friend: reactions('/api/blogs') },
    bodies: { ...reactionBodies('/api/blogs'), 'PATCH /api/blogs/{id}': () => form({ title: 'Edited' }) },
  },
  {
    name: 'event',
    prefixes: ['/api/events/{id}'],
    async create({ t, owner }) {
      const [category] = await categoriesOf(t, owner, 'events');
      const startsAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
      const event = await t.request('POST', '/api/events', { token: owner.access_token, body: form({ title: 'Picnic', category: category.id, starts_at: startsAt, location: 'Park', description: 'Bring food.' }) });
      return { id: created(event, 'event').id as number };
    },
    may: Object.fromEntries(
      (['stranger', 'friend'] as const).map((c) => [c, ['GET /api/events/{id}', 'GET /api/events/{id}/attendees', 'GET /api/events/{id}/ics', 'POST /api/events/{id}/rsvp', 'DELETE /api/events/{id}/rsvp']]),
    ),
    bodies: { 'PATCH /api/events/{id}': () => form({ title: 'Edited' }), 'POST /api/events/{id}/rsvp': () => ({ status: 'going' }) },
  },
  {
    name: 'forum thread',
    prefixes: ['/api/forums/{id}'],
    async create({ t, owner }) {
      const [category] = await categoriesOf(t, owner, 'forums');
      const thread = created(await t.request('POST', '/api/forums', { token: owner.access_token, body: form({ title: 'Best bakery?', category: category.id, body: 'Looking for bread.' }) }), 'thread');
      const reply = created(await t.request('POST', `/api/forums/${thread.id as number}/replies`, { token: owner.access_token, body: { body: 'Mine' } }), 'reply');
      return { id: thread.id as number, replyId: reply.id as number };
    },
    may: Object.fromEntries((['stranger', 'friend'] as const).map((c) => [c, ['GET /api/forums/{id}', 'GET /api/forums/{id}/replies', 'POST /api/forums/{id}/replies']])),
    bodies: {
      'PATCH /api/forums/{id}': () => form({ title: 'Edited' }),
      'PATCH /api/forums/{id}/moderation': () => ({ locked: false }),
      'POST /api/forums/{id}/replies': () => ({ body: 'A reply' }),
      'PATCH /api/forums/{id}/replies/{replyId}': () => ({ body: 'Edited reply' }),
    },
  },
  {
    name: 'picture',
    prefixes: ['/api/pictures/{id}'],
    async create({ t, owner }) {
      const picture = created(await t.request('POST', '/api/pictures', { token: owner.access_token, body: form({ title: 'Bridge' }, { image: { data: await png(), name: 'p.png' } }) }), 'picture');
      return { id: picture.id as number, commentId: await commentOn(t, owner, '/api/pictures', picture.id as number) };
    },
    may: { stranger: reactions('/api/pictures'), friend: reactions('/api/pictures') },
    bodies: { ...reactionBodies('/api/pictures'), 'PATCH /api/pictures/{id}': () => ({ title: 'Edited' }) },
  },
  {
    name: 'album',
    prefixes: ['/api/pictures/albums/{id}'],
    also: ['POST /api/pictures/albums/add'],
    async create({ t, owner }) {
      const album = created(await t.request('POST', '/api/pictures/albums', { token: owner.access_token, body: { name: 'Summer', description: 'By the sea' } }), 'album');
      const picture = await t.request('POST', '/api/pictures', { token: owner.access_token, body: form({ title: 'Shore', album_id: album.id as number }, { image: { data: await png(), name: 'p.png' } }) });
      return { id: album.id as number, pictureId: created(picture, 'picture').id as number };
    },
    may: { stranger: ['GET /api/pictures/albums/{id}'], friend: ['GET /api/pictures/albums/{id}'] },
    bodies: {
      'PATCH /api/pictures/albums/{id}': () => ({ name: 'Edited' }),
      'POST /api/pictures/albums/add': (ids) => ({ album_id: ids.id, picture_id: ids.pictureId }),
    },
  },
  {
    name: 'video',
    prefixes: ['/api/videos/{id}'],
    async create({ t, owner }) {
      // A video as the transcoder leaves it (transcoding itself is videos.int.ts's business).
      const [video] = await sql<{ id: number }>(
        t.app.get(EntityManager).fork(),
        "insert into videos (user_id, title, status, progress) values (?, 'Test pattern', 'ready', 100) returning id",
        [owner.id],
      );
      return { id: video.id, commentId: await commentOn(t, owner, '/api/videos', video.id) };
    },
    may: { stranger: reactions('/api/videos'), friend: reactions('/api/videos') },
    bodies: { ...reactionBodies('/api/videos'), 'PATCH /api/videos/{id}': () => ({ title: 'Edited' }) },
  },
  storageItem('file'),
  storageItem('folder'),
  {
    name: 'bookmark',
    prefixes: ['/api/bookmarks/{id}'],
    async create({ t, owner }) {
      const bookmark = await t.request('POST', '/api/bookmarks', { token: owner.access_token, body: { group: 'bank', title: 'My bank', url: 'https://bank.example.com/' } });
      return { id: created(bookmark, 'bookmark').id as number };
    },
    // Bookmarks are private: nobody else may know one exists.
    may: {},
    bodies: { 'PATCH /api/bookmarks/{id}': () => ({ title: 'Edited' }) },
  },
  {
    name: 'session',
    prefixes: ['/api/auth/sessions/{id}'],
    async create({ t, owner }) {
      // Another device of the owner's: signing it out leaves the session the matrix calls with.
      const login = await t.request('POST', '/api/auth/login', { body: { email: owner.email, password: owner.password } });
      const token = created({ status: login.status, body: { data: login.body.token } }, 'session').access_token as string;
      return { id: (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string }).sid };
    },
    // A member's sessions are theirs alone: nobody else may know one exists.
    may: {},
  },
  {
    name: 'passkey',
    prefixes: ['/api/auth/passkeys/{id}'],
    async create({ t, owner }) {
      const options = await t.request('POST', '/api/auth/passkeys/options', { token: owner.access_token });
      const response = new SoftAuthenticator(t.config.webauthn.origins[0]).register(options.body.data);
      const passkey = await t.request('POST', '/api/auth/passkeys', { token: owner.access_token, body: { name: 'My phone', response } });
      return { id: created(passkey, 'passkey').id as number };
    },
    // A member's passkeys are theirs alone.
    may: {},
    bodies: { 'PATCH /api/auth/passkeys/{id}': () => ({ name: 'Renamed' }) },
  },
  ...LISTING_SUBJECTS,
];

/**
 * Reads open to anonymous visitors though the route also takes a token (for `mine` flags and
 * the like): the listing sections are browsable without an account; a data export's download
 * is followed from its mailed link, signed, without a token (member-export.int.ts checks who may).
 */
const ANONYMOUS_MAY = [new RegExp(`^GET /api/(${LISTING_SECTIONS.map((s) => s.slug).join('|')})(/\\{id\\})?$`), /^GET \/api\/me\/exports\/\{id\}\/download$/, /^GET \/api\/search(\/types)?$/,
  // Community items a visitor may read when public (GUEST_READ), with their comments and replies.
  /^GET \/api\/(blogs|events|forums|pictures|videos)(\/\{id\})?$/,
  /^GET \/api\/pictures\/albums(\/\{id\})?$/,
  /^GET \/api\/(blogs|pictures|videos)\/\{id\}\/comments$/,
  /^GET \/api\/forums\/\{id\}\/replies$/,
  /^GET \/api\/(blogs|events|forums)\/categories$/,
];

const key = (route: Route) => `${route.method} ${route.path}`;
const succeeded = (status: number) => status >= 200 && status < 300;

describe('access matrix of every route', () => {
  let world: World;
  let routes: Route[];
  beforeAll(async () => {
    const t = await startTestApp({ env: THROTTLE_OFF });
    world = { t, owner: await newUser(t), friend: await newUser(t), other: await newUser(t) };
    const { owner, friend } = world;
    for (const [u, path, id] of [[owner, '/api/friends/add', friend.id], [friend, '/api/friends/accept', owner.id]] as const) {
      const res = await t.request('POST', path, { token: u.access_token, body: { user_id: id } });
      if (res.status !== 200) {
        throw new Error(`${path}: ${res.status}`);
      }
    }
    routes = discoverRoutes(t.app).routes;
  });
  afterAll(async () => {
    await world?.t.close();
  });

  it('documents the reads open to visitors (ANONYMOUS_MAY) as optional auth, and answers them without a token', async () => {
    const optional = routes.filter((r) => r.optionalAuth);
    expect(optional.map(key).sort()).toEqual(routes.filter((r) => ANONYMOUS_MAY.some((pattern) => pattern.test(key(r)))).map(key).sort());
    expect(optional.length).toBe(LISTING_SECTIONS.length * 2 + 3 + 19);
    const wrong: string[] = [];
    for (const route of optional) {
      const res = await world.t.request(route.method, fillPath(route.path, { id: '999999' }));
      // A listing a visitor may not see is a 404; a community item asks them to sign in (401).
      const missing = ANONYMOUS_MAY[0].test(key(route)) || route.path.includes('/exports/') ? 404 : 401;
      if (res.status !== (route.path.includes('{id}') ? missing : 200)) {
        wrong.push(`${key(route)} → ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('anonymous: 401 on every members-only route', async () => {
    const members = routes.filter((r) => r.members);
    expect(members.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const route of members) {
      const res = await world.t.request(route.method, fillPath(route.path, {}), route.bodyType === 'application/json' ? { body: {} } : {});
      if (res.status !== 401) {
        wrong.push(`${key(route)} → ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a plain member: 403 on every moderation route', async () => {
    const admin = routes.filter((r) => r.path.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const route of admin) {
      const res = await world.t.request(route.method, fillPath(route.path, { type: 'posts' }), { token: world.other.access_token, body: route.bodyType ? {} : undefined });
      if (res.status !== 403) {
        wrong.push(`${key(route)} → ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a moderator: let through on every moderation route but the administrators’ own, for every section it names, listings included', async () => {
    const { t } = world;
    const moderator = await makeStaff(t, await newUser(t));
    const sections = (await t.request('GET', '/api/admin/content', { token: moderator.access_token })).body.data as { type: string; content: boolean }[];
    const content = sections.filter((s) => s.content).map((s) => s.type);
    expect(content).toEqual(expect.arrayContaining(['post', 'blog', ...LISTING_SECTION_SLUGS]));
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.path.startsWith('/api/admin/') && !r.path.endsWith('/role'))) {
      for (const type of route.path.includes('{type}') ? content : ['']) {
        // Ids nobody has: the answer is about who asks (404, or 422 for a missing reason), never a refusal.
        const res = await t.request(route.method, fillPath(route.path, { type, id: '2000000000' }), { token: moderator.access_token, body: route.bodyType ? {} : undefined });
        if (res.status === 401 || res.status === 403 || res.status >= 500) {
          wrong.push(`${key(route)} (${type}) → ${res.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  for (const subject of SUBJECTS) {
    it(`${subject.name}: anonymous, stranger and friend get what the row allows and are refused the rest; the owner may do everything`, async () => {
      const { t, owner, friend } = world;
      const stranger = await newUser(t);
      const ids = await subject.create(world);
      const values = Object.fromEntries(Object.entries(ids).map(([k, v]) => [k, String(v)]));
      const about = routes.filter(
        (r) => (subject.prefixes.some((p) => r.path === p || r.path.startsWith(`${p}/`)) || subject.also?.includes(key(r))) && !subject.skip?.[key(r)],
      );
      expect(about.length).toBeGreaterThan(0);
      const wrong: string[] = [];
      const call = async (route: Route, token: string | undefined) => {
        const make = subject.bodies?.[key(route)];
        const body = make ? await make(ids, world) : route.bodyType === 'application/json' ? {} : undefined;
        return t.request(route.method, fillPath(route.path, values), { token, body });
      };
      const callers: Record<Caller, TestUser | undefined> = { anonymous: undefined, stranger, friend };
      for (const route of about) {
        for (const caller of CALLERS) {
          const res = await call(route, callers[caller]?.access_token);
          const allowed = subject.may[caller]?.includes(key(route)) ?? false;
          const refused = caller === 'anonymous' ? res.status === 401 : (res.status === 403 || res.status === 404) && route.statuses.includes(res.status);
          if (allowed ? !succeeded(res.status) : !refused) {
            wrong.push(`${caller} ${key(route)} → ${res.status} (${allowed ? 'allowed' : 'forbidden'})`);
          }
        }
      }
      // The owner afterwards (deleting the thing itself last), so a refusal above is about who
      // asks, not a wrong id.
      const last = (r: Route) => (r.method === 'DELETE' ? (subject.prefixes.includes(r.path) ? 2 : 1) : 0);
      for (const route of [...about].sort((a, b) => last(a) - last(b))) {
        if (subject.ownerMayNot?.includes(key(route))) {
          continue;
        }
        const res = await call(route, owner.access_token);
        if (!succeeded(res.status)) {
          wrong.push(`owner ${key(route)} → ${res.status} ${JSON.stringify(res.body)}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});
