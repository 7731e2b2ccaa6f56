import { randomBytes } from 'node:crypto';
import { LISTING_SECTIONS } from '../src/modules/listings';
import { categoriesOf } from './helpers/community';
import { newUser, type TestUser } from './helpers/factories';
import { form, png } from './helpers/forms';
import { newListing, titleOf } from './helpers/listings';
import { dbOf, newPost } from './helpers/moderation';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

/** A word no other test writes, so each search here finds only what this file made. */
const word = () => `zq${randomBytes(3).toString('hex').replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)])}`;

interface Group {
  type: string;
  label: string;
  total: number;
  items: { id: number; title: string; path: string; image: string | null; price: number | null; starts_at: string | null }[];
}

describe('site search', () => {
  let t: TestApp;
  let db: ReturnType<typeof dbOf>;
  const as = (u: TestUser) => ({ token: u.access_token });
  const search = async (q: string, u?: TestUser, extra = '') => {
    const res = await t.request('GET', `/api/search?q=${encodeURIComponent(q)}${extra}`, u ? as(u) : {});
    expect(res.status).toBe(200);
    return res.body.data as { total: number; groups: Group[] };
  };
  const group = (answer: { groups: Group[] }, type: string) => answer.groups.find((g) => g.type === type);
  const titles = (answer: { groups: Group[] }, type: string) => (group(answer, type)?.items ?? []).map((i) => i.title);
  const befriend = async (a: TestUser, b: TestUser) => {
    expect((await t.request('POST', '/api/friends/add', { ...as(a), body: { user_id: b.id } })).status).toBe(200);
    expect((await t.request('POST', '/api/friends/accept', { ...as(b), body: { user_id: a.id } })).status).toBe(200);
  };
  const blog = async (u: TestUser, title: string, body = 'Some words.') => {
    const category = (await categoriesOf(t, u, 'blogs'))[0];
    const res = await t.request('POST', '/api/blogs', { ...as(u), body: form({ title, category: category.id, body }) });
    expect(res.status).toBe(201);
    return res.body.data as { id: number };
  };
  const picture = async (u: TestUser, title: string) => {
    const res = await t.request('POST', '/api/pictures', { ...as(u), body: form({ title }, { image: { data: await png(), name: 'p.png', type: 'image/png' } }) });
    expect(res.status).toBe(201);
    return res.body.data as { id: number };
  };
  const shareForm = (itemId: number, userId: number) => {
    const f = new FormData();
    f.append('storage_id', String(itemId));
    f.append('user_ids', String(userId));
    return f;
  };
  const market = LISTING_SECTIONS.find((s) => s.slug === 'marketplaces')!;

  beforeAll(async () => {
    t = await startTestApp({ env: THROTTLE_OFF });
    db = dbOf(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds every type in one search, grouped with a count per type, each opening its page', async () => {
    const me = await newUser(t, { first_name: 'Searcher' });
    const w = word();
    await newPost(t, me, `Fresh ${w} on the wall`);
    const b = await blog(me, `The ${w} diary`);
    const p = await picture(me, `${w} at dawn`);
    const listing = await newListing(t, me, 'marketplaces', { [titleOf(market)]: `Old ${w} oven` });
    const category = (await categoriesOf(t, me, 'forums'))[0];
    const thread = (await t.request('POST', '/api/forums', { ...as(me), body: form({ title: `Which ${w}?`, category: category.id, body: 'Asking.' }) })).body.data;
    await t.request('POST', `/api/forums/${thread.id}/replies`, { ...as(me), body: { body: `A reply about ${w}` } });
    await t.request('POST', '/api/bookmarks', { ...as(me), body: { group: 'bank', title: `${w} bank`, url: 'https://bank.example.com/' } });
    await t.request('POST', '/api/storage/folders', { ...as(me), body: { name: `${w} trips` } });

    const answer = await search(w, me);
    for (const type of ['posts', 'blogs', 'pictures', 'marketplaces', 'forum_threads', 'forum_replies', 'bookmarks', 'storage']) {
      expect([type, group(answer, type)?.total]).toEqual([type, 1]);
    }
    expect(answer.total).toBe(8);
    expect(answer.groups[0].total).toBe(1);
    expect(group(answer, 'blogs')!.items[0]).toMatchObject({ id: b.id, path: `/blogs/${b.id}` });
    expect(group(answer, 'pictures')!.items[0]).toMatchObject({ id: p.id, path: `/pictures/${p.id}`, image: expect.stringMatching(/^\/storage\/pictures\/thumbs\//) });
    expect(group(answer, 'marketplaces')!.items[0]).toMatchObject({ id: listing.id, path: `/marketplaces/${listing.id}`, price: Number(listing.price) });
    expect(group(answer, 'forum_replies')!.items[0]).toMatchObject({ title: `Which ${w}?`, path: `/forums/${thread.id}` });

    const only = await search(w, me, '&types=blogs,pictures');
    expect(only.groups.map((g) => g.type)).toEqual(['blogs', 'pictures']);
    expect(only.total).toBe(2);
  });

  it('pages each listing section on its own: a page past one section\'s end keeps its count', async () => {
    const me = await newUser(t);
    const w = word();
    const jobs = LISTING_SECTIONS.find((s) => s.slug === 'jobs')!;
    const made = [];
    for (const n of [1, 2, 3]) {
      made.push(await newListing(t, me, 'marketplaces', { [titleOf(market)]: `${w} lamp ${n}` }));
    }
    await newListing(t, me, 'jobs', { [titleOf(jobs)]: `${w} welder` });

    const first = await search(w, me, '&types=marketplaces,jobs&take=2');
    expect([group(first, 'marketplaces')?.total, group(first, 'jobs')?.total]).toEqual([3, 1]);
    expect(titles(first, 'marketplaces')).toEqual([`${w} lamp 3`, `${w} lamp 2`]);
    expect(titles(first, 'jobs')).toEqual([`${w} welder`]);

    const second = await search(w, me, '&types=marketplaces,jobs&take=2&page=2');
    expect([group(second, 'marketplaces')?.total, group(second, 'jobs')?.total]).toEqual([3, 1]);
    expect(group(second, 'marketplaces')!.items.map((i) => i.id)).toEqual([made[0].id]);
    expect(titles(second, 'jobs')).toEqual([]);
  });

  it('finds members by name, and forgives one typo per word', async () => {
    const me = await newUser(t);
    const w = word();
    const other = await newUser(t, { first_name: 'Quillon', last_name: `Ferreira${w}` });
    await blog(me, `Sourdough ${w}banter`);
    const members = await search(`ferreira${w}`, me, '&types=members');
    expect(group(members, 'members')!.items.map((i) => i.path)).toEqual([`/u/${other.username}`]);
    // One letter swapped, one missing: still found.
    const typo = `${w}bnater`;
    expect(titles(await search(`sourdough ${typo}`, me), 'blogs')).toEqual([`Sourdough ${w}banter`]);
    expect(titles(await search(`${w}banetr`, me), 'blogs')).toEqual([`Sourdough ${w}banter`]);
  });

  it('takes the last word as a prefix (it is still being typed) and the words before it whole', async () => {
    const me = await newUser(t);
    const w = word();
    await blog(me, `${w} diary`);
    expect(titles(await search(`${w} dia`, me), 'blogs')).toEqual([`${w} diary`]);
    expect(titles(await search(`dia ${w}`, me), 'blogs')).toEqual([]);
  });

  it('completes the last word to any word of an item: short ones, file names, and a prefix of very many words', async () => {
    const me = await newUser(t);
    const w = word();
    await blog(me, `${w} ox cart`);
    await t.request('POST', '/api/storage/folders', { ...as(me), body: { name: `quotes${w}.pdf` } });
    expect(titles(await search(`${w} o`, me), 'blogs')).toEqual([`${w} ox cart`]);
    expect(titles(await search(`quotes${w}`, me), 'storage')).toEqual([`quotes${w}.pdf`]);
    // More words start with it than are spelled out: the prefix itself is matched.
    const many = Array.from({ length: 60 }, (_, i) => `${w}kk${i}`).join(' ');
    await blog(me, 'A list', many);
    await blog(me, `${w}kkzz`);
    expect(titles(await search(`${w}kk`, me), 'blogs').sort()).toEqual(['A list', `${w}kkzz`]);
    // tsquery syntax and quotes in what is typed are separators, never syntax: 200, and the words found.
    expect(titles(await search(`'${w}' \\ & | ! :* (o`, me), 'blogs')).toEqual([`${w} ox cart`]);
  });

  it('ranks a title match over a body match, and the recent over the old', async () => {
    const me = await newUser(t);
    const w = word();
    const body = await blog(me, 'Plain title', `Only the body says ${w}.`);
    const title = await blog(me, `${w} in the title`);
    const old = await blog(me, `${w} again in the title`);
    await db('update blogs set created_at = now() - interval \'2 years\' where id = ?', [old.id]);
    const found = group(await search(w, me), 'blogs')!;
    expect(found.items.map((i) => i.id)).toEqual([title.id, old.id, body.id]);
  });

  it("never shows a blocked member's post, a hidden or sold listing, a friends-only picture or a stranger's storage", async () => {
    const me = await newUser(t);
    const friend = await newUser(t);
    const stranger = await newUser(t);
    const blocked = await newUser(t);
    await befriend(me, friend);
    const w = word();
    await newPost(t, blocked, `${w} from the blocked`);
    expect((await t.request('POST', `/api/users/${blocked.id}/block`, as(me))).status).toBe(200);
    await newPost(t, stranger, `${w} from a stranger`);
    await newPost(t, me, `${w} from me`);
    const hidden = await newListing(t, stranger, 'marketplaces', { [titleOf(market)]: `Hidden ${w}` });
    const sold = await newListing(t, stranger, 'marketplaces', { [titleOf(market)]: `Sold ${w}` });
    await newListing(t, stranger, 'marketplaces', { [titleOf(market)]: `Listed ${w}` });
    await db("update listings set hidden_at = now() where id = ?", [hidden.id]);
    await db("update listings set status = 'sold' where id = ?", [sold.id]);
    const strangers = await picture(stranger, `Strangers ${w}`);
    const friends = await picture(friend, `Friends ${w}`);
    await db("update pictures set visibility = 'friends' where id in (?, ?)", [strangers.id, friends.id]);
    await t.request('POST', '/api/storage/folders', { ...as(stranger), body: { name: `${w} stranger folder` } });
    const shared = (await t.request('POST', '/api/storage/folders', { ...as(friend), body: { name: `${w} shared folder` } })).body.data;
    await t.request('POST', '/api/storage/folders', { ...as(friend), body: { name: `${w} unshared folder` } });
    const share = await t.request('POST', '/api/storage/shared', { ...as(friend), body: shareForm(shared.id, me.id) });
    expect(share.status).toBeLessThan(300);
    await t.request('POST', '/api/bookmarks', { ...as(stranger), body: { group: 'bank', title: `${w} bank`, url: 'https://bank.example.com/' } });

    const answer = await search(w, me);
    const author = (u: TestUser) => `${u.user.first_name} ${u.user.last_name}`;
    expect(titles(answer, 'posts')).toEqual([author(me), author(stranger)]);
    expect(titles(answer, 'marketplaces')).toEqual([`Listed ${w}`]);
    expect(titles(answer, 'pictures')).toEqual([`Friends ${w}`]);
    expect(titles(answer, 'storage')).toEqual([`${w} shared folder`]);
    expect(group(answer, 'storage')!.items[0].path).toBe(`/storage?view=shared-with-me&folder_id=${shared.id}`);
    expect(group(answer, 'bookmarks')!.total).toBe(0);
    // The blocked member does not find mine either; the stranger finds their own storage only.
    expect(titles(await search(w, blocked), 'posts')).toEqual([author(stranger), author(blocked)]);
    expect(titles(await search(w, stranger), 'storage')).toEqual([`${w} stranger folder`]);
    expect(titles(await search(w, stranger), 'pictures')).toEqual([`Strangers ${w}`]);
  });

  it('shows visitors only what is public, and never the members-only types', async () => {
    const me = await newUser(t);
    const w = word();
    const open = await blog(me, `Open ${w}`);
    await blog(me, `Members ${w}`);
    await db("update blogs set visibility = 'public' where id = ?", [open.id]);
    await newPost(t, me, `${w} on the wall`);
    await newListing(t, me, 'marketplaces', { [titleOf(market)]: `Listed ${w}` });
    const answer = await search(w);
    expect(titles(answer, 'blogs')).toEqual([`Open ${w}`]);
    expect(titles(answer, 'marketplaces')).toEqual([`Listed ${w}`]);
    expect(answer.groups.map((g) => g.type)).not.toEqual(expect.arrayContaining(['posts']));
    expect(answer.groups.some((g) => ['posts', 'members', 'storage', 'bookmarks'].includes(g.type))).toBe(false);
    const types = (await t.request('GET', '/api/search/types')).body.data as { type: string }[];
    expect(types.map((x) => x.type)).toContain('blogs');
    expect(types.map((x) => x.type)).not.toContain('storage');
  });

  it('refuses an unknown type, a visitor naming a members-only type and bad paging (422)', async () => {
    const me = await newUser(t);
    const bad = await t.request('GET', '/api/search?q=bread&types=blogs,spaceships', as(me));
    expect(bad.status).toBe(422);
    expect(bad.body.errors.types[0]).toContain('Unknown search type: spaceships');
    expect((await t.request('GET', '/api/search?q=bread&types=storage')).status).toBe(422);
    expect((await t.request('GET', '/api/search?q=bread&take=0', as(me))).status).toBe(422);
    expect((await t.request('GET', `/api/search?q=${'a'.repeat(201)}`, as(me))).status).toBe(422);
    expect((await t.request('GET', '/api/search', as(me))).body.data.total).toBe(0);
    const nothing = await search('   ', me);
    expect(nothing.total).toBe(0);
    expect((await search("'&|!:*()", me)).total).toBe(0);
  });
});
