import { LISTING_SECTION_SLUGS } from '../src/modules/listings/sections';
import { newUser, type TestUser } from './helpers/factories';
import { makeStaff } from './helpers/moderation';
import { discoverRoutes, fillPath, type Route } from './helpers/openapi-routes';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

/**
 * Who may call what, checked on every route of the API as its OpenAPI document lists them (so
 * routes added later are covered): anonymous callers get 401 on every members-only route, plain
 * members 403 on every moderation route, and a stranger 403 or 404 on every route about a
 * member-owned thing in the table below, while its owner is let through.
 *
 * To cover a new kind of owned thing, add a row to SUBJECTS: the path prefix its routes share,
 * how to create one through the API, and the routes a stranger may legitimately call on it.
 */
interface World {
  t: TestApp;
  owner: TestUser;
  /** Another member, friend of nobody here. */
  other: TestUser;
}

interface Subject {
  name: string;
  /** Routes whose path starts with one of these are about the subject. */
  prefixes: string[];
  /** Creates one owned by `owner`; returns the values of the path parameters (ids) of its routes. */
  create(world: World): Promise<Record<string, number>>;
  /** `METHOD /path` a stranger may call on someone else's (public reads, likes, comments…). */
  strangerMay: string[];
  /** A valid body for `METHOD /path` (validation answers 422 before access is checked). */
  bodies?: Record<string, unknown>;
}

const SUBJECTS: Subject[] = [
  {
    name: 'chat',
    prefixes: ['/api/chats/{id}', '/api/chats/{chatId}'],
    async create({ t, owner, other }) {
      const chat = await t.request('POST', '/api/chats', { token: owner.access_token, body: { user_id: other.id } });
      const message = await t.request('POST', `/api/chats/${chat.body.data.id}/messages`, { token: other.access_token, body: { message: 'for the owner' } });
      return { id: chat.body.data.id, chatId: chat.body.data.id, messageId: message.body.data.id };
    },
    strangerMay: [],
    bodies: { 'POST /api/chats/{chatId}/messages': { message: 'let me in' } },
  },
  {
    name: 'wall post',
    prefixes: ['/api/posts/{id}'],
    async create({ t, owner }) {
      const form = new FormData();
      form.append('body', 'A post of the owner');
      const post = await t.request('POST', '/api/posts', { token: owner.access_token, body: form });
      const comment = await t.request('POST', `/api/posts/${post.body.data.id}/comments`, { token: owner.access_token, body: { body: 'A comment of the owner' } });
      return { id: post.body.data.id, commentId: comment.body.data.id };
    },
    // Posts are public: anyone signed in reads them, likes and comments; only the author deletes.
    strangerMay: ['GET /api/posts/{id}', 'GET /api/posts/{id}/comments', 'POST /api/posts/{id}/comments', 'POST /api/posts/{id}/like', 'DELETE /api/posts/{id}/like'],
    bodies: { 'POST /api/posts/{id}/comments': { body: 'A comment' } },
  },
];

/**
 * Reads open to anonymous visitors though the route also takes a token (for `mine` flags and
 * the like): the listing sections are browsable without an account.
 */
const ANONYMOUS_MAY = [/^GET \/api\/(business_listings|charities|friend_finders|job_listings|jobs|local_events|marketplaces|personals|professional_listings|real_estates|travel_destinations)(\/\{id\})?$/];

const key = (route: Route) => `${route.method} ${route.path}`;
const OWNER_OK = (status: number) => status !== 401 && status !== 403 && status !== 404;

describe('access matrix of every route', () => {
  let world: World;
  let routes: Route[];
  beforeAll(async () => {
    const t = await startTestApp({ env: THROTTLE_OFF });
    world = { t, owner: await newUser(t), other: await newUser(t) };
    routes = discoverRoutes(t.app).routes;
  });
  afterAll(async () => {
    await world?.t.close();
  });

  it('anonymous: 401 on every members-only route (ANONYMOUS_MAY lists the public reads)', async () => {
    const members = routes.filter((r) => r.members && !ANONYMOUS_MAY.some((pattern) => pattern.test(key(r))));
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
    it(`${subject.name}: a stranger is refused (403/404) where only its owner may act; the owner is let through`, async () => {
      const { t, owner } = world;
      const stranger = await newUser(t);
      const ids = Object.fromEntries(Object.entries(await subject.create(world)).map(([k, v]) => [k, String(v)]));
      const about = routes.filter((r) => subject.prefixes.some((p) => r.path === p || r.path.startsWith(`${p}/`)));
      expect(about.length).toBeGreaterThan(0);
      const wrong: string[] = [];
      const bodyFor = (route: Route) => (route.bodyType === 'application/json' ? { body: subject.bodies?.[key(route)] ?? {} } : {});
      for (const route of about) {
        const res = await t.request(route.method, fillPath(route.path, ids), { token: stranger.access_token, ...bodyFor(route) });
        const allowed = subject.strangerMay.includes(key(route));
        if (!allowed && res.status !== 403 && res.status !== 404) {
          wrong.push(`stranger ${key(route)} → ${res.status}`);
        }
      }
      // The owner afterwards (deleting the thing itself last), so a refusal above is about who
      // asks, not a wrong id.
      const last = (r: Route) => Number(r.method === 'DELETE' && subject.prefixes.includes(r.path));
      for (const route of [...about].sort((a, b) => last(a) - last(b))) {
        const res = await t.request(route.method, fillPath(route.path, ids), { token: owner.access_token, ...bodyFor(route) });
        if (!OWNER_OK(res.status)) {
          wrong.push(`owner ${key(route)} → ${res.status}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});
