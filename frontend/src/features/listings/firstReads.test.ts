import { LISTING_SECTION_SLUGS } from '@plaza/sdk/listing-sections';
import { firstReadsOf, startFirstReads, takeFirstRead } from '../../lib/firstReads';
import { saveSession } from '../../lib/session';
import { askedBySdk as asked, jsonResponse as json } from '../../test/firstReads';
import { LISTINGS_PAGE_SIZE } from './queries';
import { SECTION_BY_SLUG, sectionApi } from './registry';

describe("a listing page's first reads (started from the HTML before the app's code)", () => {
  const marketplaces = SECTION_BY_SLUG.get('marketplaces')!;

  it('know every listing section', () => {
    expect(LISTING_SECTION_SLUGS.filter((slug) => firstReadsOf(`/${slug}`, '').length === 1)).toEqual([...LISTING_SECTION_SLUGS]);
  });

  it("ask for the very URLs the list's and the listing's queries ask for", async () => {
    const list = await asked(() => sectionApi(marketplaces).list({ take: LISTINGS_PAGE_SIZE, page: 1 }), { data: [], total: 0 });
    const one = await asked(() => sectionApi(marketplaces).get(2), { data: {} });
    expect(firstReadsOf('/marketplaces', '').map((r) => r.url)).toEqual([list[0]!.url]);
    expect(firstReadsOf('/marketplaces/2', '').map((r) => r.url)).toEqual([one[0]!.url]);
  });

  it('start nothing for a search, another page, or a sub-page', () => {
    expect(firstReadsOf('/marketplaces', '?q=guitar')).toEqual([]);
    expect(firstReadsOf('/friends', '')).toEqual([]);
    expect(firstReadsOf('/marketplaces/new', '')).toEqual([]);
    expect(firstReadsOf('/marketplaces/2/edit', '')).toEqual([]);
  });

  it("answer the page's own request once, for the same member only", async () => {
    saveSession({ id: 1, first_name: 'Ana' } as never, { access_token: 'token-a', refresh_token: 'r' } as never);
    window.history.replaceState(null, '', '/marketplaces/2');
    const fetched: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = ((url: string) => {
      fetched.push(url);
      return Promise.resolve(json({ data: { images: [] } }));
    }) as typeof fetch;
    try {
      startFirstReads();
      expect(fetched).toEqual(['/api/marketplaces/2']);
      expect(takeFirstRead('/api/marketplaces/2', { method: 'GET', headers: { Authorization: 'Bearer token-b' } })).toBeUndefined();
      expect(takeFirstRead('/api/marketplaces/2', { method: 'DELETE', headers: { Authorization: 'Bearer token-a' } })).toBeUndefined();
      const answer = takeFirstRead('/api/marketplaces/2', { method: 'GET', headers: { Authorization: 'Bearer token-a' } });
      expect(await answer?.then((r) => r.json())).toEqual({ data: { images: [] } });
      expect(takeFirstRead('/api/marketplaces/2', { method: 'GET', headers: { Authorization: 'Bearer token-a' } })).toBeUndefined();
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
