import { pageParams, toPage, MAX_TAKE } from './paging';

describe('paging', () => {
  it('defaults to page 1, 10 per page, newest first', () => {
    expect(pageParams()).toEqual({ page: 1, take: 10, order: 'desc', offset: 0 });
    expect(pageParams({}, { take: 9, order: 'asc' })).toEqual({ page: 1, take: 9, order: 'asc', offset: 0 });
  });

  it('computes the offset from page and take', () => {
    expect(pageParams({ page: 3, take: 20 }).offset).toBe(40);
  });

  it('clamps take to 1..MAX_TAKE and page to >= 1', () => {
    expect(pageParams({ take: 0 }).take).toBe(1);
    expect(pageParams({ take: -5 }).take).toBe(1);
    expect(pageParams({ take: 10_000 }).take).toBe(MAX_TAKE);
    expect(pageParams({ page: 0 }).page).toBe(1);
    expect(pageParams({ page: 2.7, take: 4.2 })).toMatchObject({ page: 2, take: 4, offset: 4 });
  });

  it('describes an empty list', () => {
    expect(toPage([], 0, pageParams())).toEqual({ data: [], total: 0, page: 1, take: 10, from: 0, to: 0, last_page: 1 });
  });

  it('describes a full first page of a longer list', () => {
    const page = toPage([1, 2, 3], 7, pageParams({ take: 3 }));
    expect(page).toMatchObject({ from: 1, to: 3, total: 7, last_page: 3 });
    expect(page.to < page.total).toBe(true);
  });

  it('describes the last, partial page: to reaches total', () => {
    const page = toPage([7], 7, pageParams({ page: 3, take: 3 }));
    expect(page).toMatchObject({ from: 7, to: 7, total: 7, last_page: 3, page: 3 });
  });

  it('describes a page past the end as empty with to = total, so clients stop loading', () => {
    const page = toPage([], 7, pageParams({ page: 9, take: 3 }));
    expect(page).toMatchObject({ data: [], from: 7, to: 7, total: 7, last_page: 3, page: 9 });
  });

  it('has last_page 1 when everything fits on one page', () => {
    expect(toPage([1, 2], 2, pageParams()).last_page).toBe(1);
  });
});
