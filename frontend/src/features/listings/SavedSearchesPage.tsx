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
import { Link } from 'react-router';
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

/** `/saved_searches`: the searches I am told about when a new listing matches; open or delete them. */
export default function SavedSearchesRoute() {
  return (
    <MembersOnly title="Saved searches" text="Sign in to keep searches and hear of new listings that match.">
      <SavedSearchesPage />
    </MembersOnly>
  );
}

/** What a saved search looks for, in words: '“kayak” · Sports & leisure · up to 300'. */
export function describeSavedSearch(section: ListingSectionSpec, saved: SavedSearchDto): string {
  const price = coreFieldOf(section, 'price')?.label.toLowerCase() ?? 'price';
  const parts = [
    saved.search && `“${saved.search}”`,
    saved.category,
    ...Object.values(saved.filters),
    saved.location && `in ${saved.location}`,
    saved.price_min !== null && saved.price_max !== null
      ? `${price} ${formatAmount(saved.price_min)}–${formatAmount(saved.price_max)}`
      : saved.price_min !== null
        ? `${price} from ${formatAmount(saved.price_min)}`
        : saved.price_max !== null && `${price} up to ${formatAmount(saved.price_max)}`,
  ];
  return parts.filter(Boolean).join(' · ');
}

function SavedSearchesPage() {
  usePageTitle('Saved searches');
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
        Saved searches
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        When someone posts a listing that matches one of these, you get a notification.
      </Typography>
      <Paper variant="outlined">
        {query.isPending ? (
          <RowSkeletons />
        ) : query.isError ? (
          <Alert severity="error">{errorMessage(query.error)}</Alert>
        ) : query.data.total === 0 ? (
          <EmptyState icon={NotificationsActiveOutlinedIcon} title="No saved searches" text="Search a section, then choose “Save this search” to hear of new listings that match." />
        ) : (
          <List aria-label="Saved searches" disablePadding>
            {query.data.data.map((saved) => {
              const section = SECTION_BY_SLUG.get(saved.section)!;
              return (
                <ListItem
                  key={saved.id}
                  divider
                  disablePadding
                  secondaryAction={
                    <IconButton edge="end" aria-label={`Delete the search ${describeSavedSearch(section, saved)}`} onClick={() => remove.mutate(saved.id)} disabled={remove.isPending}>
                      <DeleteOutlinedIcon />
                    </IconButton>
                  }
                >
                  <ListItemButton component={Link} to={savedSearchPath(section, saved)}>
                    <ListItemText primary={describeSavedSearch(section, saved)} secondary={section.label} slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }} />
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
