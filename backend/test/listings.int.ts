import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../src/database/sql';
import { searchWalk } from '../src/modules/listings/listings.repository';
import { ListingsSweeper } from '../src/modules/listings/listings.sweeper';
import { LISTING_SECTIONS, type ListingSectionSlug, type ListingSectionSpec } from '../src/modules/listings/sections';
import { newUser, type TestUser } from './helpers/factories';
import { form, png } from './helpers/forms';
import { BETWEEN, fieldsOf, listingRequests, newListing, REQUIRED, sectionTests, titleOf, validFields } from './helpers/listings';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

describe('listing sections', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  const db = (text: string, params: unknown[] = []) => sql(t.app.get(EntityManager).fork(), text, params);
  const settle = async () => {
    await new Promise((r) => setTimeout(r, 30));
    await t.drainQueues();
  };
  const create = (section: ListingSectionSpec, u: TestUser, overrides: Record<string, string> = {}, images = 0) =>
    newListing(t, u, section.slug as ListingSectionSlug, overrides, images);
  const { list, titles, patch } = listingRequests(() => t);

  beforeAll(async () => {
    // Not EUR (the column's default for old rows): a listing without a currency must get the operator's.
    t = await startTestApp({ env: { ...THROTTLE_OFF, LISTINGS_SWEEP_SECONDS: '0', DEFAULT_CURRENCY: 'CHF' } });
    owner = await newUser(t, { first_name: 'Olga' });
    other = await newUser(t, { first_name: 'Omar' });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe.each(LISTING_SECTIONS.map((s) => [s.slug, s] as [string, ListingSectionSpec]))('%s', (_slug, section) =>
    sectionTests(section, () => ({ t, owner, other })),
  );

  describe('kinds of fields', () => {
    const market = LISTING_SECTIONS.find((s) => s.slug === 'marketplaces')!;
    const events = LISTING_SECTIONS.find((s) => s.slug === 'local_events')!;
    const rooms = LISTING_SECTIONS.find((s) => s.slug === 'professional_listings')!;
    const jobs = LISTING_SECTIONS.find((s) => s.slug === 'jobs')!;
    const post = (section: ListingSectionSpec, overrides: Record<string, string>) =>
      t.request('POST', `/api/${section.slug}`, {
        token: owner.access_token,
        body: form(validFields(section, overrides)),
      });

    it("takes 'Prefer not to say' for a friend finder's personal questions: kept as no value, still required, never a filter", async () => {
      const friends = LISTING_SECTIONS.find((s) => s.slug === 'friend_finders')!;
      const sensitive = ['height', 'kids', 'religion', 'ethnicity', 'sexual_orientation'];
      expect(fieldsOf(friends).filter((f) => f.sensitive).map((f) => f.name)).toEqual(sensitive);
      const headline = `Quiet one ${Date.now()}`;
      const res = await post(friends, { title: headline, ...Object.fromEntries(sensitive.map((name) => [name, 'Prefer not to say'])) });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ ...Object.fromEntries(sensitive.map((name) => [name, null])), education_level: "Master's degree" });
      const shown = await t.request('GET', `/api/friend_finders/${res.body.data.id}`);
      expect(shown.body.data).toMatchObject({ religion: null, sexual_orientation: null });

      // Saying nothing at all is still refused: the spec requires every short field.
      expect((await post(friends, { religion: '' })).body.errors).toEqual({ religion: [REQUIRED] });
      // No filter by a personal question: a member who prefers not to say is never left out by one.
      for (const name of sensitive) {
        expect((await list(friends, `?${name}=x`)).status).toBe(422);
      }

      // An edit can state it again, or keep it private again.
      const id = res.body.data.id as number;
      expect((await patch(friends, id, owner, { religion: 'Buddhist' })).body.data.religion).toBe('Buddhist');
      expect((await patch(friends, id, owner, { religion: 'prefer not to say' })).body.data.religion).toBeNull();
    });

    it('checks choices, amounts, whole numbers, dates, web and email addresses with their own messages', async () => {
      expect((await post(market, { category: 'Spaceships' })).body.errors).toEqual({
        category: ['Choose one of the options'],
      });
      for (const price of ['-1', 'abc', '12.345', '100000000']) {
        expect((await post(market, { price })).body.errors).toEqual({
          price: ['This field must be an amount from 0 to 99,999,999.99.'],
        });
      }
      expect((await post(market, { price: '19.90' })).body.data.price).toBe(19.9);
      for (const rooms_ of ['1.5', '-1', '51', 'two']) {
        expect((await post(rooms, { number_of_bedrooms: rooms_ })).body.errors).toEqual({
          number_of_bedrooms: ['This field must be a whole number from 0 to 50.'],
        });
      }
      for (const date of ['tomorrow', '2026-02-31', '2026-13-01']) {
        const res = await post(events, { event_date: date });
        expect([date, res.body.errors]).toEqual([
          date,
          {
            event_date: ['This field must be a date (YYYY-MM-DD) or a date and time (YYYY-MM-DDTHH:mm)'],
          },
        ]);
      }
      expect((await post(events, { event_date: '2026-12-24T18:00+01:00' })).body.data.event_date).toBe(
        '2026-12-24T17:00:00.000Z',
      );
      expect((await post(jobs, { apply_url: 'not a url', apply_email: 'nope' })).body.errors).toEqual({
        apply_url: ['Invalid URL'],
        apply_email: ['Invalid email address'],
      });
      const optional = await post(jobs, { salary: '', apply_url: '', apply_email: '' });
      expect(optional.status).toBe(201);
      expect(optional.body.data).toMatchObject({ salary: null, apply_url: null, apply_email: null });
      expect((await post(market, { shipping: 'x'.repeat(256) })).body.errors).toEqual({ shipping: [BETWEEN] });
      expect((await post(market, { name: 'bad\u0000name' })).body.errors).toEqual({
        name: ['This field must not contain the NUL character'],
      });
      expect((await post(market, { colour: 'red' })).body.errors).toEqual({ colour: ['This field is not allowed'] });
    });

    it('clears an optional field with null on edit, refuses unknown fields and statuses', async () => {
      const item = (await post(market, { shipping: 'Shipped for 5' })).body.data;
      const cleared = await patch(market, item.id, owner, { shipping: null, price: 30 });
      expect(cleared.status).toBe(200);
      expect(cleared.body.data).toMatchObject({ shipping: null, price: 30 });
      expect((await patch(market, item.id, owner, { status: 'expired' })).body.errors).toEqual({
        status: ['status must be active, reserved, sold, filled or closed'],
      });
      expect((await patch(market, item.id, owner, { owner_id: other.id })).status).toBe(422);
    });

    it("prices a listing in the currency it gives, else the operator's DEFAULT_CURRENCY; refuses unknown codes", async () => {
      const priced = LISTING_SECTIONS.filter((s) => fieldsOf(s).some((f) => f.core === 'price')).map((s) => s.slug);
      expect(priced).toEqual(['marketplaces', 'travel_destinations', 'charities', 'professional_listings', 'local_events']);
      expect((await t.request('GET', '/api/listings/settings', { token: owner.access_token })).body).toEqual({ default_currency: 'CHF' });

      const given = await post(market, { price: '1250', currency: 'USD' });
      expect(given.status).toBe(201);
      expect(given.body.data).toMatchObject({ price: 1250, currency: 'USD' });
      const defaulted = await post(events, { cost: '12.5' });
      expect(defaulted.body.data).toMatchObject({ cost: 12.5, currency: 'CHF' });
      expect((await post(rooms, { currency: '' })).body.data.currency).toBe('CHF');
      const job = await post(jobs, {});
      // The answers carry it: one item, the section's list, the owner's own list.
      expect((await t.request('GET', `/api/marketplaces/${given.body.data.id}`)).body.data.currency).toBe('USD');
      const listed = (await list(market, '?take=100')).body.data as { id: number; currency: string }[];
      expect(listed.find((l) => l.id === given.body.data.id)?.currency).toBe('USD');
      const mine = (await t.request('GET', '/api/listings/mine?take=100', { token: owner.access_token })).body.data as { id: number; currency: string | null }[];
      expect(mine.find((l) => l.id === defaulted.body.data.id)?.currency).toBe('CHF');
      // A section without a price has no currency at all.
      expect(job.body.data).not.toHaveProperty('currency');
      expect(mine.find((l) => l.id === job.body.data.id)?.currency ?? null).toBeNull();

      for (const currency of ['eur', 'EURO', 'XYZ', '€', '12']) {
        const res = await post(market, { currency });
        expect([currency, res.status, res.body.errors]).toEqual([currency, 422, { currency: ['currency must be a three-letter ISO 4217 currency code, such as EUR or USD'] }]);
      }
      const id = given.body.data.id as number;
      expect((await patch(market, id, owner, { currency: 'nope' })).status).toBe(422);
      expect((await patch(market, id, owner, { price: 99 })).body.data).toMatchObject({ price: 99, currency: 'USD' });
      expect((await patch(market, id, owner, { currency: 'GBP' })).body.data).toMatchObject({ price: 99, currency: 'GBP' });
    });
  });

  describe('search, filters, sorting and paging', () => {
    const market = LISTING_SECTIONS.find((s) => s.slug === 'marketplaces')!;
    let seller: TestUser;

    beforeAll(async () => {
      seller = await newUser(t);
      await create(market, seller, {
        name: 'Bicicleta de montaña',
        category: 'Bikes',
        price: '120',
        location: 'São Paulo, Pinheiros',
        description: 'Aro 29',
      });
      await create(market, seller, {
        name: 'Capacete',
        category: 'Bikes',
        price: '35',
        location: 'Lisboa',
        description: 'Bom para bicicleta de montanha',
      });
      await create(market, seller, {
        name: 'Sofá de três lugares',
        category: 'Furniture',
        price: '250',
        location: 'Porto',
        description: 'Cinzento',
      });
      await create(market, seller, {
        name: 'Mesa de jantar',
        category: 'Furniture',
        price: '0',
        location: 'Porto Salvo',
        description: 'Grátis, levantar em casa',
      });
    });
    const mine = (q: string) =>
      titles(market, `?${q}&take=100`).then((all) => all.filter((n) => /Bicicleta|Capacete|Sofá|Mesa/.test(n)));

    it('ranks title matches over description matches, ignoring accents and case', async () => {
      // A word some listing has is taken as meant: "montaña" is not read as "montanha".
      expect(await mine('search=MONTAÑA')).toEqual(['Bicicleta de montaña']);
      expect(await mine('search=montanha')).toEqual(['Capacete']);
      expect(await mine('search=Cinzento')).toEqual(['Sofá de três lugares']);
      // "bicicleta" is in one title and one description: the title wins.
      expect(await mine('search=bicicleta')).toEqual(['Bicicleta de montaña', 'Capacete']);
      expect(await mine('search=sofa tres')).toEqual(['Sofá de três lugares']);
      expect(await mine('search=bici')).toEqual(['Bicicleta de montaña', 'Capacete']);
    });

    it('forgives one typo per word: a swapped, missing, extra or wrong letter', async () => {
      for (const typo of ['biciclteta', 'bicileta', 'biciccleta', 'bicicleda']) {
        expect([typo, await mine(`search=${typo}`)]).toEqual([typo, ['Bicicleta de montaña', 'Capacete']]);
      }
      expect(await mine('search=capacte')).toEqual(['Capacete']);
      // "montanhx" is no listing's word: one typo from "montanha" (and two from "montana").
      expect(await mine('search=montanhx')).toEqual(['Capacete']);
      expect(await mine('search=bxcxclxta')).toEqual([]);
      expect(await mine('search=bi')).toEqual(['Bicicleta de montaña', 'Capacete']);
      // Only punctuation is no search at all, never an error.
      expect((await list(market, '?search=%25%27%22%3B%5C%3A%26')).status).toBe(200);
    });

    it('filters by category, price range and location, and sorts by price', async () => {
      expect(await mine('category=Furniture&sort=price&order=asc')).toEqual(['Mesa de jantar', 'Sofá de três lugares']);
      expect(await mine('price_min=30&price_max=130&sort=price&order=desc')).toEqual([
        'Bicicleta de montaña',
        'Capacete',
      ]);
      expect(await mine('price_max=0')).toEqual(['Mesa de jantar']);
      expect(await mine('location=sao paulo')).toEqual(['Bicicleta de montaña']);
      expect(await mine('location=porto&sort=title&order=asc')).toEqual(['Mesa de jantar', 'Sofá de três lugares']);
      for (const bad of ['sort=colour', 'category=Spaceships', 'price_min=cheap', 'order=up', 'take=1000', 'size=3']) {
        expect([bad, (await list(market, `?${bad}`)).status]).toEqual([bad, 422]);
      }
    });

    it("answers a common word's first 200 matches in the list's order, and caps total at 200", async () => {
      // 230 listings share a word (written in SQL: the window is what is tested, not publishing).
      await db(
        `insert into listings (section, user_id, title, description, category, location, expires_at, created_at, price)
         select 'marketplaces', ?, 'Zebracorn poster ' || g, 'A print', 'Other', 'Lisboa', now() + interval '30 days', now() - (g || ' minutes')::interval, g
         from generate_series(1, 230) g`,
        [seller.id],
      );
      await db(
        `insert into listing_marketplaces (listing_id, contact_information)
         select id, 'Message me' from listings where title like 'Zebracorn poster %'`,
      );
      const window = async (word: string) => {
        const newest = await list(market, `?search=${word}&take=100`);
        expect(newest.body).toMatchObject({ total: 200, last_page: 2 });
        // Relevance ranks the 200 newest (all alike here: newest first among equals).
        const page2 = await list(market, `?search=${word}&take=100&page=2`);
        const all = [...newest.body.data, ...page2.body.data].map((l: Record<string, string>) => l[titleOf(market)]);
        expect(new Set(all)).toEqual(new Set(Array.from({ length: 200 }, (_, i) => `Zebracorn poster ${i + 1}`)));
        // Sorted by price, ascending: the 200 cheapest matches, the cheapest first.
        const cheap = await list(market, `?search=${word}&sort=price&order=asc&take=3`);
        expect(cheap.body.total).toBe(200);
        expect(cheap.body.data.map((l: Record<string, string>) => l[titleOf(market)])).toEqual([
          'Zebracorn poster 1',
          'Zebracorn poster 2',
          'Zebracorn poster 3',
        ]);
        // Descending: the dearest first (230 is in the window, though the newest 200 are 1-200).
        const dear = await list(market, `?search=${word}&sort=price&order=desc&take=2`);
        expect(dear.body.data.map((l: Record<string, string>) => l[titleOf(market)])).toEqual([
          'Zebracorn poster 230',
          'Zebracorn poster 229',
        ]);
        // Oldest first: the oldest matches, whatever the newest are.
        const oldest = await list(market, `?search=${word}&sort=created_at&order=asc&take=1`);
        expect(oldest.body.data.map((l: Record<string, string>) => l[titleOf(market)])).toEqual(['Zebracorn poster 230']);
      };
      // The word is new to PostgreSQL's statistics: taken for rare, the full-text index reads every match.
      await window('zebracorn');
      // Analyzed, it knows the word is common: the search walks the section in the list's order
      // and stops at the window's last match (another spelling of the word, so that no
      // resolution of the first is reused).
      await db('analyze listings');
      const [estimate] = (await db(`select * from listing_search_estimate('marketplaces', 'zebracor:*')`)) as {
        matches: number;
        listed: number;
      }[];
      expect(searchWalk(estimate.matches, estimate.listed)).toBeGreaterThan(0);
      await window('zebracor');
      // When a filter leaves fewer than 200 in the walk, the full-text index finds them all.
      expect(await titles(market, '?search=zebracor&price_max=3&sort=price&order=asc')).toEqual([
        'Zebracorn poster 1',
        'Zebracorn poster 2',
        'Zebracorn poster 3',
      ]);
      // A rarer word among them is still found wherever it is (here in the oldest listing only).
      await db(`update listings set description = 'A rare okapiprint' where title = 'Zebracorn poster 230'`);
      expect(await titles(market, '?search=zebracorn okapiprint')).toEqual(['Zebracorn poster 230']);
      await db(`delete from listings where title like 'Zebracorn poster %'`);
    });

    it('finds a listing by its words as soon as it is published, though a search is resolved once for seconds', async () => {
      expect(await titles(market, '?search=quokkaboard')).toEqual([]);
      await create(market, seller, { name: 'Quokkaboard deluxe', description: 'Barely used' });
      // The same search again, within its resolution's lifetime: exact words never go stale.
      expect(await titles(market, '?search=quokkaboard')).toEqual(['Quokkaboard deluxe']);
      expect(await titles(market, '?search=quokka deluxe')).toEqual(['Quokkaboard deluxe']);
    });

    it('pages with the shape of every list', async () => {
      const res = await list(market, '?search=porto&take=1&page=2');
      expect(res.status).toBe(200);
      const furniture = await list(market, `?category=Furniture&location=porto&take=1&page=2`);
      expect(furniture.body).toMatchObject({ total: 2, page: 2, take: 1, from: 2, to: 2, last_page: 2 });
      expect(furniture.body.data).toHaveLength(1);
      const past = await list(market, `?category=Furniture&location=porto&take=1&page=9`);
      expect(past.body).toMatchObject({ data: [], total: 2, page: 9 });
    });

    it('answers 401 for a bad token on an open list, so clients refresh it', async () => {
      expect((await t.request('GET', '/api/marketplaces', { token: 'not-a-token' })).status).toBe(401);
    });
  });

  describe('images', () => {
    const market = LISTING_SECTIONS.find((s) => s.slug === 'marketplaces')!;

    it('keeps up to 10 images in order, the first as cover; more are refused', async () => {
      const item = await create(market, owner, {}, 9);
      expect(item.images).toHaveLength(9);
      expect(item.image).toBe(item.images[0]);
      const one = { data: await png(), name: 'a.png', type: 'image/png' };
      const added = await t.request('POST', `/api/marketplaces/${item.id}/images`, {
        token: owner.access_token,
        body: form({}, { image: one }),
      });
      expect(added.status).toBe(200);
      expect(added.body.data.images).toHaveLength(10);
      expect(added.body.data.images.slice(0, 9)).toEqual(item.images);
      const full = await t.request('POST', `/api/marketplaces/${item.id}/images`, {
        token: owner.access_token,
        body: form({}, { image: one }),
      });
      expect(full.status).toBe(422);
      expect(full.body.errors).toEqual({ image: ['A listing holds at most 10 images'] });
      const notMine = await t.request('POST', `/api/marketplaces/${item.id}/images`, {
        token: other.access_token,
        body: form({}, { image: one }),
      });
      expect(notMine.status).toBe(403);
    });

    it('reorders and removes images on edit, deleting the files', async () => {
      const item = await create(market, owner, {}, 3);
      const [a, b, c] = item.images as string[];
      const res = await patch(market, item.id, owner, { images: [c, a] });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ images: [c, a], image: c });
      expect((await fetch(`${t.url}/storage/listings/${b}`)).status).toBe(404);
      expect((await fetch(`${t.url}/storage/listings/${a}`)).status).toBe(200);
      for (const images of [[a, a], ['someone-else.webp'], 'a']) {
        expect((await patch(market, item.id, owner, { images })).status).toBe(422);
      }
      expect((await t.request('DELETE', `/api/marketplaces/${item.id}`, { token: owner.access_token })).status).toBe(
        204,
      );
      expect((await fetch(`${t.url}/storage/listings/${c}`)).status).toBe(404);
    });
  });

  describe('lifecycle', () => {
    const market = LISTING_SECTIONS.find((s) => s.slug === 'marketplaces')!;
    const notifications = (u: TestUser) =>
      db(
        'select type, actor_id, subject_type, subject_id, description from notifications where user_id = ? order by id',
        [u.id],
      );

    it('a sold listing leaves lists and search but stays with its owner; active again renews it', async () => {
      const seller = await newUser(t);
      const item = await create(market, seller, { name: 'Vintage typewriter' });
      const sold = await patch(market, item.id, seller, { status: 'sold' });
      expect(sold.body.data.status).toBe('sold');
      expect(await titles(market, '?search=typewriter')).toEqual([]);
      expect((await t.request('GET', `/api/marketplaces/${item.id}`, { token: other.access_token })).status).toBe(404);
      expect(
        (await t.request('GET', `/api/marketplaces/${item.id}`, { token: seller.access_token })).body.data.status,
      ).toBe('sold');
      const mine = await t.request('GET', '/api/listings/mine?status=sold', { token: seller.access_token });
      expect(mine.body.data).toEqual([
        expect.objectContaining({ id: item.id, section: 'marketplaces', title: 'Vintage typewriter', status: 'sold' }),
      ]);

      const reserved = await patch(market, item.id, seller, { status: 'reserved' });
      expect(reserved.body.data.status).toBe('reserved');
      expect(await titles(market, '?search=typewriter')).toEqual(['Vintage typewriter']);
    });

    it('offers each section the statuses that fit it: a job is filled, never reserved or sold; goods are sold', async () => {
      const boss = await newUser(t);
      const jobs = LISTING_SECTIONS.find((s) => s.slug === 'job_listings')!;
      const job = await create(jobs, boss, { title: 'Night baker' });
      for (const status of ['reserved', 'sold', 'closed']) {
        const refused = await patch(jobs, job.id, boss, { status });
        expect([status, refused.status, refused.body.errors]).toEqual([status, 422, { status: ['status must be active or filled here'] }]);
      }
      expect((await patch(jobs, job.id, boss, { status: 'filled' })).body.data.status).toBe('filled');
      expect((await patch(jobs, job.id, boss, { status: 'active' })).body.data.status).toBe('active');
      const events = LISTING_SECTIONS.find((s) => s.slug === 'local_events')!;
      const party = await create(events, boss, { name: 'Street party' });
      expect((await patch(events, party.id, boss, { status: 'reserved' })).body.errors).toEqual({ status: ['status must be active or closed here'] });
      expect((await patch(events, party.id, boss, { status: 'closed' })).body.data.status).toBe('closed');
    });

    it('the sweep reminds the owner once before expiry, expires it, and renewing brings it back', async () => {
      const seller = await newUser(t);
      const item = await create(market, seller, { name: 'Old piano' });
      const sweeper = t.app.get(ListingsSweeper);
      await db("update listings set expires_at = now() + interval '2 days' where id = ?", [item.id]);
      await sweeper.sweep();
      await sweeper.sweep();
      await settle();
      expect(await notifications(seller)).toEqual([
        {
          type: 'ListingExpiring',
          actor_id: seller.id,
          subject_type: 'marketplaces',
          subject_id: item.id,
          description: 'Old piano',
        },
      ]);
      const feed = await t.request('GET', '/api/notifications', { token: seller.access_token });
      expect(feed.body.data[0]).toMatchObject({
        type: 'ListingExpiring',
        subject: { type: 'marketplaces', id: item.id },
        user: { id: seller.id },
      });

      await db("update listings set expires_at = now() - interval '1 minute' where id = ?", [item.id]);
      await sweeper.sweep();
      expect(await titles(market, '?search=piano')).toEqual([]);
      expect(
        (await t.request('GET', `/api/marketplaces/${item.id}`, { token: seller.access_token })).body.data.status,
      ).toBe('expired');

      const renewed = await patch(market, item.id, seller, { status: 'active' });
      expect(renewed.body.data.status).toBe('active');
      expect(Date.parse(renewed.body.data.expires_at)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
      expect(await titles(market, '?search=piano')).toEqual(['Old piano']);
    });

    it('deleting a listing takes its notifications with it', async () => {
      const seller = await newUser(t);
      const item = await create(market, seller, { name: 'Lamp' });
      await db("update listings set expires_at = now() + interval '1 day' where id = ?", [item.id]);
      await t.app.get(ListingsSweeper).sweep();
      await settle();
      expect(await notifications(seller)).toHaveLength(1);
      await t.request('DELETE', `/api/marketplaces/${item.id}`, { token: seller.access_token });
      expect(await notifications(seller)).toEqual([]);
    });
  });

  describe('saved searches', () => {
    const market = LISTING_SECTIONS.find((s) => s.slug === 'marketplaces')!;
    const friends = LISTING_SECTIONS.find((s) => s.slug === 'friend_finders')!;
    const save = (u: TestUser, body: Record<string, unknown>) =>
      t.request('POST', '/api/saved_searches', { token: u.access_token, body });
    const matches = (u: TestUser) =>
      db(
        "select subject_type, subject_id, actor_id, description from notifications where user_id = ? and type = 'ListingMatch' order by id",
        [u.id],
      );

    it('saves, lists and deletes a search; refuses duplicates, empty ones and filters of other sections', async () => {
      const buyer = await newUser(t);
      const res = await save(buyer, {
        section: 'marketplaces',
        search: 'kayak',
        category: 'Sports & leisure',
        price_max: 300,
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        section: 'marketplaces',
        search: 'kayak',
        category: 'Sports & leisure',
        price_min: null,
        price_max: 300,
        location: null,
        filters: {},
      });
      expect(
        (await save(buyer, { section: 'marketplaces', search: 'kayak', category: 'Sports & leisure', price_max: 300 }))
          .status,
      ).toBe(409);
      expect((await save(buyer, { section: 'marketplaces' })).body.errors).toEqual({
        search: ['Choose at least one filter or type a search before saving it'],
      });
      expect((await save(buyer, { section: 'real_estates', price_max: 3 })).body.errors).toEqual({
        price_max: ['This field is not allowed'],
      });
      expect((await save(buyer, { section: 'marketplaces', category: 'Spaceships' })).body.errors).toEqual({
        category: ['Choose one of the options'],
      });
      expect((await save(buyer, { section: 'friend_finders', filters: { gender: 'Robot' } })).body.errors).toEqual({
        'filters.gender': ['Choose one of the options'],
      });
      expect((await save(buyer, { section: 'pictures', search: 'x' })).body.errors).toEqual({
        section: ['Choose one of the listing sections'],
      });

      const listed = await t.request('GET', '/api/saved_searches', { token: buyer.access_token });
      expect(listed.body).toMatchObject({ total: 1, data: [{ id: res.body.data.id }] });
      expect(
        (await t.request('DELETE', `/api/saved_searches/${res.body.data.id}`, { token: other.access_token })).status,
      ).toBe(404);
      expect(
        (await t.request('DELETE', `/api/saved_searches/${res.body.data.id}`, { token: buyer.access_token })).status,
      ).toBe(204);
      expect((await t.request('GET', '/api/saved_searches', { token: buyer.access_token })).body.total).toBe(0);
    });

    it('tells the member once of a new listing that matches, not of others, nor the owner of their own', async () => {
      const buyer = await newUser(t);
      const seller = await newUser(t);
      await save(buyer, { section: 'marketplaces', search: 'Kayák', price_max: 300 });
      await save(buyer, { section: 'marketplaces', category: 'Sports & leisure' });
      await save(seller, { section: 'marketplaces', search: 'kayak' });
      const match = await create(market, seller, {
        name: 'Sea kayak with paddle',
        category: 'Sports & leisure',
        price: '250',
      });
      await create(market, seller, { name: 'Kayak trailer', category: 'Cars & vehicles', price: '900' });
      await create(market, seller, { name: 'Canoe', category: 'Bikes', price: '100' });
      await settle();
      expect(await matches(buyer)).toEqual([
        {
          subject_type: 'marketplaces',
          subject_id: match.id,
          actor_id: seller.id,
          description: 'Sea kayak with paddle',
        },
      ]);
      expect(await matches(seller)).toEqual([]);
      const feed = await t.request('GET', '/api/notifications', { token: buyer.access_token });
      expect(feed.body.data[0]).toMatchObject({
        type: 'ListingMatch',
        subject: { type: 'marketplaces', id: match.id },
        user: { id: seller.id },
      });
    });

    it("matches a section's own filters, and never a listing of someone a block stands between", async () => {
      const seeker = await newUser(t);
      const poster = await newUser(t);
      const blocked = await newUser(t);
      await save(seeker, { section: 'friend_finders', filters: { gender: 'Woman' }, location: 'braga' });
      await db('insert into blocks (blocker_id, blocked_id) values (?, ?)', [seeker.id, blocked.id]);
      const hit = await create(friends, poster, { gender: 'Woman', location: 'Braga centro' });
      await create(friends, poster, { gender: 'Man', location: 'Braga' });
      await create(friends, blocked, { gender: 'Woman', location: 'Braga' });
      await settle();
      expect((await matches(seeker)).map((n) => n.subject_id)).toEqual([hit.id]);
    });
  });

  describe('contact and blocks', () => {
    const market = LISTING_SECTIONS.find((s) => s.slug === 'marketplaces')!;

    it('"contact" opens a chat with the owner carrying the question and a link to the listing', async () => {
      const seller = await newUser(t, { first_name: 'Sara' });
      const buyer = await newUser(t);
      const item = await create(market, seller, { name: 'Road bike' });
      const res = await t.request('POST', `/api/marketplaces/${item.id}/contact`, {
        token: buyer.access_token,
        body: {},
      });
      expect(res.status).toBe(200);
      const chat = res.body.data;
      expect([chat.user_one.id, chat.user_two.id].sort()).toEqual([seller.id, buyer.id].sort());
      expect(chat.last_message.message).toBe(
        `Is this still available?\n\nRoad bike: ${t.config.publicUrl}/marketplaces/${item.id}`,
      );
      const sellerChats = await t.request('GET', '/api/chats', { token: seller.access_token });
      expect(sellerChats.body.data.map((c: { id: number }) => c.id)).toContain(chat.id);
      const again = await t.request('POST', `/api/marketplaces/${item.id}/contact`, {
        token: buyer.access_token,
        body: { message: 'Would you take 200?' },
      });
      expect(again.body.data.id).toBe(chat.id);
      expect(again.body.data.last_message.message).toMatch(/^Would you take 200\?\n\nRoad bike: /);

      expect(
        (await t.request('POST', `/api/marketplaces/${item.id}/contact`, { token: seller.access_token, body: {} }))
          .body,
      ).toMatchObject({
        statusCode: 422,
        message: 'This is your own listing',
      });
      expect(
        (
          await t.request('POST', `/api/marketplaces/${item.id}/contact`, {
            token: buyer.access_token,
            body: { message: 'x'.repeat(301) },
          })
        ).status,
      ).toBe(422);
      expect((await t.request('POST', `/api/marketplaces/${item.id}/contact`, { body: {} })).status).toBe(401);
    });

    it('hides the listings of a member who blocked me (or whom I blocked) from lists, search and detail', async () => {
      const seller = await newUser(t);
      const viewer = await newUser(t);
      const item = await create(market, seller, { name: 'Hidden harp' });
      await db('insert into blocks (blocker_id, blocked_id) values (?, ?)', [seller.id, viewer.id]);
      expect(await titles(market, '?search=harp', viewer)).toEqual([]);
      expect(await titles(market, '?search=harp')).toEqual(['Hidden harp']);
      expect((await t.request('GET', `/api/marketplaces/${item.id}`, { token: viewer.access_token })).status).toBe(404);
      expect(
        (await t.request('POST', `/api/marketplaces/${item.id}/contact`, { token: viewer.access_token, body: {} }))
          .status,
      ).toBe(404);
    });
  });
});
