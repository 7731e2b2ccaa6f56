import EventIcon from '@mui/icons-material/Event';
import PlaceIcon from '@mui/icons-material/Place';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EventsService, type EventPeriod, type EventSummaryDto } from '@plaza/sdk';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tk } from '../../../i18n/keys';
import { formatDate } from '../../../lib/format';
import { HiddenBadge } from '../../../ui/HiddenBadge';
import { UserAvatar } from '../../../ui/UserAvatar';
import { cards, listView } from '../kit/ContentList';
import { ContentRoutes, section } from '../kit/ContentRoutes';
import { contentImageUrl } from '../shared/media';
import { eventWhen } from './api';
import { event } from './event';
import '../words';

const PAGE_SIZE = 10;

/** Events: upcoming (soonest first) or past (latest first), searchable and by category. */
const events = section(event, {
  words: { title: tk('community:events.title'), create: tk('community:events.create'), signIn: tk('community:events.signIn') },
  tabs: {
    param: 'when',
    label: tk('community:events.tabs.label'),
    options: [
      { value: 'upcoming', label: tk('community:events.tabs.upcoming') },
      { value: 'past', label: tk('community:events.tabs.past') },
    ],
  },
  view: listView('events', {
    items: cards({ label: tk('community:events.title'), card: (e: EventSummaryDto) => <EventCard event={e} /> }),
    key: ({ tab, search, category }) => ['events', 'list', tab, search, category],
    fetch: (page, { tab, search, category }) => {
      const when: EventPeriod = tab === 'past' ? 'past' : 'upcoming';
      return EventsService.listEvents({ when, page, take: PAGE_SIZE, order: when === 'upcoming' ? 'asc' : 'desc', search: search || undefined, category: category || undefined });
    },
    empty: ({ tab }) => ({
      icon: EventIcon,
      title: tab === 'past' ? tk('community:events.empty.past') : tk('community:events.empty.upcoming'),
      text: tk('community:events.empty.text'),
    }),
  }),
});

/** `/events` (`?when=past`), `/events/new`, `/events/:id`, `/events/:id/edit`. */
export default function EventsSection() {
  return <ContentRoutes section={events} />;
}

function EventCard({ event }: { event: EventSummaryDto }) {
  const { t } = useTranslation();
  const start = new Date(event.starts_at);
  return (
    <Card variant="outlined" sx={{ opacity: event.is_past ? 0.85 : 1 }}>
      <CardActionArea component={Link} to={`/events/${event.id}`} sx={{ display: 'flex', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        <Stack sx={{ width: 72, flexShrink: 0, alignItems: 'center', justifyContent: 'center', bgcolor: 'primary.main', color: 'primary.contrastText', py: 2 }} aria-hidden>
          <Typography variant="caption" sx={{ textTransform: 'uppercase', fontWeight: 700 }}>
            {formatDate(start, { month: 'short' })}
          </Typography>
          <Typography variant="h5" sx={{ fontWeight: 800, lineHeight: 1 }}>
            {formatDate(start, { day: 'numeric' })}
          </Typography>
        </Stack>
        <Stack sx={{ p: 2, gap: 0.75, minWidth: 0, flexGrow: 1 }}>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Chip label={event.category.name} size="small" />
            {event.is_full && <Chip label={t('community:events.full')} size="small" color="warning" />}
            {event.my_rsvp === 'going' && <Chip label={t('community:events.youGo')} size="small" color="success" />}
            {event.hidden && <HiddenBadge />}
          </Stack>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {event.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {eventWhen(event.starts_at, event.ends_at)}
          </Typography>
          <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', color: 'text.secondary' }}>
            <PlaceIcon sx={{ fontSize: 16 }} />
            <Typography variant="body2" noWrap>
              {event.location}
            </Typography>
          </Stack>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            {event.attendees.length > 0 && (
              <AvatarGroup max={5} sx={{ '& .MuiAvatar-root': { width: 24, height: 24, fontSize: 12 } }}>
                {event.attendees.map((a) => (
                  <UserAvatar key={a.id} user={a} size={24} />
                ))}
              </AvatarGroup>
            )}
            <Typography variant="caption" color="text.secondary">
              {event.capacity
                ? t('community:events.card.goingOf', { count: event.going_count, capacity: event.capacity })
                : t('community:events.card.going', { count: event.going_count })}
              {' · '}
              {t('community:events.card.interested', { count: event.interested_count })}
            </Typography>
          </Stack>
        </Stack>
        {event.image && (
          <Box component="img" src={contentImageUrl('events', event.image, { thumb: true })} alt="" loading="lazy" sx={{ width: 160, objectFit: 'cover', display: { xs: 'none', sm: 'block' } }} />
        )}
      </CardActionArea>
    </Card>
  );
}
