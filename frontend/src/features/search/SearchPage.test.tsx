import { jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { SearchService, type SiteSearchDto, type SiteSearchResponseDto } from '@plaza/sdk';
import { setLanguage } from '../../i18n';
import { renderApp } from '../../test/renderApp';
import { sdkFail, sdkOk } from '../../test/sdk';

afterEach(() => setLanguage('en'));

const BIKE = {
  id: 3,
  title: 'Red bike',
  path: '/marketplaces/3',
  image: null,
  price: null,
  currency: null,
  starts_at: null,
  detail: 'Lisbon',
  excerpt: 'A red bike, barely used',
  created_at: '2026-01-05T15:30:00.000Z',
};

const ANSWER: SiteSearchDto = {
  q: 'bike',
  total: 1,
  page: 1,
  take: 5,
  groups: [
    { type: 'marketplaces', label: 'Marketplace', total: 1, items: [BIKE] },
    { type: 'blogs', label: 'Blogs', total: 0, items: [] },
  ],
};

const LONG = { timeout: 15_000 };

describe('the search page', () => {
  it('shows the results of each type in English, named as the API names them', async () => {
    jest.spyOn(SearchService, 'siteSearch').mockReturnValue(sdkOk({ data: ANSWER }));
    renderApp('/search?q=bike');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “bike”' }, LONG)).toBeInTheDocument();
    const group = await screen.findByRole('region', { name: 'Marketplace (1)' });
    expect(within(group).getByRole('link', { name: /Red bike/ })).toHaveAttribute('href', '/marketplaces/3');
    expect(screen.getByRole('tab', { name: 'All (1)' })).toBeInTheDocument();
  });

  it('speaks European Portuguese: results, result types and a failed search', async () => {
    await setLanguage('pt-PT');
    const search = jest
      .spyOn(SearchService, 'siteSearch')
      .mockReturnValueOnce(sdkOk({ data: ANSWER }))
      .mockReturnValue(sdkFail(500, { statusCode: 500, message: 'Internal server error' }));
    renderApp('/search?q=bike');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados de «bike»' }, LONG)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Mercado (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Todos (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mercado (1)' })).toBeInTheDocument();
    expect(document.title).toContain('Pesquisa: bike');

    fireEvent.change(screen.getByRole('combobox', { name: 'Pesquisar no Plaza' }), { target: { value: 'sofa' } });
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Pesquisar no Plaza' }), { key: 'Enter' });
    expect(await screen.findByText('A pesquisa falhou')).toBeInTheDocument();
    expect(screen.getByText('Tente novamente daqui a pouco.')).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith({ q: 'sofa', take: 5 });
  });

  it('speaks Arabic: an empty search, then no results', async () => {
    await setLanguage('ar');
    jest.spyOn(SearchService, 'siteSearch').mockReturnValue(sdkOk<SiteSearchResponseDto>({ data: { ...ANSWER, q: 'zzz', total: 0, groups: [] } }));
    renderApp('/search');
    expect(await screen.findByText('ابحث في Plaza', { selector: 'h1, h2, h3, p, span' }, LONG)).toBeInTheDocument();
    expect(screen.getByText('اكتب ما تبحث عنه في مربع البحث في الأعلى.')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: 'ابحث في Plaza' }), { target: { value: 'zzz' } });
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'ابحث في Plaza' }), { key: 'Enter' });
    expect(await screen.findByRole('heading', { level: 1, name: 'نتائج «zzz»' })).toBeInTheDocument();
    expect(await screen.findByText('لم يُعثر على شيء')).toBeInTheDocument();
    expect(screen.getByText('تحقّق من الإملاء أو جرّب كلمات أقل.')).toBeInTheDocument();
  });
});
