import AddIcon from '@mui/icons-material/Add';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, Link } from 'react-router';
import { sectionText } from './labels';
import { useToast } from '../../lib/toastContext';
import { EmptyState } from '../../ui/EmptyState';
import { Paginator } from '../../ui/Paginator';
import { useFirstItems } from '../../lib/renderLater';
import { usePageTitle } from '../../lib/usePageTitle';
import { errorMessage } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { useAuth } from '../../lib/auth/authContext';
import { ListingCard, ListingCardSkeleton } from './ListingCard';
import { ListingFilters } from './ListingFilters';
import { savedSearchBody, useListingParams } from './listingParams';
import { LISTINGS_PAGE_SIZE, useListingPage, useSaveSearch } from './queries';
import { SEARCH_WINDOW, type ListingSectionSpec } from './registry';
import { sectionIcon } from '../../ui/sectionIcon';
import './words';

const NO_ITEMS: never[] = [];

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
};

/** `/<section>`: the section's listings, searched, filtered, sorted and paged, for everyone. */
export default function ListingsPage({ section }: { section: ListingSectionSpec }) {
  const { t } = useTranslation();
  usePageTitle(sectionText(section));
  const { isLoggedIn } = useAuth();
  const location = useLocation();
  const toast = useToast();
  const { params, page, update, criteria } = useListingParams(section);
  const query = useListingPage(section, { ...params, page });
  // Drawn in a transition after the update that brings them (the store is external, so React
  // draws that update at once: 150-240 ms at 4x CPU). A new page keeps the previous one meanwhile.
  const data = useDeferredValue(query.data);
  // Two rows on a wide screen, the whole screen on a phone: the other cards follow the first paint.
  const cards = useFirstItems(data?.data ?? NO_ITEMS, 6);
  const save = useSaveSearch();
  const filtered = Object.keys(criteria).length > 0;
  const Icon = sectionIcon(section.slug);

  const saveSearch = () =>
    save.mutate(savedSearchBody(section, criteria), {
      onSuccess: () => toast.success(t('listings:list.saved')),
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3, flexWrap: 'wrap' }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {sectionText(section)}
        </Typography>
        <Button component={Link} to={`/${section.slug}/new`} variant="contained" startIcon={<AddIcon />}>
          {sectionText(section, 'new')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, mb: 3 }}>
        <ListingFilters key={location.search} section={section} params={params} onChange={update} />
      </Paper>
      {query.isError ? (
        <Alert severity="error">{errorMessage(query.error)}</Alert>
      ) : data === undefined ? (
        <Box sx={GRID}>
          {Array.from({ length: 6 }, (_, i) => (
            <ListingCardSkeleton key={i} />
          ))}
        </Box>
      ) : data.total === 0 ? (
        <Paper variant="outlined">
          {filtered ? (
            <EmptyState
              icon={SearchOffIcon}
              title={t('listings:list.noMatch')}
              text={t('listings:list.noMatchText')}
              action={
                <Stack direction="row" sx={{ gap: 1 }}>
                  <Button component={Link} to={`/${section.slug}`}>
                    {t('listings:list.clear')}
                  </Button>
                  {isLoggedIn && (
                    <Button
                      startIcon={<NotificationsActiveOutlinedIcon />}
                      onClick={saveSearch}
                      disabled={save.isPending}
                    >
                      {t('listings:list.tellMe')}
                    </Button>
                  )}
                </Stack>
              }
            />
          ) : (
            <EmptyState
              icon={Icon}
              title={sectionText(section, 'empty')}
              text={sectionText(section, 'emptyText')}
              action={
                <Button component={Link} to={`/${section.slug}/new`} variant="outlined">
                  {sectionText(section, 'new')}
                </Button>
              }
            />
          )}
        </Paper>
      ) : (
        <>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1, flexWrap: 'wrap' }}
          >
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {params.search && data.total >= SEARCH_WINDOW
                ? t('listings:list.firstMatches', { max: SEARCH_WINDOW })
                : t('listings:list.count', { count: data.total, total: formatNumber(data.total) })}
              {data.total > LISTINGS_PAGE_SIZE && ` · ${data.from}–${data.to}`}
            </Typography>
            {isLoggedIn && filtered && (
              <Button
                size="small"
                startIcon={<NotificationsActiveOutlinedIcon />}
                onClick={saveSearch}
                disabled={save.isPending}
              >
                {t('listings:list.saveSearch')}
              </Button>
            )}
          </Stack>
          <Box
            component="ul"
            aria-label={sectionText(section)}
            sx={{
              ...GRID,
              listStyle: 'none',
              p: 0,
              m: 0,
              opacity: query.isPlaceholderData || data !== query.data ? 0.6 : 1,
              transition: 'opacity 150ms',
            }}
          >
            {cards.map((item, i) => (
              <Box component="li" key={item.id}>
                <ListingCard section={section} item={item} priority={i === 0} />
              </Box>
            ))}
          </Box>
          <Paginator
            page={page}
            lastPage={data.last_page}
            onPage={(next) => update({ page: next > 1 ? String(next) : undefined })}
            label={t('listings:list.pages', { section: sectionText(section) })}
          />
        </>
      )}
    </>
  );
}
