import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SavedSearchesService, type SavedSearchDto } from '@plaza/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { i18n } from '../../i18n';
import { choiceLabel, fieldLabel, sectionText } from './labels';
import { useToast } from '../../lib/toastContext';
import { EmptyState } from '../../ui/EmptyState';
import { MembersOnly } from '../../ui/MembersOnly';
import { Paginator } from '../../ui/Paginator';
import { RowSkeletons } from '../../ui/PagedList';
import { usePageTitle } from '../../lib/usePageTitle';
import { callApi, errorMessage } from '../../lib/api';
import { savedSearchPath } from './listingParams';
import { useSavedSearches } from './queries';
import { coreFieldOf, SECTION_BY_SLUG, type ListingSectionSpec } from './registry';
import { formatAmount } from './values';
import './words';

/** `/saved_searches`: the searches I am told about when a new listing matches; open or delete them. */
export default function SavedSearchesRoute() {
  const { t } = useTranslation();
  return (
    <MembersOnly title={t('common:nav.savedSearches')} text={t('listings:saved.signInText')}>
      <SavedSearchesPage />
    </MembersOnly>
  );
}

/** What a saved search looks for, in words: '“kayak” · Sports & leisure · up to 300'. */
export function describeSavedSearch(section: ListingSectionSpec, saved: SavedSearchDto): string {
  const t = i18n.t;
  const field = coreFieldOf(section, 'price');
  const price = field ? fieldLabel(section, field).toLocaleLowerCase() : '';
  const category = coreFieldOf(section, 'category');
  const choice = (name: string, value: string) => {
    const f = section.fields.find((x) => x.name === name);
    return f ? choiceLabel(f, value) : value;
  };
  const parts = [
    saved.search && `“${saved.search}”`,
    saved.category && (category ? choiceLabel(category, saved.category) : saved.category),
    ...Object.entries(saved.filters).map(([name, value]) => choice(name, String(value))),
    saved.location && t('listings:saved.in', { place: saved.location }),
    saved.price_min !== null && saved.price_max !== null
      ? t('listings:saved.range', { price, min: formatAmount(saved.price_min), max: formatAmount(saved.price_max) })
      : saved.price_min !== null
        ? t('listings:saved.from', { price, min: formatAmount(saved.price_min) })
        : saved.price_max !== null && t('listings:saved.upTo', { price, max: formatAmount(saved.price_max) }),
  ];
  return parts.filter(Boolean).join(' · ');
}

function SavedSearchesPage() {
  const { t } = useTranslation();
  usePageTitle(t('common:nav.savedSearches'));
  const [page, setPage] = useState(1);
  const query = useSavedSearches(page);
  const client = useQueryClient();
  const toast = useToast();
  const remove = useMutation({
    mutationFn: (id: number) => callApi(() => SavedSearchesService.deleteSavedSearch({ id })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['saved_searches'] }),
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 1 }}>
        {t('common:nav.savedSearches')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('listings:saved.intro')}
      </Typography>
      <Paper variant="outlined">
        {query.isPending ? (
          <RowSkeletons />
        ) : query.isError ? (
          <Alert severity="error">{errorMessage(query.error)}</Alert>
        ) : query.data.total === 0 ? (
          <EmptyState icon={NotificationsActiveOutlinedIcon} title={t('listings:saved.empty')} text={t('listings:saved.emptyText')} />
        ) : (
          <List aria-label={t('common:nav.savedSearches')} disablePadding>
            {query.data.data.map((saved) => {
              const section = SECTION_BY_SLUG.get(saved.section)!;
              return (
                <ListItem
                  key={saved.id}
                  divider
                  disablePadding
                  secondaryAction={
                    <IconButton edge="end" aria-label={t('listings:saved.delete', { search: describeSavedSearch(section, saved) })} onClick={() => remove.mutate(saved.id)} disabled={remove.isPending}>
                      <DeleteOutlinedIcon />
                    </IconButton>
                  }
                >
                  <ListItemButton component={Link} to={savedSearchPath(section, saved)}>
                    <ListItemText primary={describeSavedSearch(section, saved)} secondary={sectionText(section)} slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
      </Paper>
      {query.data && <Paginator page={page} lastPage={query.data.last_page} onPage={setPage} />}
    </>
  );
}
