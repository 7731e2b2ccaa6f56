import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import PlaceIcon from '@mui/icons-material/Place';
import Alert from '@mui/material/Alert';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { EventsService, type EventDto, type RsvpStatus } from '@plaza/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useToast } from '../../../lib/toastContext';
import { UserAvatar } from '../../../ui/UserAvatar';
import { usePageTitle } from '../../../lib/usePageTitle';
import { callApi, errorMessage } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/authContext';
import { Byline } from '../shared/Byline';
import { ItemState } from '../shared/ItemState';
import { contentImageUrl } from '../shared/media';
import { OwnerMenu } from '../shared/OwnerMenu';
import { RenderedMarkdown } from '../shared/RenderedMarkdown';
import { useDeleteItem } from '../shared/useDeleteItem';
import { useItem, useItemId } from '../shared/useItem';
import { downloadCalendar, eventWhen } from './api';
import { HiddenNotice } from '../../../ui/HiddenNotice';
import { ReportMenu } from '../../../ui/ReportMenu';

/** An event's page: when, where, what; my answer with the counts and who is going; Add to calendar. */
export function EventPage() {
  const query = useItem(['events', 'item'], useItemId(), (id) => EventsService.getEvent({ id }));
  return (
    <ItemState query={query} back={{ to: '/events', label: 'All events' }}>
      {(event) => <EventDetails event={event} />}
    </ItemState>
  );
}

const ANSWERS: { value: RsvpStatus; label: string }[] = [
  { value: 'going', label: 'Going' },
  { value: 'interested', label: 'Interested' },
  { value: 'not_going', label: 'Not going' },
];

function EventDetails({ event }: { event: EventDto }) {
  usePageTitle(event.title);
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const toast = useToast();
  const answered = (data: EventDto) => {
    queryClient.setQueryData(['events', 'item', event.id], data);
    void queryClient.invalidateQueries({ queryKey: ['events', 'list'] });
  };
  const answer = useMutation({
    mutationFn: (status: RsvpStatus | null) =>
      callApi(() => (status ? EventsService.rsvpEvent({ id: event.id, requestBody: { status } }) : EventsService.withdrawEventRsvp({ id: event.id }))),
    onSuccess: ({ data }) => answered(data),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const remove = useDeleteItem('events', 'Event deleted.', '/events', () => EventsService.deleteEvent({ id: event.id }));
  const fullForMe = event.is_full && event.my_rsvp !== 'going';
  return (
    <Stack sx={{ gap: 2.5, maxWidth: 860, mx: 'auto' }}>
      <Button component={Link} to="/events" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
        Events
      </Button>
      {event.image && <Box component="img" src={contentImageUrl('events', event.image)} alt="" sx={{ width: '100%', maxHeight: 360, objectFit: 'cover', borderRadius: 2 }} />}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Chip label={event.category.name} size="small" />
        {event.is_past && <Chip label="Past event" size="small" />}
        {event.is_full && <Chip label="Full" size="small" color="warning" />}
      </Stack>
      {event.hidden && <HiddenNotice noun="event" />}
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {event.title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 1, sm: 3 }, color: 'text.secondary' }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <CalendarMonthIcon fontSize="small" />
          <Typography variant="body1">{eventWhen(event.starts_at, event.ends_at)}</Typography>
        </Stack>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <PlaceIcon fontSize="small" />
          <Typography variant="body1">{event.location}</Typography>
        </Stack>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Byline user={event.user} date={event.created_at} extra=" · organiser" />
        {user?.id === event.user.id ? (
          <OwnerMenu noun="event" editTo={`/events/${event.id}/edit`} onDelete={remove} />
        ) : (
          <ReportMenu label="Actions on this event" subject={{ type: 'event', id: event.id, noun: 'event' }} />
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack sx={{ gap: 1.5 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
            <ToggleButtonGroup
              exclusive
              color="primary"
              value={event.my_rsvp}
              disabled={answer.isPending || event.is_past}
              onChange={(_, value: RsvpStatus | null) => answer.mutate(value)}
              aria-label="Your answer"
              size="small"
            >
              {ANSWERS.map((a) => (
                <ToggleButton key={a.value} value={a.value} disabled={a.value === 'going' && fullForMe}>
                  {a.label}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Button startIcon={<CalendarMonthIcon />} onClick={() => void downloadCalendar(event.id).catch((error: unknown) => toast.error(errorMessage(error)))}>
              Add to calendar
            </Button>
          </Stack>
          {fullForMe && !event.is_past && <Alert severity="info">This event is full: you can still say you are interested.</Alert>}
          <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
            {event.attendees.length > 0 && (
              <AvatarGroup max={5} total={event.going_count} aria-label="Going">
                {event.attendees.map((a) => (
                  <UserAvatar key={a.id} user={a} size={32} />
                ))}
              </AvatarGroup>
            )}
            <Typography variant="body2" color="text.secondary" aria-label="Answers">
              <strong>{event.going_count}</strong> going{event.capacity ? ` of ${event.capacity} places` : ''} · <strong>{event.interested_count}</strong> interested
            </Typography>
          </Stack>
        </Stack>
      </Paper>
      <RenderedMarkdown html={event.description_html} label="About the event" />
    </Stack>
  );
}
