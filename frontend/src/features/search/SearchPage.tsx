import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { SearchService, type SearchGroupDto, type SearchHitDto } from '@plaza/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { EmptyState } from '../../ui/EmptyState';
import { Paginator } from '../../ui/Paginator';
import { isExternal, searchPath } from './paths';
import { SearchHit } from './SearchHit';
import { useGroupLabel } from './groupLabel';
import './words';

/** Results per type on the "All" tab, and per page on a type's tab. */
const OVERVIEW_TAKE = 5;
const PAGE_TAKE = 20;

/** A result as a link: to its page, or to another site in a new tab (a bookmark). */
function HitLink({ hit }: { hit: SearchHitDto }) {
  const external = isExternal(hit.path);
  return (
    <ListItemButton
      component={external ? 'a' : Link}
      {...(external ? { href: hit.path, target: '_blank', rel: 'noopener noreferrer' } : { to: hit.path })}
      sx={{ borderRadius: 1, py: 1 }}
    >
      <SearchHit hit={hit} />
    </ListItemButton>
  );
}

function GroupCard({ group, q }: { group: SearchGroupDto; q: string }) {
  const { t } = useTranslation();
  const groupLabel = useGroupLabel();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`search-group-${group.type}`} sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', px: 1, gap: 1 }}>
        <Typography id={`search-group-${group.type}`} variant="h6" component="h2">
          {groupLabel(group)} <Typography component="span" color="text.secondary">({group.total})</Typography>
        </Typography>
        {group.total > group.items.length && (
          <Button component={Link} to={searchPath(q, group.type)} size="small">
            {t('search:page.seeAll', { total: group.total })}
          </Button>
        )}
      </Stack>
      <List dense disablePadding>
        {group.items.map((hit) => (
          <li key={hit.id}>
            <HitLink hit={hit} />
          </li>
        ))}
      </List>
    </Paper>
  );
}

/** `/search?q=…&type=…&page=…`: every type's best results, or one type's, page by page. */
export default function SearchPage() {
  const { t } = useTranslation();
  const groupLabel = useGroupLabel();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const type = params.get('type') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  usePageTitle(q ? t('search:page.titleFor', { q }) : t('search:page.title'));
  const overview = useQuery({
    queryKey: ['search', 'overview', q],
    queryFn: () => SearchService.siteSearch({ q, take: OVERVIEW_TAKE }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
  const typed = useQuery({
    queryKey: ['search', 'type', q, type, page],
    queryFn: () => SearchService.siteSearch({ q, types: [type], take: PAGE_TAKE, page }),
    enabled: q.length > 0 && type.length > 0,
    placeholderData: keepPreviousData,
  });
  const groups = overview.data?.data.groups.filter((g) => g.total > 0) ?? [];
  const current = typed.data?.data.groups[0];
  const setTab = (value: string) => setParams(value ? { q, type: value } : { q });

  if (!q) {
    return <EmptyState icon={SearchOffIcon} title={t('search:page.emptyTitle')} text={t('search:page.emptyText')} />;
  }
  return (
    <Stack sx={{ gap: 2, maxWidth: 900, mx: 'auto', width: '100%' }}>
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {t('search:page.results', { q })}
      </Typography>
      {groups.length > 0 && (
        <Tabs value={groups.some((g) => g.type === type) ? type : ''} onChange={(_e, value: string) => setTab(value)} variant="scrollable" allowScrollButtonsMobile aria-label={t('search:page.types')}>
          <Tab value="" label={t('search:page.all', { total: overview.data?.data.total ?? 0 })} />
          {groups.map((g) => (
            <Tab key={g.type} value={g.type} label={t('search:page.tab', { label: groupLabel(g), total: g.total })} />
          ))}
        </Tabs>
      )}
      {overview.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('search:page.searching')} />
        </Box>
      ) : overview.isError ? (
        <EmptyState icon={SearchOffIcon} title={t('search:page.failedTitle')} text={t('search:page.failedText')} />
      ) : groups.length === 0 ? (
        <EmptyState icon={SearchOffIcon} title={t('search:page.nothingTitle')} text={t('search:page.nothingText')} />
      ) : type && current ? (
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
          <List disablePadding>
            {current.items.map((hit) => (
              <li key={hit.id}>
                <HitLink hit={hit} />
              </li>
            ))}
          </List>
          <Paginator page={page} lastPage={Math.ceil(current.total / PAGE_TAKE)} onPage={(p) => setParams({ q, type, page: String(p) })} label={t('search:page.pages')} />
        </Paper>
      ) : (
        groups.map((g) => <GroupCard key={g.type} group={g} q={q} />)
      )}
    </Stack>
  );
}
