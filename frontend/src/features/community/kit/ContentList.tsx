import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { UserSummaryDto } from '@plaza/sdk';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n';
import { tk } from '../../../i18n/keys';
import { EmptyState } from '../../../ui/EmptyState';
import { useAuth } from '../../../lib/auth/authContext';
import { Byline } from '../shared/Byline';
import { Counts } from '../shared/Counts';
import { ListBody } from '../shared/ListBody';
import { ListFilters } from '../shared/ListFilters';
import { SectionHeader } from '../shared/SectionHeader';
import { useCategories, useListFilters, useScrolledList } from '../shared/useContentList';
import type { ListState, ListViewSpec, SectionSpec } from './contentType';
import '../words';

/** A section's list page: its heading and "new" button, its tabs and filters, then the chosen view. */
export function ContentList({ section: list }: { section: SectionSpec }) {
  const { t } = useTranslation();
  const filters = useListFilters();
  const categories = useCategories(list.name, list.categories);
  const { tabs, Live } = list;
  const chosen = tabs && filters.params.get(tabs.param);
  const tab = tabs ? (tabs.options.find((o) => o.value === chosen) ?? tabs.options[0]).value : '';
  const tabBar = tabs && (
    <Tabs value={tab} onChange={(_, value: string) => filters.set(tabs.param, value === tabs.options[0].value ? '' : value)} aria-label={tabs.label && t(tabs.label)}>
      {tabs.options.map((o) => (
        <Tab key={o.value} value={o.value} label={t(o.label)} />
      ))}
    </Tabs>
  );
  return (
    <>
      {Live && <Live />}
      <SectionHeader title={list.words.title} create={{ label: list.words.create, to: list.createTo }}>
        {tabs?.aside ? (
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            {tabBar}
            {tabs.aside}
          </Stack>
        ) : (
          tabBar
        )}
        <ListFilters search={filters.search} onSearch={filters.onSearch} categories={list.categories && categories} category={filters.category} onCategory={filters.onCategory} />
      </SectionHeader>
      {list.view({ search: filters.search, category: filters.category, tab })}
    </>
  );
}

/** A view of a list for `SectionSpec.view`: its items page by page as the member scrolls (`id`: another view remounts it). */
export function listView<T extends { id: number }>(id: string, spec: ListViewSpec<T>): (state: ListState) => ReactElement {
  return (state) => <ViewBody key={id} spec={spec} state={state} />;
}

/** What a visitor reads when a list is empty: members may have shared what only members see. */
const VISITOR_EMPTY = { title: tk('community:list.visitorEmpty.title'), text: tk('community:list.visitorEmpty.text') };

function ViewBody<T extends { id: number }>({ spec, state }: { spec: ListViewSpec<T>; state: ListState }) {
  const { t } = useTranslation();
  const { query, items } = useScrolledList(spec.key(state), (page) => spec.fetch(page, state));
  const { isLoggedIn } = useAuth();
  const { icon, title, text } = { ...spec.empty(state), ...(isLoggedIn ? {} : VISITOR_EMPTY) };
  return (
    <ListBody query={query} count={items.length} skeletonHeight={spec.skeletonHeight} empty={<EmptyState icon={icon} title={t(title)} text={text && t(text)} />}>
      {spec.items(items)}
    </ListBody>
  );
}

/** Items as a list of cards: a column (`gap`), or a grid of cards at least `grid` pixels wide (`label`: a translation key). */
export function cards<T extends { id: number }>({ label, card, gap = 2, grid }: { label: string; card: (item: T) => ReactNode; gap?: number; grid?: number }) {
  return (items: T[]) => {
    const children = items.map((item) => <li key={item.id}>{card(item)}</li>);
    return grid ? (
      <Box component="ul" aria-label={i18n.t(label)} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap, gridTemplateColumns: `repeat(auto-fill, minmax(${grid}px, 1fr))` }}>
        {children}
      </Box>
    ) : (
      <Stack component="ul" aria-label={i18n.t(label)} sx={{ listStyle: 'none', m: 0, p: 0, gap }}>
        {children}
      </Stack>
    );
  };
}

/** The foot of a card members react to: who posted it and when, its likes and comments. */
export function CardFooter({ item }: { item: { user: UserSummaryDto; created_at: string; hidden: boolean; likes_count: number; comments_count: number } }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 'auto' }}>
      <Byline user={item.user} date={item.created_at} size={28} hidden={item.hidden} />
      <Counts likes={item.likes_count} comments={item.comments_count} />
    </Stack>
  );
}
