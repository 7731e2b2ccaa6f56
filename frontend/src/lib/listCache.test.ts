import { QueryClient } from '@tanstack/react-query';
import { flatUnique, nextPage, prependTo, prependToPage, removeFrom, type Paged, type Pages } from './listCache';

const page = (ids: number[], n: number, total: number): Paged<{ id: number }> => ({
  data: ids.map((id) => ({ id })),
  total,
  page: n,
  take: 2,
  from: (n - 1) * 2 + 1,
  to: (n - 1) * 2 + ids.length,
  last_page: Math.ceil(total / 2),
});

describe('list cache helpers', () => {
  it('reads each item of the loaded pages once, and the next page while to < total', () => {
    const data: Pages<{ id: number }> = { pages: [page([5, 4], 1, 4), page([4, 3], 2, 4)], pageParams: [1, 2] };
    expect(flatUnique(data).map((x) => x.id)).toEqual([5, 4, 3]);
    expect(nextPage(page([5, 4], 1, 4))).toBe(2);
    expect(nextPage(page([3], 2, 3))).toBeUndefined();
  });

  it('puts a new item in front of a cached list once, and takes one out of every page', () => {
    const client = new QueryClient();
    client.setQueryData<Pages<{ id: number }>>(['list'], { pages: [page([2, 1], 1, 2)], pageParams: [1] });
    prependTo(client, ['list'], { id: 3 });
    prependTo(client, ['list'], { id: 3 });
    expect(client.getQueryData<Pages<{ id: number }>>(['list'])?.pages[0]).toMatchObject({ data: [{ id: 3 }, { id: 2 }, { id: 1 }], total: 3, to: 3 });
    removeFrom(client, ['list'], 2);
    expect(client.getQueryData<Pages<{ id: number }>>(['list'])?.pages[0]).toMatchObject({ data: [{ id: 3 }, { id: 1 }], total: 2 });
    prependTo(client, ['absent'], { id: 1 });
    expect(client.getQueryData(['absent'])).toBeUndefined();
  });

  it('keeps a single cached page to its size when an item is put in front', () => {
    const client = new QueryClient();
    client.setQueryData(['latest'], page([2, 1], 1, 2));
    prependToPage(client, ['latest'], { id: 3 }, 2);
    prependToPage(client, ['latest'], { id: 3 }, 2);
    expect(client.getQueryData<Paged<{ id: number }>>(['latest'])).toMatchObject({ data: [{ id: 3 }, { id: 2 }], total: 3 });
  });
});
