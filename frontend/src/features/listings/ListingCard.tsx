import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RelativeTime } from '../../ui/RelativeTime';
import { coreFieldOf, listingPath, listingTitle, type ListingItem, type ListingSectionSpec } from './registry';
import { SectionIcon } from '../../ui/sectionIcon';
import { StatusChip } from './StatusChip';
import { fieldText } from './values';
import { HiddenBadge } from '../../ui/HiddenBadge';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { LISTING_CARD_SIZES } from '../../lib/photos';

/** The cover of a card: the listing's first image, or the section's icon on a tinted ground. */
export function ListingCover({ slug, image, alt, placeholder, priority }: { slug: string; image: string | null; alt: string; placeholder?: string | null; priority?: boolean }) {
  return (
    <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'primary.light', display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
      {image ? (
        <ResponsiveImage kind="listings" file={image} alt={alt} sizes={LISTING_CARD_SIZES} width={400} height={300} placeholder={placeholder} priority={priority} sx={{ width: '100%', height: '100%' }} />
      ) : (
        <SectionIcon slug={slug} sx={{ fontSize: 56, color: 'primary.main', opacity: 0.5 }} aria-hidden />
      )}
    </Box>
  );
}

/** One listing in a section's grid: cover, title, its key facts, where and when. */
export function ListingCard({ section, item, priority }: { section: ListingSectionSpec; item: ListingItem; priority?: boolean }) {
  useTranslation();
  const title = listingTitle(section, item);
  const facts = section.summary
    .map((name) => section.fields.find((f) => f.name === name)!)
    .filter((f) => f.core !== 'location')
    .map((f) => ({ field: f, text: fieldText(f, item) }))
    .filter((fact) => fact.text !== null);
  const location = coreFieldOf(section, 'location');
  const place = location ? fieldText(location, item) : null;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={listingPath(section.slug, item.id)} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <ListingCover slug={section.slug} image={item.image} alt={title} placeholder={item.image_preview?.placeholder} priority={priority} />
        <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          {item.hidden === true && (
            <Box sx={{ mb: 0.5 }}>
              <HiddenBadge />
            </Box>
          )}
          {facts[0]?.field.kind === 'money' && (
            <Typography variant="h6" component="p" sx={{ fontWeight: 800, lineHeight: 1.2 }}>
              {facts[0].text}
            </Typography>
          )}
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {facts
              .filter((fact, i) => !(i === 0 && fact.field.kind === 'money'))
              .map((fact) => fact.text)
              .join(' · ')}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, justifyContent: 'space-between', mt: 1 }}>
            {place ? (
              <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, minWidth: 0 }}>
                <PlaceOutlinedIcon fontSize="inherit" color="action" />
                <Typography variant="caption" color="text.secondary" noWrap>
                  {place}
                </Typography>
              </Stack>
            ) : (
              <span />
            )}
            {item.status === 'active' ? <RelativeTime date={item.created_at} variant="caption" color="text.secondary" sx={{ flexShrink: 0 }} /> : <StatusChip status={item.status} />}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** Cards' shapes while a first page loads. */
export function ListingCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
      <CardContent>
        <Skeleton width="40%" />
        <Skeleton width="90%" />
        <Skeleton width="60%" />
      </CardContent>
    </Card>
  );
}
