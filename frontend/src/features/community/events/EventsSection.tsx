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
import { Link } from 'react-router';
import { HiddenBadge } from '../../../ui/HiddenBadge';
import { UserAvatar } from '../../../ui/UserAvatar';
import { cards, listView } from '../kit/ContentList';
import { ContentRoutes, section } from '../kit/ContentRoutes';
import { contentImageUrl } from '../shared/media';
import { eventWhen } from './api';
import { event } from './event';

const PAGE_SIZE = 10;

/** Events: upcoming (soonest first) or past (latest first), searchable and by category. */
const events = section(event, {
  words: { title: 'Events', create: 'Create an event', signIn: 'Sign in to see what is on, and say whether you are going.' },
  tabs: {
    param: 'when',
    label: 'When',
    options: [
      { value: 'upcoming', label: 'Upcoming' },
      { value: 'past', label: 'Past' },
    ],
  },
  view: listView('events', {
    items: cards({ label: 'Events', card: (e: EventSummaryDto) => <EventCard event={e} /> }),
    key: ({ tab, search, category }) => ['events', 'list', tab, search, category],
    fetch: (page, { tab, search, category }) => {
      const when: EventPeriod = tab === 'past' ? 'past' : 'upcoming';
      return EventsService.listEvents({ when, page, take: PAGE_SIZE, order: when === 'upcoming' ? 'asc' : 'desc', search: search || undefined, category: category || undefined });
    },
    empty: ({ tab }) => ({ icon: EventIcon, title: tab === 'past' ? 'No past events' : 'No upcoming events', text: 'Create one and invite the community.' }),
  }),
});

/** `/events` (`?when=past`), `/events/new`, `/events/:id`, `/events/:id/edit`. */
export default function EventsSection() {
  return <ContentRoutes section={events} />;
}

const month = new Intl.DateTimeFormat(undefined, { month: 'short' });

function EventCard({ event }: { event: EventSummaryDto }) {
  const start = new Date(event.starts_at);
  return (
    <Card variant="outlined" sx={{ opacity: event.is_past ? 0.85 : 1 }}>
      <CardActionArea component={Link} to={`/events/${event.id}`} sx={{ display: 'flex', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        <Stack sx={{ width: 72, flexShrink: 0, alignItems: 'center', justifyContent: 'center', bgcolor: 'primary.main', color: 'primary.contrastText', py: 2 }} aria-hidden>
          <Typography variant="caption" sx={{ textTransform: 'uppercase', fontWeight: 700 }}>
            {month.format(start)}
          </Typography>
          <Typography variant="h5" sx={{ fontWeight: 800, lineHeight: 1 }}>
            {start.getDate()}
          </Typography>
        </Stack>
        <Stack sx={{ p: 2, gap: 0.75, minWidth: 0, flexGrow: 1 }}>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Chip label={event.category.name} size="small" />
            {event.is_full && <Chip label="Full" size="small" color="warning" />}
            {event.my_rsvp === 'going' && <Chip label="You're going" size="small" color="success" />}
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
              {event.going_count} going{event.capacity ? ` of ${event.capacity}` : ''} · {event.interested_count} interested
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
