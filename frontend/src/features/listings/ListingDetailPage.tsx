import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { fieldLabel, sectionText } from './labels';
import { EmptyState } from '../../ui/EmptyState';
import { RelativeTime } from '../../ui/RelativeTime';
import { UserAvatar } from '../../ui/UserAvatar';
import { usePageTitle } from '../../lib/usePageTitle';
import { presenceOf } from '../../lib/presence';
import { useAuth } from '../../lib/auth/authContext';
import { profilePath } from '../../lib/paths';
import { ContactButton } from './ContactButton';
import { Gallery } from './Gallery';
import { OwnerPanel } from './OwnerPanel';
import { useDeferredData } from '../../lib/renderLater';
import { useListing } from './queries';
import { coreFieldOf, listingTitle, type ListingFieldSpec, type ListingItem, type ListingSectionSpec } from './registry';
import { StatusChip } from './StatusChip';
import { fieldText, hrefOf } from './values';
import { HiddenNotice } from '../../ui/HiddenNotice';
import { ReportMenu } from '../../ui/ReportMenu';
import type { ReportSubjectType } from '@plaza/sdk';
import './words';

/** `/<section>/:id`: the listing with its gallery, facts, description, owner, and contact or the owner's tools. */
export default function ListingDetailPage({ section }: { section: ListingSectionSpec }) {
  const param = Number(useParams().id);
  const id = Number.isInteger(param) && param > 0 ? param : 0;
  const { t } = useTranslation();
  const query = useListing(section, id);
  usePageTitle(query.data ? listingTitle(section, query.data) : sectionText(section));
  // The answer comes in one update that React must render at once; the listing itself is drawn in a
  // transition after it (in slices of a few milliseconds), as is any later refresh of it.
  const item = useDeferredData(id, query.data);
  const back = (
    <Button component={RouterLink} to={`/${section.slug}`} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      {sectionText(section)}
    </Button>
  );
  if (query.isError) {
    return (
      <>
        {back}
        <Paper variant="outlined">
          <EmptyState icon={SearchOffIcon} title={t('listings:detail.unavailable')} text={t('listings:detail.unavailableText')} />
        </Paper>
      </>
    );
  }
  if (!item) {
    return (
      <>
        {back}
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' } }} aria-busy>
          <Skeleton variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
          <Stack>
            <Skeleton width="70%" height={48} />
            <Skeleton width="40%" />
            <Skeleton width="90%" />
          </Stack>
        </Box>
      </>
    );
  }
  return (
    <>
      {back}
      {item.hidden && (
        <Box sx={{ mb: 2 }}>
          <HiddenNotice noun={sectionText(section, 'noun')} />
        </Box>
      )}
      <ListingDetail section={section} item={item} />
    </>
  );
}

// Memoised: while a newer version of the listing is drawn, the older one is not drawn again.
const ListingDetail = memo(function ListingDetail({ section, item }: { section: ListingSectionSpec; item: ListingItem }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const location = useLocation();
  const title = listingTitle(section, item);
  const mine = user?.id === item.user.id;
  const price = coreFieldOf(section, 'price');
  const description = coreFieldOf(section, 'description')!;
  const facts = section.fields.filter((f) => f.core !== 'title' && f.core !== 'description' && f.core !== 'price');
  return (
    // On a phone the two columns dissolve (display: contents) into one, ordered: photo, title and
    // price, the main action, then the description.
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' }, alignItems: 'start' }}>
      <Stack sx={{ gap: 3, minWidth: 0, display: { xs: 'contents', md: 'flex' } }}>
        <Box sx={{ order: { xs: 1, md: 0 }, minWidth: 0 }}>
          <Gallery slug={section.slug} images={item.images} title={title} previews={item.image_previews} />
        </Box>
        {item[description.name] ? (
          <Box sx={{ order: { xs: 4, md: 0 } }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {fieldLabel(section, description)}
            </Typography>
            <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{String(item[description.name])}</Typography>
          </Box>
        ) : null}
      </Stack>
      <Stack sx={{ gap: 2, minWidth: 0, display: { xs: 'contents', md: 'flex' } }}>
        <Paper variant="outlined" sx={{ p: 2.5, order: { xs: 2, md: 0 } }}>
          <Stack sx={{ gap: 1 }}>
            {item.status !== 'active' && !mine && <StatusChip status={item.status} />}
            <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
              <Typography variant="h4" component="h1" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
                {title}
              </Typography>
              {user && !mine && (
                <ReportMenu label={sectionText(section, 'actions')} subject={{ type: section.slug as ReportSubjectType, id: item.id, noun: sectionText(section, 'noun') }} />
              )}
            </Stack>
            {price && (
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} aria-label={fieldLabel(section, price)}>
                {fieldText(price, item)}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {t('listings:detail.posted')} <RelativeTime date={item.created_at} variant="body2" />
            </Typography>
          </Stack>
          <Divider sx={{ my: 2 }} />
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 1 }}>
            {facts.map((f) => (
              <Fact key={f.name} label={fieldLabel(section, f)} field={f} item={item} />
            ))}
          </Box>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2.5, order: { xs: 3, md: 0 } }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, mb: 2 }}>
            <UserAvatar user={item.user} presence={presenceOf(item.user)} />
            <Box sx={{ minWidth: 0 }}>
              <Link component={RouterLink} to={mine ? '/profile' : profilePath(item.user.username)} sx={{ fontWeight: 700 }}>
                {item.user.first_name} {item.user.last_name}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {mine ? t('listings:detail.yours') : `@${item.user.username}`}
              </Typography>
            </Box>
          </Stack>
          {mine ? (
            <OwnerPanel section={section} item={item} />
          ) : user ? (
            <ContactButton section={section} item={item} />
          ) : (
            <Button component={RouterLink} to="/login" state={{ from: location.pathname }} variant="contained" fullWidth size="large">
              {t('listings:detail.signIn', { name: item.user.first_name })}
            </Button>
          )}
        </Paper>
      </Stack>
    </Box>
  );
});

function Fact({ label, field, item }: { label: string; field: ListingFieldSpec; item: ListingItem }) {
  const text = fieldText(field, item);
  if (text === null) {
    return null;
  }
  let value: React.ReactNode = text;
  if (field.kind === 'url') {
    value = (
      <Link href={hrefOf(text)} target="_blank" rel="noopener noreferrer nofollow">
        {text}
      </Link>
    );
  } else if (field.kind === 'email') {
    value = <Link href={`mailto:${text}`}>{text}</Link>;
  }
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', fontWeight: 500 }}>
        {value}
      </Typography>
    </>
  );
}
