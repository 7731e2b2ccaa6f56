import InventoryOutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ListingSection, ListingStatus, ListingSummaryDto } from '@plaza/sdk';
import { LISTING_STATUSES } from '@plaza/sdk/listing-sections';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { sectionText } from './labels';
import { EmptyState } from '../../ui/EmptyState';
import { MembersOnly } from '../../ui/MembersOnly';
import { Paginator } from '../../ui/Paginator';
import { RowSkeletons } from '../../ui/PagedList';
import { RelativeTime } from '../../ui/RelativeTime';
import { usePageTitle } from '../../lib/usePageTitle';
import { errorMessage } from '../../lib/api';
import { relativeTime } from '../../lib/format';
import { ListingCover } from './ListingCard';
import { useMyListings, useSetStatus } from './queries';
import { LISTING_SECTIONS, listingPath, SECTION_BY_SLUG } from './registry';
import { statusLabel, StatusChip } from './StatusChip';
import { formatAmount } from './values';
import { HiddenBadge } from '../../ui/HiddenBadge';
import './words';

/** `/my_listings`: every listing of mine, in every section and status; expired ones renew here. */
export default function MyListingsRoute() {
  const { t } = useTranslation();
  return (
    <MembersOnly title={t('common:nav.myListings')} text={t('listings:mine.signInText')}>
      <MyListingsPage />
    </MembersOnly>
  );
}

function MyListingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('common:nav.myListings'));
  const [params, setParams] = useSearchParams();
  const section = (params.get('section') ?? undefined) as ListingSection | undefined;
  const status = (params.get('status') ?? undefined) as ListingStatus | undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useMyListings({ page, section, status });
  const choose = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) {
      next.set(name, value);
    } else {
      next.delete(name);
    }
    next.delete('page');
    setParams(next);
  };
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 3 }}>
        {t('common:nav.myListings')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <TextField select size="small" label={t('listings:mine.section')} value={section ?? ''} onChange={(e) => choose('section', e.target.value)} sx={{ minWidth: 200 }}>
          <MenuItem value="">{t('listings:mine.allSections')}</MenuItem>
          {LISTING_SECTIONS.map((s) => (
            <MenuItem key={s.slug} value={s.slug}>
              {sectionText(s)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t('listings:mine.status')} value={status ?? ''} onChange={(e) => choose('status', e.target.value)} sx={{ minWidth: 160 }}>
          <MenuItem value="">{t('listings:mine.anyStatus')}</MenuItem>
          {LISTING_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {statusLabel(s)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Paper variant="outlined">
        {query.isPending ? (
          <RowSkeletons />
        ) : query.isError ? (
          <Alert severity="error">{errorMessage(query.error)}</Alert>
        ) : query.data.total === 0 ? (
          <EmptyState icon={InventoryOutlinedIcon} title={t('listings:mine.empty')} text={t('listings:mine.emptyText')} />
        ) : (
          <List aria-label={t('common:nav.myListings')} disablePadding>
            {query.data.data.map((item) => (
              <MyListingRow key={`${item.section}-${item.id}`} item={item} />
            ))}
          </List>
        )}
      </Paper>
      {query.data && <Paginator page={page} lastPage={query.data.last_page} onPage={(p) => choose('page', p > 1 ? String(p) : '')} />}
    </>
  );
}

function MyListingRow({ item }: { item: ListingSummaryDto }) {
  const { t } = useTranslation();
  const section = SECTION_BY_SLUG.get(item.section)!;
  const renew = useSetStatus(section, item.id);
  const expired = item.status === 'expired';
  return (
    <ListItem disablePadding divider secondaryAction={expired && <Button size="small" variant="contained" onClick={() => renew.mutate('active')} disabled={renew.isPending}>{t('listings:mine.renew')}</Button>}>
      <ListItemButton component={Link} to={listingPath(item.section, item.id)} sx={{ gap: 2, pr: expired ? 12 : 2 }}>
        <Box sx={{ width: 96, flexShrink: 0, borderRadius: 1, overflow: 'hidden' }}>
          <ListingCover slug={item.section} image={item.image} alt="" />
        </Box>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{item.title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {sectionText(section)}
            {item.price !== null && ` · ${formatAmount(item.price, item.currency)}`}
            {item.location && ` · ${item.location}`}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
            <StatusChip status={item.status} />
            {item.hidden && <HiddenBadge />}
            <Typography variant="caption" color="text.secondary">
              {t('listings:mine.posted')} <RelativeTime date={item.created_at} />
              {(item.status === 'active' || item.status === 'reserved') && ` · ${t('listings:mine.expires', { when: relativeTime(item.expires_at) })}`}
            </Typography>
          </Stack>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
