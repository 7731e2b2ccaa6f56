import EventIcon from '@mui/icons-material/Event';
import PlaceIcon from '@mui/icons-material/Place';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { EventPeriod, EventSummaryDto } from '@plaza/sdk';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState';
import { UserAvatar } from '../../../ui/UserAvatar';
import { ListBody } from '../shared/ListBody';
import { ListFilters } from '../shared/ListFilters';
import { contentImageUrl } from '../shared/media';
import { SectionHeader } from '../shared/SectionHeader';
import { useCategories, useListFilters, useScrolledList } from '../shared/useContentList';
import { eventKeys, eventWhen, listEvents } from './api';
import { HiddenBadge } from '../../../ui/HiddenBadge';

/** Events: upcoming (soonest first) or past, searchable and by category. */
export function EventList() {
  const filters = useListFilters();
  const when: EventPeriod = filters.params.get('when') === 'past' ? 'past' : 'upcoming';
  const categories = useCategories('events');
  const { query, items } = useScrolledList(eventKeys.list(when, filters.search, filters.category), (page) => listEvents(when, page, filters.search, filters.category));
  return (
    <>
      <SectionHeader title="Events" create={{ label: 'Create an event', to: '/events/new' }}>
        <Tabs value={when} onChange={(_, value: EventPeriod) => filters.set('when', value === 'past' ? 'past' : '')} aria-label="When">
          <Tab value="upcoming" label="Upcoming" />
          <Tab value="past" label="Past" />
        </Tabs>
        <ListFilters search={filters.search} onSearch={filters.onSearch} categories={categories} category={filters.category} onCategory={filters.onCategory} />
      </SectionHeader>
      <ListBody
        query={query}
        count={items.length}
        empty={<EmptyState icon={EventIcon} title={when === 'upcoming' ? 'No upcoming events' : 'No past events'} text="Create one and invite the community." />}
      >
        <Stack component="ul" aria-label="Events" sx={{ listStyle: 'none', m: 0, p: 0, gap: 2 }}>
          {items.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </Stack>
      </ListBody>
    </>
  );
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
