import { afterEach, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { AdminService, type ContentSectionDto, type StatsDto } from '@plaza/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { setLanguage } from '../i18n';
import { sdkOk } from '../test/sdk';
import { Dashboard } from './Dashboard';
import { i18nProvider } from './i18nProvider';
import { SectionsContext } from './sections';

const SECTIONS: ContentSectionDto[] = [
  { type: 'post', group: 'social', label: 'Post', plural: 'Posts', content: true },
  { type: 'marketplaces', group: 'listings', label: 'Item in Marketplace', plural: 'Marketplace', content: true },
  { type: 'gizmos', group: 'community', label: 'Gizmo', plural: 'Gizmos', content: true },
];

const STATS: StatsDto = {
  open_reports: 4,
  hidden_content: 2,
  members_total: 120,
  new_members_7d: 9,
  banned_members: 1,
  suspended_members: 3,
  per_day: [{ day: '2026-11-28', content: 3, members: 1, reports: 2 }],
  content: [
    { type: 'post', plural: 'Posts', total: 10, hidden: 1 },
    { type: 'marketplaces', plural: 'Marketplace', total: 5, hidden: 0 },
    { type: 'gizmos', plural: 'Gizmos', total: 2, hidden: 0 },
  ],
};

function renderDashboard() {
  jest.spyOn(AdminService, 'getStats').mockReturnValue(sdkOk(STATS));
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SectionsContext.Provider value={SECTIONS}>
        <MemoryRouter>
          <Dashboard />
        </MemoryRouter>
      </SectionsContext.Provider>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  await setLanguage('en');
});

describe('the console dashboard in three languages', () => {
  it('speaks English as before', async () => {
    renderDashboard();
    expect(await screen.findByText('1 banned, 3 suspended members')).toBeInTheDocument();
    expect(screen.getByText('Open reports')).toBeInTheDocument();
    expect(screen.getByText('Last 14 days')).toBeInTheDocument();
    expect(screen.getAllByText('(1 hidden)', { exact: false })).toHaveLength(2);
  });

  it('speaks European Portuguese, sections included; a section it has no words for keeps the API name', async () => {
    await setLanguage('pt-PT');
    renderDashboard();
    expect(await screen.findByText('1 banidos, 3 membros suspensos')).toBeInTheDocument();
    expect(screen.getByText('Denúncias em aberto')).toBeInTheDocument();
    expect(screen.getByText('Novos membros (7 dias)')).toBeInTheDocument();
    expect(screen.getByText('Conteúdo por secção')).toBeInTheDocument();
    expect(screen.getByText('Publicações')).toBeInTheDocument();
    expect(screen.getByText('Anúncios')).toBeInTheDocument();
    expect(screen.getByText('Mercado')).toBeInTheDocument();
    expect(screen.getByText('Gizmos')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Atividade nos últimos 1 dias' })).toBeInTheDocument();
    expect(screen.queryByText('Open reports')).not.toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    await setLanguage('ar');
    renderDashboard();
    expect(await screen.findByText('محظورون: 1، موقوفون: 3')).toBeInTheDocument();
    expect(screen.getByText('البلاغات المفتوحة')).toBeInTheDocument();
    expect(screen.getByText('المنشورات')).toBeInTheDocument();
    expect(screen.getByText('السوق')).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe("react-admin's own words", () => {
  it('come from ra-language-english in English, from the admin namespace in pt-PT and Arabic, with plurals', async () => {
    expect(i18nProvider.translate('ra.navigation.page_rows_per_page')).toBe('Rows per page:');
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 item selected');
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 items selected');
    expect(i18nProvider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 40 })).toBe('1-25 of 40');
    // A label the console passes is already translated: shown as given.
    expect(i18nProvider.translate('Open reports', { _: 'Open reports' })).toBe('Open reports');

    await i18nProvider.changeLocale('pt-PT');
    expect(i18nProvider.getLocale()).toBe('pt-PT');
    expect(i18nProvider.translate('ra.navigation.page_rows_per_page')).toBe('Linhas por página:');
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 elementos selecionados');
    expect(i18nProvider.translate('ra.action.undo')).toBe('Anular');

    await i18nProvider.changeLocale('ar');
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 2 })).toBe('تم تحديد عنصرين');
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 5 })).toBe('تم تحديد 5 عناصر');
    // A message the console never shows (not translated here) falls back to react-admin's English.
    expect(i18nProvider.translate('ra.validation.required')).toBe('Required');
  });
});
